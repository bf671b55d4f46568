// `npm run bench:offline`: time from reload to a usable menu (its first item card), online and
// with the network off after one online visit. Prints the median of 5 reloads each.
import { chromium } from "@playwright/test";
import { startServer } from "../fixtures/server-process.ts";
import { median } from "./statistics.ts";

const server = await startServer("pglite", 8491, { extraEnv: { SKIP_CLIENT_BUILD: "0" } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/privacy-policy`);
  await page.evaluate(() => {
    localStorage.setItem("order_type", "2");
    localStorage.setItem("delivery-type", "store-pickup");
    localStorage.setItem("selected_outlet_id", "4");
    localStorage.setItem("selected_outlet_name", "Maadi Road 9");
  });
  await page.goto(`${server.baseUrl}/store-menu`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.locator("article[data-item-id]").first().waitFor();

  const measure = async () => {
    const times: number[] = [];
    for (let run = 0; run < 5; run++) {
      const started = performance.now();
      await page.reload();
      await page.locator("article[data-item-id]").first().waitFor();
      times.push(performance.now() - started);
    }
    return median(times);
  };
  const online = await measure();
  await context.setOffline(true);
  const offline = await measure();
  console.log(
    `reload to a usable menu (median of 5): online ${online.toFixed(0)} ms, offline ${offline.toFixed(0)} ms`,
  );
} finally {
  await browser.close();
  await server.stop();
}
