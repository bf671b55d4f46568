import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";
import { minutesToCairoNoon, openHoursClockEnv } from "../fixtures/open-hours-clock.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const port = Number(process.env.E2E_PORT ?? 8090);
// Folders of this port's own: two runs on different E2E_PORTs never share data or builds.
const dataDir = path.join(root, "test-results", `e2e-data-${port}`);
const distDir = e2eDistDir(port);

// Every run starts from the demo data alone. Playwright loads this file again in each worker:
// only the first load (the runner's, before the server starts) may wipe the data.
if (!process.env.E2E_BASE_URL && process.env.TEST_WORKER_INDEX === undefined) {
  rmSync(dataDir, { recursive: true, force: true });
}

// The test server's clock and the browsers' both run from the same Cairo noon (see
// open-hours-clock.ts): the runner picks the minutes once and its workers, which load this file
// again, inherit them. A server of someone else's (E2E_BASE_URL) keeps its own time.
process.env.E2E_CLOCK_OFFSET_MINUTES ??= process.env.E2E_BASE_URL ? "0" : String(minutesToCairoNoon());

// Debian's Chromium here; elsewhere set CHROMIUM_PATH, or unset it after `npx playwright install chromium`.
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The build the test server serves (8090, the default run, uses the project's dist/). */
export function e2eDistDir(forPort: number): string {
  return forPort === 8090 ? "dist" : path.join("test-results", `dist-${forPort}`);
}

export default defineConfig({
  testDir: ".",
  outputDir: path.join(root, "test-results", `e2e-${port}`),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: executablePath || undefined,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "phone",
      use: { ...devices["Pixel 7"], browserName: "chromium", viewport: { width: 390, height: 844 } },
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: "npx tsx src/server/main.ts",
        cwd: root,
        url: `http://127.0.0.1:${port}/api/fetch_outlet`,
        reuseExistingServer: false,
        timeout: 180_000,
        stdout: "ignore",
        stderr: "pipe",
        env: {
          ...openHoursClockEnv(Number(process.env.E2E_CLOCK_OFFSET_MINUTES)),
          PORT: String(port),
          HOST: "127.0.0.1",
          DATA_DIR: dataDir,
          DIST_DIR: distDir,
          APP_MODE: "demo",
          LOG_LEVEL: "warn",
          // Every browser test logs in from 127.0.0.1: the per-IP limit is for real crowds.
          AUTH_RATE_LIMIT_PER_IP: "10000",
          GEOCODE_LIMIT_PER_MINUTE: "10000",
          GEOCODE_LIMIT_PER_HOUR: "10000",
          SIGNUP_LIMIT_PER_HOUR: "10000",
        },
      },
});
