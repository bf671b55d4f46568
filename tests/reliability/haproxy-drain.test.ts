// deploy/haproxy/storefront.cfg in front of two instances on one PostgreSQL, run by a real
// HAProxy: it polls each instance's /readyz, so an instance draining after SIGTERM is taken out
// while it still serves, before it stops accepting, and no request through it fails. Prints how
// long HAProxy took to take it out; no timing is asserted beyond the drain's own window.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, type BenchServer, startServer, stopChild } from "../fixtures/server-process.ts";

const PORT_A = 8421;
const PORT_B = 8422;
const PORT_HAPROXY = 8430;
const lb = `http://127.0.0.1:${PORT_HAPROXY}`;
const METRICS_TOKEN = "haproxy-drain-test-metrics-token";
// The drain outlasts the config's health check (inter 2 s × fall 2), as its comment asks.
const instanceEnv = { TRUST_PROXY: "127.0.0.1", DRAIN_SECONDS: "8", METRICS_TOKEN };
const haproxyFound = spawnSync("haproxy", ["-v"]).status === 0;

let a: BenchServer;
let b: BenchServer;
let haproxy: ChildProcess | undefined;
let haproxyDir = "";
let haproxyLog = "";

/** Runs the deployed config file with its placeholders filled in, in the foreground. */
async function startHaproxy() {
  haproxyDir = mkdtempSync(path.join(tmpdir(), "storefront-haproxy-"));
  const config = readFileSync("deploy/haproxy/storefront.cfg", "utf8")
    .replaceAll("__LISTEN__", `127.0.0.1:${PORT_HAPROXY}`)
    .replaceAll("__INSTANCE_1__", `127.0.0.1:${PORT_A}`)
    .replaceAll("__INSTANCE_2__", `127.0.0.1:${PORT_B}`);
  expect(config).not.toMatch(/__[A-Z0-9_]+__/);
  const file = path.join(haproxyDir, "storefront.cfg");
  writeFileSync(file, config);
  haproxy = spawn("haproxy", ["-db", "-f", file], { stdio: ["ignore", "pipe", "pipe"] });
  const keep = (chunk: Buffer) => {
    haproxyLog += chunk.toString();
  };
  haproxy.stdout?.on("data", keep);
  haproxy.stderr?.on("data", keep);
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && haproxy.exitCode === null) {
    if (
      await api(lb, "/fetch_outlet").then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`HAProxy did not start: ${haproxyLog}`);
}

/** How many fetch_outlet requests an instance has answered, from its own metrics. */
async function answeredBy(server: BenchServer): Promise<number> {
  const response = await fetch(`${server.baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(response.status).toBe(200);
  const text = await response.text();
  return [
    ...text.matchAll(/^storefront_http_requests_total\{[^}]*route="\/api\/fetch_outlet"[^}]*\} (\d+)$/gm),
  ]
    .map((match) => Number(match[1]))
    .reduce((sum, count) => sum + count, 0);
}

async function until(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

beforeAll(async () => {
  if (!haproxyFound) return;
  a = await startServer("postgres", PORT_A, { extraEnv: instanceEnv });
  b = await startServer("postgres", PORT_B, { databaseUrl: a.databaseUrl, extraEnv: instanceEnv });
  await startHaproxy();
}, 240_000);
afterAll(async () => {
  if (haproxy) await stopChild(haproxy, "SIGUSR1"); // HAProxy's graceful stop
  if (haproxyDir) rmSync(haproxyDir, { recursive: true, force: true });
  await a?.stopProcess();
  await b?.stop();
});

describe.skipIf(!haproxyFound)("HAProxy with the deployed config", () => {
  it("takes a draining instance out on its /readyz before it stops accepting, and fails no request", async () => {
    // Steady traffic through HAProxy for the whole test, and its answers.
    const statuses: number[] = [];
    let sending = true;
    const traffic = (async () => {
      while (sending) {
        const response = await api(lb, "/fetch_outlet");
        await response.arrayBuffer();
        statuses.push(response.status);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    try {
      // Both instances get their share.
      const startA = await answeredBy(a);
      const startB = await answeredBy(b);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await answeredBy(a)).toBeGreaterThan(startA);
      expect(await answeredBy(b)).toBeGreaterThan(startB);

      const termAt = Date.now();
      const stopped = a.stopProcess();
      let exited = false;
      void stopped.then(() => {
        exited = true;
      });
      // HAProxy's health check sees /readyz answer 503 and takes the instance out.
      expect(await until(() => /instance1 is DOWN/.test(haproxyLog), 8_000), haproxyLog).toBe(true);
      const outAfter = Date.now() - termAt;
      expect(exited).toBe(false); // still serving: taken out before it stopped accepting
      const whenOut = await answeredBy(a);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await answeredBy(a)).toBe(whenOut); // nothing more reaches it
      expect(exited).toBe(false);
      await stopped;
      console.log(
        `HAProxy took the draining instance out ${outAfter} ms after SIGTERM (drain ${instanceEnv.DRAIN_SECONDS} s); ${statuses.length} requests through it so far`,
      );
    } finally {
      sending = false;
      await traffic;
    }
    expect(statuses.length).toBeGreaterThan(50);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  }, 120_000);
});
