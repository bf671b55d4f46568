// `npm run bench:start`: the server run from its TypeScript sources (`npx tsx src/server/main.ts`,
// what `npm start` runs) beside the bundle `npm run build` makes (`node dist-server/main.js`, what
// `npm run start:prod` runs): time from spawning the command until GET /readyz answers 200, and
// the memory held then (resident set: the server's own process, and every process the command
// started). PGlite, SKIP_CLIENT_BUILD=1, a database migrated and seeded by a first start, so each
// run is a restart. The stack's floor app, served by `vite preview`, is timed in the same rounds
// (until its page answers). The variants take turns; median of 5 runs each. Prints figures, fails
// on none.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildServer } from "#server/build/build-server.ts";
import { FLOOR_DIR, serveFloorApp } from "../fixtures/floor-app.ts";
import { stopChild } from "../fixtures/server-process.ts";
import { median } from "./statistics.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 8493);

type Variant = { name: string; command: string[]; cwd?: string; readyPath?: string };

const VARIANTS: Variant[] = [
  { name: "npx tsx src/server/main.ts", command: ["npx", "tsx", "src/server/main.ts"] },
  {
    name: "node --import tsx src/server/main.ts",
    command: [process.execPath, "--import", "tsx", "src/server/main.ts"],
  },
  {
    name: "node --enable-source-maps dist-server/main.js",
    command: [process.execPath, "--enable-source-maps", "dist-server/main.js"],
  },
  { name: "node dist-server/main.js", command: [process.execPath, "dist-server/main.js"] },
  // The stack's floor: its build served by `vite preview`, ready when its page answers.
  {
    name: "the floor app: vite preview",
    command: [
      process.execPath,
      path.join(FLOOR_DIR, "node_modules/vite/bin/vite.js"),
      "preview",
      "--host",
      "127.0.0.1",
      "--port",
      String(PORT),
      "--strictPort",
    ],
    cwd: FLOOR_DIR,
    readyPath: "/",
  },
];

type Run = { readyMs: number; serverRss: number; treeRss: number };

const rssOf = (pid: number): number => {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
    return line?.[1] ? Number(line[1]) * 1024 : 0;
  } catch {
    return 0;
  }
};

const childrenOf = (pid: number): number[] => {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, "utf8")
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number),
    );
  } catch {
    return [];
  }
};

/** The command's processes, parents first (npx, then tsx's command line, then the server). */
const treeOf = (pid: number): number[] => [pid, ...childrenOf(pid).flatMap(treeOf)];

async function startOnce(
  { command, cwd, readyPath = "/readyz" }: Variant,
  dataDir: string,
): Promise<{ child: ChildProcess; run: Run }> {
  const started = performance.now();
  const [file = "", ...args] = command;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    APP_MODE: "demo",
    LOG_LEVEL: "warn",
    LOG_FORMAT: "json",
    SKIP_CLIENT_BUILD: "1",
  };
  delete env.DATABASE_URL;
  const child = spawn(file, args, { env, cwd, stdio: ["ignore", "ignore", "ignore"] });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command.join(" ")} exited while starting`);
    if (Date.now() > deadline) throw new Error(`${command.join(" ")} was not ready in 120 s`);
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}${readyPath}`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const readyMs = performance.now() - started;
  // Let start-up's garbage settle as it would before the first customer.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const tree = treeOf(child.pid ?? 0);
  const server = tree.at(-1) ?? 0;
  return {
    child,
    run: { readyMs, serverRss: rssOf(server), treeRss: tree.reduce((sum, pid) => sum + rssOf(pid), 0) },
  };
}

/** Stops the command and every process it started (npx does not pass SIGTERM on to its child). */
async function stopTree(child: ChildProcess): Promise<void> {
  const tree = treeOf(child.pid ?? 0).reverse();
  for (const pid of tree.slice(0, -1)) {
    try {
      process.kill(pid, "SIGTERM");
    } catch {
      // gone already
    }
  }
  await stopChild(child);
  // The port and PGlite's files must be free before the next run.
  const deadline = Date.now() + 10_000;
  while (tree.some((pid) => rssOf(pid) > 0) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

// The floor app installed and built (the first call does it), then stopped: its start is timed below.
(await serveFloorApp(4179)).stop();

const buildStarted = performance.now();
await buildServer();
console.log(`dist-server/ built in ${Math.round(performance.now() - buildStarted)} ms (esbuild)`);

const dataDir = mkdtempSync(path.join(tmpdir(), "storefront-start-bench-"));
try {
  // A first start migrates and loads the demo data; every measured run is a restart.
  const bundle = VARIANTS[2];
  if (!bundle) throw new Error("no bundle variant");
  const first = await startOnce(bundle, dataDir);
  console.log(`first start (migrations and demo data): ${first.run.readyMs.toFixed(0)} ms`);
  await stopTree(first.child);

  const runs = new Map<string, Run[]>(VARIANTS.map((variant) => [variant.name, []]));
  for (let round = 0; round < RUNS; round += 1) {
    for (const variant of VARIANTS) {
      const { child, run } = await startOnce(variant, dataDir);
      await stopTree(child);
      runs.get(variant.name)?.push(run);
    }
  }

  console.log(
    `\nServer start-up, PGlite, a restart (median of ${RUNS}; node ${process.version}, ${new Date().toISOString().slice(0, 10)}):`,
  );
  console.log(
    `${"command".padEnd(48)} ${"to /readyz 200".padStart(15)} ${"server RSS".padStart(11)} ${"all processes RSS".padStart(18)}`,
  );
  for (const variant of VARIANTS) {
    const measured = runs.get(variant.name) ?? [];
    const ready = median(measured.map((run) => run.readyMs));
    const spread = `${Math.min(...measured.map((run) => run.readyMs)).toFixed(0)}-${Math.max(...measured.map((run) => run.readyMs)).toFixed(0)}`;
    console.log(
      `${variant.name.padEnd(48)} ${`${ready.toFixed(0)} ms`.padStart(15)} ${mib(median(measured.map((run) => run.serverRss))).padStart(11)} ${mib(median(measured.map((run) => run.treeRss))).padStart(18)}   (runs ${spread} ms)`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
