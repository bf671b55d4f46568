// Size budgets, checked on the production build: each figure is printed, and the
// test fails when one is over. Sizes, not times: they do not depend on the machine's load.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { chunkClosure, type Manifest, routeChunkKey } from "#client/prerender/build-manifest.ts";
import { ensureClientBuilt } from "#server/build/ensure-client-built.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const dist = path.join(root, "dist");
const KiB = 1024;

let manifest: Manifest;

const gzipSize = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;

/** The JavaScript a page needs before it can render: its chunks and their static imports. */
const staticClosure = (keys: string[]) => chunkClosure(manifest, keys).js;

/**
 * The entry and the app's start module: main.tsx imports start.tsx once the page has painted,
 * but nothing renders or responds without it, so it counts as first-render JavaScript.
 */
function startupKeys(): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry || !manifest["src/client/start.tsx"])
    throw new Error("no entry or start module in the manifest");
  return [entry, "src/client/start.tsx"];
}

const routeChunk = (routeFile: string) => routeChunkKey(manifest, routeFile);

function report(name: string, files: string[], budget: number) {
  const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
  const verdict = total <= budget ? "within" : `OVER by ${kib(total - budget)}`;
  console.log(`budget ${name}: ${kib(total)} gzip of ${kib(budget)}, ${verdict} (${files.length} files)`);
  return total;
}

// The budgets. What keeps them: the libraries and our start-up code in two chunks
// (vite.config.ts), zod/mini instead of classic zod in the browser, and every screen's code
// split by route.
const LANDING_BUDGET = 150 * KiB;
const MENU_BUDGET = 170 * KiB;

beforeAll(async () => {
  await ensureClientBuilt(root, dist);
  manifest = JSON.parse(readFileSync(path.join(dist, ".vite", "manifest.json"), "utf8"));
}, 180_000);

describe("performance budgets", () => {
  it("landing page: at most 150 KiB gzip of JavaScript for the first render", () => {
    const files = staticClosure([...startupKeys(), routeChunk("index.tsx")]);
    expect(report("landing JS", files, LANDING_BUDGET)).toBeLessThanOrEqual(LANDING_BUDGET);
  });

  it("the Arabic landing page: within the same budget (both languages' words are in the code)", () => {
    const files = staticClosure([...startupKeys(), routeChunk("ar.index.tsx")]);
    expect(report("landing JS, Arabic", files, LANDING_BUDGET)).toBeLessThanOrEqual(LANDING_BUDGET);
  });

  it("menu route: at most 170 KiB gzip of JavaScript", () => {
    const files = staticClosure([...startupKeys(), routeChunk("store-menu.tsx")]);
    expect(report("menu JS", files, MENU_BUDGET)).toBeLessThanOrEqual(MENU_BUDGET);
  });

  it("map engines and the carousel stay out of the first render", () => {
    const firstRender = staticClosure([
      ...startupKeys(),
      routeChunk("index.tsx"),
      routeChunk("store-menu.tsx"),
    ]);
    const heavy = Object.entries(manifest)
      .filter(([key]) => /maplibre-gl|mapbox-gl|swiper/.test(key))
      .map(([, chunk]) => chunk.file);
    expect(firstRender.filter((file) => heavy.includes(file))).toEqual([]);
  });

  it("service worker precache: at most 400 KiB gzip besides images and videos", () => {
    const sw = readFileSync(path.join(dist, "sw.js"), "utf8");
    const precached = [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) =>
      (match[1] as string).replace(/^\//, ""),
    );
    expect(precached.length).toBeGreaterThan(5);
    const code = precached.filter((file) => !/\.(svg|png|webp|jpe?g|gif|ico|mp4|webm)$/.test(file));
    expect(report("precache (code, styles, html)", code, 400 * KiB)).toBeLessThanOrEqual(400 * KiB);
  });

  it("every menu image is at most 30 KiB, with a fixed 4:3 size", () => {
    const images = readdirSync(path.join(dist, "images", "menu"));
    let largest = 0;
    for (const image of images) {
      const size = statSync(path.join(dist, "images", "menu", image)).size;
      largest = Math.max(largest, size);
      expect(size, image).toBeLessThanOrEqual(30 * KiB);
      if (image.endsWith(".svg") && image !== "order-by-message.svg") {
        expect(readFileSync(path.join(dist, "images", "menu", image), "utf8"), image).toMatch(
          /viewBox="0 0 400 300"/,
        );
      }
    }
    console.log(`budget menu images: largest ${kib(largest)} of ${kib(30 * KiB)} (${images.length} images)`);
  });
});
