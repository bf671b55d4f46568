/// <reference types="vitest/config" />

import { availableParallelism } from "node:os";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { prerenderPages } from "./src/client/prerender/prerender-plugin.ts";
import { compileMessages } from "./src/server/build/messages-plugin.ts";
import { precompress } from "./src/server/build/precompress-plugin.ts";
import { endpoints } from "./src/shared/contract/endpoints.ts";
import { pagesNotPrecached, SERVER_PAINT_DIR } from "./src/shared/contract/pages.ts";
import { offlineRoutes } from "./src/shared/offline-policy.ts";

const apiPort = Number(process.env.API_PORT ?? 8081);
// The API tests wait on their databases as much as they compute: one file a core, not Vitest's
// default of one fewer (a single file at a time on a 2-core machine, 635 s against 369 s).
const apiTestWorkers = availableParallelism();

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null };
const startupModules = new WeakMap<ModuleGraph, Map<string, boolean>>();
const entryModules = new WeakMap<ModuleGraph, Map<string, boolean>>();

// main.tsx imports the app (start.tsx) once the page has painted; what the app imports
// statically is start-up code all the same.
const START_MODULE = /[\\/]src[\\/]client[\\/]start\.tsx$/;
const ENTRY_MODULE = /[\\/]src[\\/]client[\\/]main\.tsx$/;

/**
 * Whether the app needs this module to start: start.tsx imports it statically, through any
 * chain of static imports. (The entry, main.tsx, stays small: it only paints and imports.)
 */
function isStartupDependency(id: string, graph: ModuleGraph): boolean {
  return !START_MODULE.test(id) && importedFrom(START_MODULE, id, graph, startupModules);
}

/**
 * What main.tsx itself imports (the language, the landing pages' names): a small chunk of its
 * own. In the app's, the entry would wait for the app's and the libraries' code (~150 KiB)
 * before it runs, and a phone would download that ahead of the hero image.
 */
function isEntryDependency(id: string, graph: ModuleGraph): boolean {
  return !ENTRY_MODULE.test(id) && importedFrom(ENTRY_MODULE, id, graph, entryModules);
}

/** Whether `root` imports the module statically, through any chain of static imports. */
function importedFrom(
  root: RegExp,
  id: string,
  graph: ModuleGraph,
  memo: WeakMap<ModuleGraph, Map<string, boolean>>,
): boolean {
  const known = memo.get(graph) ?? new Map<string, boolean>();
  memo.set(graph, known);
  const visit = (moduleId: string): boolean => {
    const cached = known.get(moduleId);
    if (cached !== undefined) return cached;
    known.set(moduleId, false); // an import cycle proves nothing
    const info = graph.getModuleInfo(moduleId);
    const result = Boolean(info && (root.test(moduleId) || info.importers.some(visit)));
    known.set(moduleId, result);
    return result;
  };
  return visit(id);
}

export default defineConfig({
  envPrefix: "PUBLIC_",
  plugins: [
    compileMessages(),
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "src/client/routes",
      generatedRouteTree: "src/client/route-tree.gen.ts",
    }),
    react(),
    prerenderPages(),
    VitePWA({
      strategies: "injectManifest",
      srcDir: "sw",
      filename: "sw.ts",
      injectRegister: false,
      manifest: false, // the owner's manifest.webmanifest, linked from index.html
      injectManifest: {
        globPatterns: ["**/*.{js,mjs,css,html,svg,png,webp,ico,webmanifest}"],
        // The map engines (~0.5-0.9 MiB, the offline basemap's data inside maplibre's) load only
        // on screens with a map, online; an offline visitor gets the outlet list instead.
        globIgnores: [
          "**/assets/mapbox-*",
          "**/assets/maplibre-*",
          "**/.vite/**",
          `**/${SERVER_PAINT_DIR}/**`, // the server's, not the browser's
          "**/.build-stamp",
          ...pagesNotPrecached,
        ],
        // The worker routes by the endpoint table's offline column, handed over as data: importing
        // the table would bundle every schema (and zod) into it.
        buildPlugins: {
          vite: [
            {
              name: "storefront-offline-routes",
              config: () => ({ define: { __OFFLINE_ROUTES__: JSON.stringify(offlineRoutes(endpoints)) } }),
            },
          ],
        },
      },
      devOptions: { enabled: false },
    }),
    precompress([".vite", SERVER_PAINT_DIR]),
  ],
  build: {
    target: "es2022",
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        // A few chunks for everything the first render needs, instead of dozens of small ones
        // (each compresses worse on its own, and the landing page's budget is tight): the
        // entry's own imports, the libraries, which change rarely and stay cached across
        // deployments, and our own code. The rest stays split by route and loads where it is used.
        codeSplitting: {
          groups: [
            // Vite's preload helper among them: main.tsx's import of the app uses it too.
            { name: (id, context) => (isEntryDependency(id, context) ? "boot" : null), priority: 3 },
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/,
              priority: 2,
            },
            { name: (id, context) => (isStartupDependency(id, context) ? "app" : null), priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy: { "/api": `http://127.0.0.1:${apiPort}` } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        test: {
          name: "api-pglite",
          include: ["tests/server/**/*.test.ts"],
          env: { TEST_DB: "pglite" },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: apiTestWorkers,
        },
      },
      {
        test: {
          name: "budgets",
          include: ["tests/bench/budgets.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 240_000,
        },
      },
      {
        test: {
          name: "reliability",
          include: ["tests/reliability/**/*.test.ts"],
          testTimeout: 240_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: "api-postgres",
          include: ["tests/server/**/*.test.ts"],
          env: { TEST_DB: "postgres" },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: apiTestWorkers,
        },
      },
    ],
  },
});
