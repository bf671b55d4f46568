// `npm run bench:lighthouse`: Lighthouse (default mobile preset) on /, /store-menu and /cart
// against `npm start`, in Debian's Chromium. Prints the median of 3 runs of each figure, and for
// each run when the unthrottled load it simulates from painted and how much code it had by then.
// Each run is a cold load (no service worker, no HTTP cache), and /store-menu and /cart are
// measured "again" too: after a visit that installed the service worker and persisted the menu.
// The stack's floor app is measured first, in the same run, and each page's LCP and TBT printed
// beside it.
import { mkdir, writeFile } from "node:fs/promises";
import lighthouse from "lighthouse";
import puppeteer, { type Page } from "puppeteer-core";
import { returningCustomer, returningCustomerCookies } from "../fixtures/browser-storage.ts";
import { serveFloorApp } from "../fixtures/floor-app.ts";
import { startServer } from "../fixtures/server-process.ts";
import { median } from "./statistics.ts";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/**
 * Optional: only these paths (comma-separated), and a folder to keep each run's full report and
 * the trace of its load in (`<page>-<run>.json`, `<page>-<run>.trace.json`: open the trace in
 * Chrome DevTools' Performance panel to see what the paints waited for).
 */
const ONLY_PATHS = process.env.LIGHTHOUSE_PATHS?.split(",");
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
/**
 * Optional: `devtools` has the browser slow the CPU and network while it loads the page, instead
 * of Lighthouse simulating it from an unthrottled load (its default). A cross-check of the
 * simulation, which counts in the path to the largest paint every request the fast load made
 * before it.
 */
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING === "devtools" ? "devtools" : "simulate";
/**
 * A browser of its own for each run, as Lighthouse's command line starts: pages of 127.0.0.1 on
 * any port are one site, so in a shared browser the page measured can share its renderer with
 * the one closed before it, whose teardown then lands in the trace (long "Unattributable" tasks
 * that swung the landing page's TBT between runs).
 */
const launchBrowser = () =>
  puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
// LIGHTHOUSE_BASE_URL measures a server that is already running (e.g. to compare builds quickly).
const server = process.env.LIGHTHOUSE_BASE_URL
  ? { baseUrl: process.env.LIGHTHOUSE_BASE_URL, stop: async () => {} }
  : await startServer("pglite", 8492, { extraEnv: { SKIP_CLIENT_BUILD: "0" } });
const floorApp = await serveFloorApp(4177);
type Measured = { path: string; storage?: Record<string, string>; returning?: true; floor?: true };
const pages: Measured[] = [
  // The stack's floor app, in the same run: the least a page costs on this stack and machine.
  { path: "/", floor: true },
  { path: "/" },
  { path: "/store-menu", storage: returningCustomer["/store-menu"] },
  { path: "/cart", storage: returningCustomer["/cart"] },
  // The installed app's usual start: the service worker and the persisted queries in place.
  { path: "/store-menu", storage: returningCustomer["/store-menu"], returning: true },
  { path: "/cart", storage: returningCustomer["/cart"], returning: true },
];

/**
 * Writes local storage and the menu's and the cart's cookies, then forgets the service worker and every cached response, so the
 * measured load is a cold one that starts with this storage.
 */
async function prepare(page: Page, storage: Record<string, string>) {
  await page.goto(`${server.baseUrl}/privacy-policy`);
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  await page
    .browserContext()
    .setCookie(
      ...returningCustomerCookies.map((cookie) => ({ ...cookie, domain: new URL(server.baseUrl).hostname })),
    );
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
  // Bounded: a worker whose install failed is never ready (the run is then tried again).
  await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.getRegistration())?.active), {
    polling: 500,
    timeout: 60_000,
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await new Promise((resolve) => setTimeout(resolve, 2_000)); // the query cache saved, the precache done
}

/**
 * One Lighthouse run of `path`. Lighthouse sometimes fails to record the trace of a load here
 * (NO_NAVSTART), and a visit before sometimes finds no worker: such a run is tried again, up to
 * twice, and reported if it still fails.
 */
