// The production build of the server: `npm run build:server` bundles it into dist-server/, and
// plain node (no tsx, no TypeScript) runs it: it migrates and seeds a new database from the
// migrations copied beside the bundle, answers /readyz and real API calls, logs JSON lines with
// request ids, and on SIGTERM drains (/readyz 503) before it closes and exits 0. The operator's
// command bundled with it works on the same data.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer, SERVER_OUT_DIR } from "#server/build/build-server.ts";
import { api, loginNewCustomer, stopChild } from "../fixtures/server-process.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const PORT = 8396;
const base = `http://127.0.0.1:${PORT}`;
const METRICS_TOKEN = "compiled-server-metrics-token";
const dataDir = mkdtempSync(path.join(tmpdir(), "storefront-compiled-"));

let child: ChildProcess | null = null;
const output: string[] = [];

/** Plain node on the bundle: no loader, no NODE_OPTIONS that could bring one in. */
function startCompiled(): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    APP_MODE: "demo",
    LOG_LEVEL: "info",
    LOG_FORMAT: "json",
    SKIP_CLIENT_BUILD: "1",
    DRAIN_SECONDS: "1.5",
    METRICS_TOKEN,
  };
  delete env.DATABASE_URL;
  delete env.NODE_OPTIONS;
  const started = spawn(process.execPath, ["--enable-source-maps", path.join(SERVER_OUT_DIR, "main.js")], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let pending = "";
  started.stdout?.on("data", (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    output.push(...lines.filter(Boolean));
  });
  started.stderr?.on("data", (chunk: Buffer) => output.push(`stderr: ${chunk.toString()}`));
  return started;
}

async function untilReady(process: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (process.exitCode !== null) throw new Error(`the compiled server exited:\n${output.join("\n")}`);
    try {
      if ((await fetch(`${base}/readyz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the compiled server was not ready:\n${output.join("\n")}`);
}

beforeAll(async () => {
  await buildServer();
});
afterAll(async () => {
  if (child) await stopChild(child, "SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the compiled server (node dist-server/main.js, PGlite)", () => {
  it("is one bundle per command, with the migrations beside it and no TypeScript left", () => {
    for (const file of [
      "main.js",
      "staff-account.js",
      "kiosk-secret.js",
      "auth-unlock.js",
      "migrations/meta/_journal.json",
    ]) {
      expect(existsSync(path.join(SERVER_OUT_DIR, file)), file).toBe(true);
    }
    const bundle = readFileSync(path.join(SERVER_OUT_DIR, "main.js"), "utf8");
    expect(bundle).not.toMatch(/from "[^"]+\.ts"/);
    expect(bundle).not.toMatch(/from "#(server|shared)\//);
  });

  it("starts, answers /readyz and the API, and logs one JSON line per request", async () => {
    child = startCompiled();
    await untilReady(child);

    const menu = await api(base, "/fetch_menu", { method: "POST", body: JSON.stringify({ outlet_id: 4 }) });
    expect(menu.status).toBe(200);
    const body = (await menu.json()) as { menu_data: { items: unknown[] } };
    expect(body.menu_data.items.length).toBeGreaterThan(10);
    const requestId = menu.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f]{16}$/);

    // A customer through the SMS outbox: writes, rate limits and one-time codes on the bundle too.
    const phone = `0102${String(Date.now()).slice(-7)}`;
    const token = await loginNewCustomer(base, phone);
    const profile = await api(base, "/fetch_address", {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({ user_id: 1 }),
    });
    expect(profile.status).toBe(200);

    const metrics = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(text).toMatch(/^storefront_otp_sends_total\{outcome="sent"\} 1$/m);
    expect(text).toMatch(
      /^storefront_http_requests_total\{method="POST",route="\/api\/fetch_menu",status="200"\} 1$/m,
    );
    expect(text).not.toContain(phone.slice(1));

    const lines = output.filter((line) => line.startsWith("{")).map((line) => JSON.parse(line));
    expect(lines.filter((line) => line.reqId === requestId)).toEqual([
      expect.objectContaining({ msg: "request answered", route: "/api/fetch_menu", status: 200 }),
    ]);
    expect(output.join("\n")).not.toContain(phone.slice(1));
  });

  it("on SIGTERM: /readyz 503 while it drains, then it closes and exits 0", async () => {
    const running = child;
    if (!running) throw new Error("the server is not running");
    const exited = new Promise<number | null>((resolve) => running.once("exit", (code) => resolve(code)));
    running.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 503, ready: false, reason: "draining" });
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect(await exited).toBe(0);
    child = null;
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    expect(output.join("\n")).toContain("SIGTERM: draining for 1.5 s");
  });

  it("runs the operator's command from the bundle, on the same database", () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, APP_MODE: "demo" };
    delete env.DATABASE_URL;
    delete env.NODE_OPTIONS;
    const created = spawnSync(
      process.execPath,
      [path.join(SERVER_OUT_DIR, "staff-account.js"), "--outlet", "4", "--username", "ops", "--name", "Ops"],
      { cwd: root, env, encoding: "utf8", timeout: 120_000 },
    );
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toMatch(/ ops at outlet 4 \(.+\): \S{16}\n/);
  });
});
