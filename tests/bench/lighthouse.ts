// `npm run bench:lighthouse`: Lighthouse (default mobile preset) on /, /store-menu and /cart
// against `npm start`, in Debian's Chromium. Prints the median of 3 runs of each figure. Each
// run is a cold load (no service worker, no HTTP cache), and /store-menu and /cart are measured
// "again" too: after a visit that installed the service worker and persisted the menu.
import { mkdir, writeFile } from "node:fs/promises";
import lighthouse from "lighthouse";
import puppeteer, { type Page } from "puppeteer-core";
import { cartWith, flatWhiteLine, pickupAt } from "../fixtures/browser-storage.ts";
import { startServer } from "../fixtures/server-process.ts";
import { median } from "./statistics.ts";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Optional: only these paths (comma-separated), and a folder to keep each run's full report in. */
const ONLY_PATHS = process.env.LIGHTHOUSE_PATHS?.split(",");
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
// LIGHTHOUSE_BASE_URL measures a server that is already running (e.g. to compare builds quickly).
const server = process.env.LIGHTHOUSE_BASE_URL
  ? { baseUrl: process.env.LIGHTHOUSE_BASE_URL, stop: async () => {} }
  : await startServer("pglite", 8492, { extraEnv: { SKIP_CLIENT_BUILD: "0" } });
/** The median of the runs that measured the figure (a run can miss one, e.g. NO_LCP). */
// What a returning customer has stored, so /store-menu shows a menu and /cart a cart instead of
// redirecting to the outlet list.
const pickup = pickupAt(1, "Heliopolis Korba");
const cart = cartWith(flatWhiteLine(2));
type Measured = { path: string; storage?: Record<string, string>; returning?: true };
const pages: Measured[] = [
  { path: "/" },
  { path: "/store-menu", storage: pickup },
  { path: "/cart", storage: { ...pickup, ...cart } },
  // The installed app's usual start: the service worker and the persisted queries in place.
  { path: "/store-menu", storage: pickup, returning: true },
  { path: "/cart", storage: { ...pickup, ...cart }, returning: true },
];

/**
 * Writes local storage, then forgets the service worker and every cached response, so the
 * measured load is a cold one that starts with this storage.
 */
async function prepare(page: Page, storage: Record<string, string>) {
  await page.goto(`${server.baseUrl}/privacy-policy`);
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  const cdp = await page.createCDPSession();
  await cdp.send("Storage.clearDataForOrigin", {
    origin: server.baseUrl,
    storageTypes: "service_workers,cache_storage",
  });
  await cdp.send("Network.clearBrowserCache");
  await cdp.detach();
}

/** A visit before the measured one: the service worker controls the page, the menu persisted. */
async function visitBefore(page: Page, path: string) {
  await page.goto(`${server.baseUrl}${path}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await new Promise((resolve) => setTimeout(resolve, 2_000)); // the query cache saved, the precache done
}

/**
 * One Lighthouse run of `path`. Lighthouse sometimes fails to record the trace of a load here
 * (NO_NAVSTART): such a run is tried again, up to twice, and reported if it still fails.
 */
async function measure({ path, storage, returning }: Measured) {
  const url = `${server.baseUrl}${path}`;
  for (let attempt = 1; ; attempt++) {
    const page = await browser.newPage();
    if (storage) await prepare(page, storage);
    if (returning) await visitBefore(page, path);
    const result = await lighthouse(
      url,
      {
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices"],
        disableStorageReset: Boolean(storage), // prepare() did it, keeping local storage
      },
      undefined,
      page,
    );
    await page.close();
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!lhr.runtimeError || attempt === 3) return lhr;
  }
}

try {
  for (const measured of pages) {
    const { path, returning } = measured;
    if (ONLY_PATHS && !ONLY_PATHS.includes(path)) continue;
    const name = returning ? `${path} again` : path;
    const figures: Record<string, number[]> = {
      performance: [],
      accessibility: [],
      "best-practices": [],
      lcp: [],
      cls: [],
      tbt: [],
    };
    for (let run = 0; run < RUNS; run++) {
      const lhr = await measure(measured);
      if (REPORT_DIR) {
        const file = `${REPORT_DIR}/${path.slice(1) || "landing"}${returning ? "-again" : ""}-${run + 1}.json`;
        await mkdir(REPORT_DIR, { recursive: true });
        await writeFile(file, JSON.stringify(lhr));
      }
      if (lhr.runtimeError)
        console.log(`${name} run ${run + 1}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      for (const category of ["performance", "accessibility", "best-practices"]) {
        const score = lhr.categories[category]?.score;
        figures[category]?.push(typeof score === "number" ? Math.round(score * 100) : Number.NaN);
      }
      figures.lcp?.push(lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN);
      figures.cls?.push(lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN);
      figures.tbt?.push(lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN);
    }
    console.log(
      `${name.padEnd(18)} performance ${median(figures.performance ?? [])}  accessibility ${median(figures.accessibility ?? [])}  best practices ${median(figures["best-practices"] ?? [])}  LCP ${(median(figures.lcp ?? []) / 1000).toFixed(2)} s  CLS ${median(figures.cls ?? []).toFixed(3)}  TBT ${median(figures.tbt ?? []).toFixed(0)} ms`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
