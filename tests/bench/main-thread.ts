// `npm run bench:main-thread`: how long a page keeps a phone's main thread blocked while it starts,
// and when its largest paint comes, measured for real rather than simulated: Debian's Chromium
// with 4x CPU throttling and Lighthouse's slow-4G network (150 ms, 1.6 Mbit/s down), at 412x823
// like Lighthouse's phone. Each run is a cold load (no service worker, no HTTP cache); /store-menu
// and /cart start from a returning customer's local storage (a pickup outlet, a cart line) and
// cookies (the menu it opened, its cart), as in `bench:lighthouse`, and are loaded "again" too:
// the installed app's usual start, after a visit that installed the service worker and persisted
// the queries. The Long Tasks API reports every task over 50 ms, and the blocking time is
// what those tasks spend beyond 50 ms from the first contentful paint until MAIN_THREAD_WATCH_MS
// later (Lighthouse's TBT, without its simulation's 4x multiplier on a trace taken at full speed,
// which makes its figure swing with the machine's load). LCP is the browser's last
// largest-contentful-paint entry, which the simulation estimates instead. "app" is when the app's
// own render has taken over what the page painted before its code (a skeleton, a prerendered or
// server-painted screen): from then on the screen answers taps. The floor app is
// measured in the same run. MAIN_THREAD_BEFORE_URL names a second server (another build, say
// the one before a change): each run then loads every page from both, one after the other, so
// that the machine's drift during the run weighs on both alike. With MAIN_THREAD_PROFILE=1 and a
// build with source maps (`npx vite build --sourcemap`), it also names the source files the CPU
// spent its time in.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { type Browser, chromium } from "@playwright/test";
import { SourceMapConsumer } from "source-map-js";
import { returningCustomer, returningCustomerCookies } from "../fixtures/browser-storage.ts";
import { serveFloorApp } from "../fixtures/floor-app.ts";
import { startServer } from "../fixtures/server-process.ts";
import { median } from "./statistics.ts";

const RUNS = Number(process.env.MAIN_THREAD_RUNS ?? 5);
const PATHS = process.env.MAIN_THREAD_PATHS?.split(",") ?? ["/", "/home2", "/store-menu", "/cart"];
const WATCH_MS = Number(process.env.MAIN_THREAD_WATCH_MS ?? 10_000);
const PROFILE = process.env.MAIN_THREAD_PROFILE === "1";
const BEFORE_URL = process.env.MAIN_THREAD_BEFORE_URL;
const CPU_SLOWDOWN = 4;
const DIST = resolve(import.meta.dirname, "../../dist/assets");

type Load = {
  fcp: number;
  lcp: number;
  app: number;
  blocking: number;
  longTasks: number[];
  profile?: Profile;
};
type Profile = {
  nodes: { id: number; callFrame: { url: string; lineNumber: number; columnNumber: number } }[];
  samples: number[];
};

const storedFor = (path: string): Record<string, string> | undefined =>
  returningCustomer[path as keyof typeof returningCustomer];

// Page scripts, passed as text: tsx would wrap a function's source in its own helpers.
const OBSERVE = `(() => {
  const tasks = [];
  window.longTasks = tasks;
  window.largestPaint = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.largestPaint = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  window.appAt = 0;
  new MutationObserver(() => {
    const root = document.getElementById("root");
    // The app renders after the document is parsed (module scripts wait for it); until then a
    // half-parsed skeleton could pass for the app's screen.
    if (window.appAt || document.readyState === "loading" || !root?.firstElementChild || root.dataset.prerendered) return;
    if (!document.querySelector("[data-route-skeleton]")) window.appAt = performance.now();
  }).observe(document, { childList: true, subtree: true, attributes: true });
})()`;
const storing = (storage: Record<string, string>) =>
  `for (const [key, value] of Object.entries(${JSON.stringify(storage)})) localStorage.setItem(key, value);`;

async function load(
  browser: Browser,
  url: string,
  storage?: Record<string, string>,
  again = false,
): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript(OBSERVE);
  if (storage) {
    await page.addInitScript(storing(storage));
    await context.addCookies(returningCustomerCookies.map((cookie) => ({ ...cookie, url })));
  }
  if (again) {
    // A visit before, at full speed: the service worker installed and controlling, the queries persisted.
    await page.goto(url);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.waitForTimeout(2_000);
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await cdp.send("Network.enable");
  // Lighthouse's slow 4G (1.6 Mbit/s down, 750 kbit/s up) in bytes per second, at the 90 % that
  // Lighthouse itself applies when it throttles a real browser.
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1_638_400 / 8) * 0.9,
    uploadThroughput: (768_000 / 8) * 0.9,
  });
  if (PROFILE) {
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 250 });
    await cdp.send("Profiler.start");
  }
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
  await page.waitForTimeout(WATCH_MS);
  const profile = PROFILE ? ((await cdp.send("Profiler.stop")).profile as Profile) : undefined;
  const { fcp, lcp, app, tasks } = (await page.evaluate(`({
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
    lcp: window.largestPaint,
    app: window.appAt,
    tasks: window.longTasks,
  })`)) as { fcp: number; lcp: number; app: number; tasks: [number, number][] };
  await context.close();
  const after = tasks.filter(([start]) => start >= fcp).map(([, duration]) => duration);
  const blocking = after.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0);
  return { fcp, lcp, app, blocking, longTasks: after, profile };
}

