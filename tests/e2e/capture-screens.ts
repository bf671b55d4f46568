// `npm run screens`: screenshots of the main screens at phone, kiosk-tablet and desktop sizes,
// for people to look at (not a test). Needs a running server: E2E_BASE_URL or http://127.0.0.1:8080.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";

const baseUrl = process.env.E2E_BASE_URL ?? "http://127.0.0.1:8080";
const outDir = path.resolve("tests/e2e/.screenshots");
const sizes = {
  phone: { width: 390, height: 844 },
  tablet: { width: 1024, height: 768 },
  desktop: { width: 1280, height: 800 },
};

type Screen = { name: string; path: string; prepare?: (page: Page) => Promise<void> };
const pickup = async (page: Page) => {
  await page.evaluate(() => {
    localStorage.setItem("delivery-type", "store-pickup");
    localStorage.setItem("order_type", "2");
    localStorage.setItem("selected_outlet_id", "4");
    localStorage.setItem("selected_outlet_name", "Maadi");
  });
};
const screens: Screen[] = [
  { name: "landing", path: "/" },
  { name: "landing-older", path: "/home2" },
  { name: "first-to-know", path: "/first-to-know" },
  { name: "coming-soon", path: "/coming-soon" },
  { name: "returns-policy", path: "/returns-policy" },
  { name: "privacy-policy", path: "/privacy-policy" },
  { name: "outlet", path: "/outlet" },
  { name: "store-menu", path: "/store-menu", prepare: pickup },
];
const only = process.argv.slice(2);

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
for (const [sizeName, viewport] of Object.entries(sizes)) {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    hasTouch: sizeName !== "desktop",
  });
  const page = await context.newPage();
  for (const screen of screens.filter((s) => only.length === 0 || only.includes(s.name))) {
    await page.goto(`${baseUrl}/`);
    await screen.prepare?.(page);
    await page.goto(`${baseUrl}${screen.path}`);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(300);
    const file = path.join(outDir, `${screen.name}-${sizeName}.png`);
    await page.screenshot({ path: file, fullPage: false });
    console.log(file);
  }
  await context.close();
}
await browser.close();