async function measure({ path, storage, returning, floor }: Measured) {
  const url = `${floor ? floorApp.url : server.baseUrl}${path}`;
  for (let attempt = 1; ; attempt++) {
    const browser = await launchBrowser();
    let result: Awaited<ReturnType<typeof lighthouse>>;
    try {
      const [page = await browser.newPage()] = await browser.pages();
      if (storage) await prepare(page, storage);
      if (returning) await visitBefore(page, path);
      result = await lighthouse(
        url,
        {
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices"],
          disableStorageReset: Boolean(storage), // prepare() did it, keeping local storage
          throttlingMethod: THROTTLING,
        },
        undefined,
        page,
      );
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`${url}: ${(error as Error).message}; trying again`);
      continue;
    } finally {
      await browser.close();
    }
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!lhr.runtimeError || attempt === 3) return { lhr, trace: result?.artifacts.Trace };
  }
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];
type Request = { resourceType?: string; networkEndTime?: number; transferSize?: number };

/**
 * When the unthrottled load Lighthouse simulates from painted its largest paint, and how much code
 * had arrived by then. The simulation puts every request finished before that paint in its path
 * to the LCP, a module's whatever its priority (see "Why a first visit falls one way or the
 * other" in the README): this is what makes a run fast or slow.
 */
function codeBeforeLargestPaint(lhr: Result): string {
  const metrics = lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] };
  const paintedAt = metrics?.items?.[0]?.observedLargestContentfulPaint;
  const requests = (lhr.audits["network-requests"]?.details as { items?: Request[] })?.items ?? [];
  if (paintedAt === undefined) return "no largest paint observed";
  const arrived = requests.filter(
    (request) => request.resourceType === "Script" && (request.networkEndTime ?? Infinity) <= paintedAt,
  );
  const bytes = arrived.reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return `unthrottled, the largest paint came at ${Math.round(paintedAt)} ms, after ${arrived.length} code files (${(bytes / 1024).toFixed(0)} KiB of them from the network)`;
}

let floorFigures: { lcp: number; tbt: number } | undefined;
const times = (ours: number, theirs: number | undefined) =>
  theirs ? ` (${(ours / theirs).toFixed(1)}x the floor)` : "";
console.log(`Lighthouse mobile preset, throttling: ${THROTTLING}, median of ${RUNS}`);
try {
  for (const measured of pages) {
    const { path, returning, floor } = measured;
    if (!floor && ONLY_PATHS && !ONLY_PATHS.includes(path)) continue;
    const name = floor ? "floor app" : returning ? `${path} again` : path;
    const figures: Record<string, number[]> = {
      performance: [],
      accessibility: [],
      "best-practices": [],
      lcp: [],
      cls: [],
      tbt: [],
    };
    for (let run = 0; run < RUNS; run++) {
      const { lhr, trace } = await measure(measured);
      if (REPORT_DIR) {
        const file = `${REPORT_DIR}/${floor ? "floor" : path.slice(1) || "landing"}${returning ? "-again" : ""}-${run + 1}`;
        await mkdir(REPORT_DIR, { recursive: true });
        await writeFile(`${file}.json`, JSON.stringify(lhr));
        if (trace) await writeFile(`${file}.trace.json`, JSON.stringify(trace));
      }
      if (lhr.runtimeError)
        console.log(`${name} run ${run + 1}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      for (const category of ["performance", "accessibility", "best-practices"]) {
        const score = lhr.categories[category]?.score;
        figures[category]?.push(typeof score === "number" ? Math.round(score * 100) : Number.NaN);
      }
      const runLcp = lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN;
      console.log(
        `  ${name} run ${run + 1}: LCP ${(runLcp / 1000).toFixed(2)} s; ${codeBeforeLargestPaint(lhr)}`,
      );
      figures.lcp?.push(runLcp);
      figures.cls?.push(lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN);
      figures.tbt?.push(lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN);
    }
    const lcp = median(figures.lcp ?? []);
    const tbt = median(figures.tbt ?? []);
    if (floor) floorFigures = { lcp, tbt };
    console.log(
      `${name.padEnd(18)} performance ${median(figures.performance ?? [])}  accessibility ${median(figures.accessibility ?? [])}  best practices ${median(figures["best-practices"] ?? [])}  LCP ${(lcp / 1000).toFixed(2)} s${floor ? "" : times(lcp, floorFigures?.lcp)}  CLS ${median(figures.cls ?? []).toFixed(3)}  TBT ${tbt.toFixed(0)} ms${floor ? "" : times(tbt, floorFigures?.tbt)}`,
    );
  }
} finally {
  floorApp.stop();
  await server.stop();
}
