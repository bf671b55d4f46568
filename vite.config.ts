/// <reference types="vitest/config" />
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const apiPort = Number(process.env.API_PORT ?? 8081);

export default defineConfig({
  envPrefix: "PUBLIC_",
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "src/client/routes",
      generatedRouteTree: "src/client/route-tree.gen.ts",
    }),
    react(),
    VitePWA({
      strategies: "injectManifest",
      srcDir: "sw",
      filename: "sw.ts",
      injectRegister: false,
      manifest: false, // the owner's manifest.webmanifest, linked from index.html
      injectManifest: {
        globPatterns: ["**/*.{js,mjs,css,html,svg,png,webp,ico,webmanifest}", "maps/*.json"],
        // The map engines (~0.5-0.9 MiB) load only on screens with a map, online; an offline
        // visitor gets the outlet list instead.
        globIgnores: ["**/assets/mapbox-*", "**/assets/maplibre-*", "**/.vite/**", "**/.build-stamp"],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: { target: "es2022", sourcemap: false, manifest: true },
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
        },
      },
    ],
  },
});
