// `npm run bench:lighthouse`: Lighthouse (default mobile preset) on /, /store-menu and /cart
// against `npm start`, in Debian's Chromium. Prints the median of 3 runs of each figure.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServer } from "../fixtures/server-process.ts";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const server = await startServer("pglite", 8492, { extraEnv: { SKIP_CLIENT_BUILD: "0" } });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

try {
  for (const path of ["/", "/store-menu", "/cart"]) {
    const figures: Record<string, number[]> = {
      performance: [],
      accessibility: [],
      "best-practices": [],
      lcp: [],
      cls: [],
      tbt: [],
    };
    for (let run = 0; run < RUNS; run++) {
      // A pickup outlet is chosen first so /store-menu shows a menu rather than redirecting.
      const url = `${server.baseUrl}${path}`;
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices"],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
      for (const category of ["performance", "accessibility", "best-practices"]) {
        figures[category]?.push(Math.round((lhr.categories[category]?.score ?? 0) * 100));
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
  chrome.kill();
  await server.stop();
}
