// `npm run bench:inp`: how long the menu's taps keep a phone waiting, under 4x CPU throttling in
// Debian's Chromium at 390x844: opening an item's popup, choosing a condiment, adding to the cart
// and opening the cart. Each figure is the Event Timing API's duration of that interaction (from
// the tap to the next paint, what INP reports), the median of INP_RUNS fresh page loads. Beside
// it, the same run measures the stack's floor app (../shared/bench/floor-app): a tap on its one
// button, which updates React state, the least a tap can cost on this stack and this machine.
import { type Browser, type BrowserContext, chromium, type Page } from "@playwright/test";
import { pickupAt } from "../fixtures/browser-storage.ts";
import { serveFloorApp } from "../fixtures/floor-app.ts";
import { openSubCategory } from "../fixtures/menu-navigation.ts";
import { startServer } from "../fixtures/server-process.ts";
import { median } from "./statistics.ts";

const RUNS = Number(process.env.INP_RUNS ?? 5);
const CPU_SLOWDOWN = 4;

/** Records, per interaction, its longest event (Event Timing reports from 16 ms up). */
function recordInteractions() {
  const longest = new Map<number, number>();
  (window as unknown as { __interactions: Map<number, number> }).__interactions = longest;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue;
      longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe({ type: "event", buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
}

/**
 * Runs one tap (`act`, which waits for what it shows) and answers its latency: the longest
 * interaction seen meanwhile, or 0 when it stayed under Event Timing's 16 ms threshold.
 */
async function tap(page: Page, act: () => Promise<void>): Promise<number> {
  const before = await page.evaluate(() =>
    [...(window as unknown as { __interactions: Map<number, number> }).__interactions.keys()].join(","),
  );
  await act();
  await page.waitForTimeout(300); // the entry arrives after the paint that ends it
  return page.evaluate((seen) => {
    const known = new Set(seen.split(",").filter(Boolean).map(Number));
    const entries = [...(window as unknown as { __interactions: Map<number, number> }).__interactions];
    return Math.max(0, ...entries.filter(([id]) => !known.has(id)).map(([, duration]) => duration));
  }, before);
}

async function throttledPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(recordInteractions);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return page;
}

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };

/** One fresh visit of the menu with a pickup store chosen: the four taps of an order. */
async function storefrontRun(browser: Browser, baseUrl: string): Promise<Record<string, number>> {
  const context = await browser.newContext({ ...phone, baseURL: baseUrl, serviceWorkers: "block" });
  await context.addInitScript(
    (entries) => {
      if (!localStorage.getItem("selected_outlet_id"))
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    pickupAt(1, "Heliopolis Korba"),
  );
  const page = await throttledPage(context);
  await page.goto("/store-menu");
  await openSubCategory(page, "Beverages", /^Coffee Based$/);
  const add = page.getByRole("button", { name: "Add Flat White", exact: true });
  await add.waitFor();
  await page.waitForTimeout(1_000); // the menu's start-up work done, as a customer would read first
  const popup = page.getByRole("dialog", { name: "Flat White" });
  const figures = {
    "open the item's popup": await tap(page, async () => {
      await add.click();
      await popup.waitFor();
    }),
    "choose a condiment": await tap(page, async () => {
      const oat = popup.getByRole("radio", { name: /^Oat( \+ EGP .*)?$/ });
      await oat.check();
      await page.waitForFunction(() =>
        document.querySelector<HTMLInputElement>("dialog[open] input:checked"),
      );
    }),
    "add to the cart": await tap(page, async () => {
      await popup.getByRole("button", { name: /^Add To Cart/ }).click();
      await popup.waitFor({ state: "hidden" });
    }),
    "open the cart": await tap(page, async () => {
      await page.locator("a[href='/cart']").first().click();
      await page.getByRole("group", { name: "Quantity of Flat White" }).waitFor();
    }),
  };
  await context.close();
  return figures;
}

/** One fresh visit of the floor app: a tap on its Add button. */
async function floorRun(browser: Browser, floorUrl: string): Promise<number> {
  const context = await browser.newContext({ ...phone, serviceWorkers: "block" });
  const page = await throttledPage(context);
  await page.goto(floorUrl);
  const add = page.getByRole("button", { name: /^Add/ });
  await add.waitFor();
  await page.waitForTimeout(1_000);
  const latency = await tap(page, async () => {
    await add.click();
    await page.getByRole("button", { name: "Add (1)" }).waitFor();
  });
  await context.close();
  return latency;
}

const shown = (ms: number) => (ms === 0 ? "<16 ms" : `${Math.round(ms)} ms`);

const server = process.env.INP_BASE_URL
  ? { baseUrl: process.env.INP_BASE_URL, stop: async () => {} }
  : await startServer("pglite", 8493, { extraEnv: { SKIP_CLIENT_BUILD: "0" } });
const floor = await serveFloorApp(4174);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
try {
  const ours: Record<string, number>[] = [];
  const floors: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    floors.push(await floorRun(browser, floor.url));
    ours.push(await storefrontRun(browser, server.baseUrl));
  }
  const floorMedian = median(floors);
  console.log(
    `interaction latency, ${CPU_SLOWDOWN}x CPU throttling, 390x844, median of ${RUNS} (each run: ${ours.map((r) => Object.values(r).map(Math.round).join("/")).join(", ")})`,
  );
  console.log(`  floor app: a tap on its Add button          ${shown(floorMedian)}`);
  for (const name of Object.keys(ours[0] ?? {})) {
    const value = median(ours.map((figures) => figures[name] ?? Number.NaN));
    const ratio = floorMedian > 0 && value > 0 ? ` (${(value / floorMedian).toFixed(1)}x the floor)` : "";
    console.log(`  storefront: ${name.padEnd(30)} ${shown(value)}${ratio}`);
  }
} finally {
  await browser.close();
  floor.stop();
  await server.stop();
}