/** CPU samples per source file (through the build's source maps), busiest first. */
function busiestFiles(profiles: Profile[]): [string, number][] {
  const maps = new Map<string, SourceMapConsumer | null>();
  const mapOf = (url: string) => {
    const file = url.split("/").pop() ?? "";
    if (!maps.has(file)) {
      try {
        maps.set(file, new SourceMapConsumer(JSON.parse(readFileSync(`${DIST}/${file}.map`, "utf8"))));
      } catch {
        maps.set(file, null);
      }
    }
    return maps.get(file);
  };
  const samples = new Map<string, number>();
  for (const profile of profiles) {
    const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
    for (const id of profile.samples) {
      const frame = nodes.get(id);
      if (!frame?.url) continue; // idle, the engine's own work, garbage collection
      // A frame without a position (a module's top level, say) has line -1: no mapping to ask for.
      const position =
        frame.lineNumber >= 0
          ? mapOf(frame.url)?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber })
          : undefined;
      const source = (position?.source ?? frame.url.split("/").pop() ?? "?")
        .replace(/.*node_modules\//, "")
        .replace(/.*\/src\//, "src/");
      samples.set(source, (samples.get(source) ?? 0) + 1);
    }
  }
  return [...samples].sort((a, b) => b[1] - a[1]);
}

function report(name: string, loads: Load[], floor?: { lcp: number; blocking: number }) {
  const lcp = median(loads.map((run) => run.lcp));
  const blocking = median(loads.map((run) => run.blocking));
  const times = (ours: number, theirs: number | undefined) =>
    theirs ? ` (${(ours / theirs).toFixed(1)}x the floor)` : "";
  console.log(
    `${name.padEnd(19)} FCP ${Math.round(median(loads.map((run) => run.fcp)))} ms, LCP ${Math.round(lcp)} ms${times(lcp, floor?.lcp)}, app ${Math.round(median(loads.map((run) => run.app)))} ms, blocking ${Math.round(blocking)} ms${times(blocking, floor?.blocking)}; long tasks after FCP per run: ${loads.map((run) => run.longTasks.map(Math.round).join("+") || "none").join(", ")}`,
  );
  const profiles = loads.flatMap((run) => (run.profile ? [run.profile] : []));
  if (profiles.length === 0) return;
  const files = busiestFiles(profiles);
  const total = files.reduce((sum, [, count]) => sum + count, 0);
  for (const [file, count] of files.slice(0, 12))
    console.log(`    ${((count / total) * 100).toFixed(1).padStart(5)}%  ${file}`);
}

const server = process.env.MAIN_THREAD_BASE_URL
  ? { baseUrl: process.env.MAIN_THREAD_BASE_URL, stop: async () => {} }
  : await startServer("pglite", 8494, { extraEnv: { SKIP_CLIENT_BUILD: "0" } });
const floor = await serveFloorApp(4175);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
try {
  console.log(
    `cold loads ("again": with the service worker and the persisted queries), ${CPU_SLOWDOWN}x CPU, slow 4G, 412x823, median of ${RUNS}: FCP, LCP, the app's first render, main-thread blocking after FCP (long tasks beyond 50 ms, ${WATCH_MS / 1000} s)`,
  );
  const floorLoads: Load[] = [];
  const servers = BEFORE_URL ? [BEFORE_URL, server.baseUrl] : [server.baseUrl];
  const pages = servers.flatMap((baseUrl) =>
    PATHS.flatMap((path) =>
      // Measured "again" as well: the pages a returning customer opens from the installed app.
      (storedFor(path) ? [false, true] : [false]).map((again) => ({
        name: `${path}${again ? " again" : ""}${BEFORE_URL && baseUrl === BEFORE_URL ? " before" : ""}`,
        baseUrl,
        path,
        again,
      })),
    ),
  );
  const ours = new Map<string, Load[]>(pages.map(({ name }) => [name, []]));
  for (let run = 0; run < RUNS; run++) {
    floorLoads.push(await load(browser, floor.url));
    for (const path of PATHS)
      for (const { name, baseUrl, again } of pages.filter((page) => page.path === path))
        ours.get(name)?.push(await load(browser, `${baseUrl}${path}`, storedFor(path), again));
  }
  report("floor app", floorLoads);
  const floorFigures = {
    lcp: median(floorLoads.map((run) => run.lcp)),
    blocking: median(floorLoads.map((run) => run.blocking)),
  };
  for (const { name } of pages.sort((a, b) => PATHS.indexOf(a.path) - PATHS.indexOf(b.path)))
    report(name, ours.get(name) ?? [], floorFigures);
} finally {
  await browser.close();
  floor.stop();
  await server.stop();
}
