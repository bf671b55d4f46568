import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";
import { minutesToCairoNoon, openHoursClockEnv } from "../fixtures/open-hours-clock.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const port = Number(process.env.E2E_PORT ?? 8090);
/**
 * One worker a server, each with its data and build of its own (on E2E_PORT, E2E_PORT + 1, ...),
 * so that no test sees another's orders, sold-out items or deployment. Two on a 2-core machine:
 * 12 minutes for the suite where one took 19 (workers sharing one server had made the map tests
 * time out). E2E_WORKERS=1 runs the files one after the other.
 */
const workers = process.env.E2E_BASE_URL ? 1 : Number(process.env.E2E_WORKERS ?? 2);
const serverPorts = Array.from({ length: workers }, (_, index) => port + index);

// Every run starts from the demo data alone. Playwright loads this file again in each worker:
// only the first load (the runner's, before the servers start) may wipe the data.
if (!process.env.E2E_BASE_URL && process.env.TEST_WORKER_INDEX === undefined) {
  for (const serverPort of serverPorts) rmSync(e2eDataDir(serverPort), { recursive: true, force: true });
}

// The test server's clock and the browsers' both run from the same Cairo noon (see
// open-hours-clock.ts): the runner picks the minutes once and its workers, which load this file
// again, inherit them. A server of someone else's (E2E_BASE_URL) keeps its own time.
process.env.E2E_CLOCK_OFFSET_MINUTES ??= process.env.E2E_BASE_URL ? "0" : String(minutesToCairoNoon());

// Debian's Chromium here; elsewhere set CHROMIUM_PATH, or unset it after `npx playwright install chromium`.
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// As root, through a wrapper that keeps it from raising its own priority over the test servers'.
const asRoot = process.getuid?.() === 0 && existsSync("/usr/bin/setpriv");
process.env.E2E_CHROMIUM = chromium;
const executablePath =
  chromium && asRoot ? path.join(root, "tests/e2e/chromium-without-raised-priority.sh") : chromium;

/** The build a test server serves (the default run's first, on 8090, uses the project's dist/). */
export function e2eDistDir(forPort: number): string {
  return forPort === 8090 && port === 8090 ? "dist" : path.join("test-results", `dist-${forPort}`);
}

function e2eDataDir(forPort: number): string {
  return path.join(root, "test-results", `e2e-data-${forPort}`);
}

/** The port of the server this worker's tests run against (workers get parallel indexes 0, 1, ...). */
export function e2eServerPort(): number {
  return serverPorts[Number(process.env.TEST_PARALLEL_INDEX ?? 0) % serverPorts.length] ?? port;
}

export default defineConfig({
  testDir: ".",
  outputDir: path.join(root, "test-results", `e2e-${port}`),
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  // The longest tests are whole journeys (landing to paid order, a map and a form, a kiosk's dozen
  // screens): 15-28 s each on a quiet 2-core machine, and half as long again when CI's machine is
  // busy, where 30 s timed some out. Speed is the benches' business, not the tests'.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? `http://127.0.0.1:${e2eServerPort()}`,
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
      // A Pixel 7 at one device pixel per CSS pixel: the tests read behaviour, and drawing 2.6x
      // as many pixels each way (maps in software WebGL, screenshots) cost the CPU that two
      // browsers on two cores do not have. The hero's largest paint test sets its own densities.
      use: {
        ...devices["Pixel 7"],
        browserName: "chromium",
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 1,
      },
    },
  ],
  // Started one after the other: the first builds the client if its sources changed, the others
  // serve a copy of that build (a deployment test rewrites its server's sw.js).
  webServer: process.env.E2E_BASE_URL ? undefined : serverPorts.map(testServer),
});

function testServer(serverPort: number, index: number) {
  const distDir = e2eDistDir(serverPort);
  const copyBuild = `rm -rf ${distDir} && mkdir -p ${path.dirname(distDir)} && cp -a ${e2eDistDir(port)} ${distDir} && `;
  return {
    command: `${index === 0 ? "" : copyBuild}npx tsx src/server/main.ts`,
    cwd: root,
    url: `http://127.0.0.1:${serverPort}/api/fetch_outlet`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      ...openHoursClockEnv(Number(process.env.E2E_CLOCK_OFFSET_MINUTES)),
      PORT: String(serverPort),
      HOST: "127.0.0.1",
      DATA_DIR: e2eDataDir(serverPort),
      DIST_DIR: distDir,
      APP_MODE: "demo",
      LOG_LEVEL: "warn",
      // Every browser test signs up and logs in from 127.0.0.1: the per-IP limits (and one
      // address's share of the hour's sign-up texts) are for real crowds.
      AUTH_RATE_LIMIT_PER_IP: "10000",
      REGISTER_SMS_PER_HOUR: "100000",
      GEOCODE_LIMIT_PER_MINUTE: "10000",
      GEOCODE_LIMIT_PER_HOUR: "10000",
      SIGNUP_LIMIT_PER_HOUR: "10000",
    },
  };
}
