// `npm run bench:lighthouse`: Lighthouse (default mobile preset) on /, /store-menu and /cart
// against `npm start`, in Debian's Chromium. Prints the median of 3 runs of each figure. Each
// run is a cold load: no service worker, no HTTP cache.
import { mkdir, writeFile } from "node:fs/promises";
import lighthouse from "lighthouse";
import puppeteer, { type Page } from "puppeteer-core";
import { cartWith, flatWhiteLine, pickupAt } from "../fixtures/browser-storage.ts";
import { startServer } from "../fixtures/server-process.ts";

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
const median = (values: number[]) => {
  const measured = values.filter(Number.isFinite).sort((a, b) => a - b);
  return measured[Math.floor(measured.length / 2)] ?? Number.NaN;
};

// What a returning customer has stored, so /store-menu shows a menu and /cart a cart instead of
// redirecting to the outlet list.
const pickup = pickupAt(1, "Heliopolis Korba");
const cart = cartWith(flatWhiteLine(2));
const pages: { path: string; storage?: Record<string, string> }[] = [
  { path: "/" },
  { path: "/store-menu", storage: pickup },
  { path: "/cart", storage: { ...pickup, ...cart } },
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

/**
 * One Lighthouse run of `path`. Lighthouse sometimes fails to record the trace of a load here
 * (NO_NAVSTART): such a run is tried again, up to twice, and reported if it still fails.
 */
async function measure(path: string, storage?: Record<string, string>) {
  const url = `${server.baseUrl}${path}`;
  for (let attempt = 1; ; attempt++) {
    const page = await browser.newPage();
    if (storage) await prepare(page, storage);
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
  for (const { path, storage } of pages) {
    if (ONLY_PATHS && !ONLY_PATHS.includes(path)) continue;
    const figures: Record<string, number[]> = {
      performance: [],
      accessibility: [],
      "best-practices": [],
      lcp: [],
      cls: [],
      tbt: [],
    };
    for (let run = 0; run < RUNS; run++) {
      const lhr = await measure(path, storage);
      if (REPORT_DIR) {
        const file = `${REPORT_DIR}/${path.slice(1) || "landing"}-${run + 1}.json`;
        await mkdir(REPORT_DIR, { recursive: true });
        await writeFile(file, JSON.stringify(lhr));
      }
      if (lhr.runtimeError)
        console.log(`${path} run ${run + 1}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      for (const category of ["performance", "accessibility", "best-practices"]) {
        const score = lhr.categories[category]?.score;
        figures[category]?.push(typeof score === "number" ? Math.round(score * 100) : Number.NaN);
      }
      figures.lcp?.push(lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN);
      figures.cls?.push(lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN);
      figures.tbt?.push(lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN);
    }
    console.log(
      `${path.padEnd(12)} performance ${median(figures.performance ?? [])}  accessibility ${median(figures.accessibility ?? [])}  best practices ${median(figures["best-practices"] ?? [])}  LCP ${(median(figures.lcp ?? []) / 1000).toFixed(2)} s  CLS ${median(figures.cls ?? []).toFixed(3)}  TBT ${median(figures.tbt ?? []).toFixed(0)} ms`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
