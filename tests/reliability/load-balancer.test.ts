// deploy/nginx/storefront.conf in front of two instances on one PostgreSQL, run by a real nginx:
// a whole order through it, a kill -9 in the middle of an order burst with live status streams
// open, and a drain (SIGTERM). Prints orders per second through nginx against one instance
// direct, and how long streams took to come back after the kill; no timing is asserted.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#server/db/database.ts";
import { MENU_VIEW_COOKIE, PAINTED_FROM_ELEMENT_ID } from "#shared/contract/menu-paint.ts";
import {
  api,
  type BenchServer,
  pickupOrderBody,
  startServer,
  stopChild,
} from "../fixtures/server-process.ts";

const PORT_A = 8401;
const PORT_B = 8402;
const PORT_NGINX = 8410;
const lb = `http://127.0.0.1:${PORT_NGINX}`;
// Rate limits and logs use X-Forwarded-For from nginx, which connects from this machine.
const instanceEnv = { TRUST_PROXY: "127.0.0.1", DRAIN_SECONDS: "2" };
const nginxFound = spawnSync("nginx", ["-v"]).status === 0;

let a: BenchServer;
let b: BenchServer;
let nginx: ChildProcess | undefined;
let nginxDir = "";

/** Runs the deployed config file with its placeholders filled in, as this user, in a tmpdir. */
async function startNginx() {
  nginxDir = mkdtempSync(path.join(tmpdir(), "storefront-nginx-"));
  for (const folder of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(nginxDir, folder));
  const site = readFileSync("deploy/nginx/storefront.conf", "utf8")
    .replaceAll("__LISTEN__", `127.0.0.1:${PORT_NGINX}`)
    .replaceAll("__INSTANCE_1__", `127.0.0.1:${PORT_A}`)
    .replaceAll("__INSTANCE_2__", `127.0.0.1:${PORT_B}`);
  expect(site).not.toMatch(/__[A-Z0-9_]+__/);
  writeFileSync(path.join(nginxDir, "storefront.conf"), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(nginxDir, name)};`;
  writeFileSync(
    path.join(nginxDir, "nginx.conf"),
    [
      // As root, nginx would hand its workers to "nobody", who cannot write in this tmpdir.
      process.getuid?.() === 0 ? "user root;" : "",
      "daemon off;",
      "worker_processes 1;",
      `pid ${path.join(nginxDir, "nginx.pid")};`,
      `error_log ${path.join(nginxDir, "error.log")} warn;`,
      "events { worker_connections 1024; }",
      "http {",
      "  access_log off;",
      `  client_body_${temp("body").replace("body_temp", "temp")}`,
      `  ${temp("proxy")} ${temp("fastcgi")} ${temp("uwsgi")} ${temp("scgi")}`,
      `  include ${path.join(nginxDir, "storefront.conf")};`,
      "}",
    ].join("\n"),
  );
  nginx = spawn("nginx", ["-p", nginxDir, "-c", path.join(nginxDir, "nginx.conf")], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null) break;
    try {
      if ((await api(lb, "/fetch_outlet")).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not start: ${readFileSync(path.join(nginxDir, "error.log"), "utf8")}`);
}

beforeAll(async () => {
  if (!nginxFound) return;
  a = await startServer("postgres", PORT_A, { extraEnv: instanceEnv });
  b = await startServer("postgres", PORT_B, { databaseUrl: a.databaseUrl, extraEnv: instanceEnv });
  await startNginx();
}, 240_000);
afterAll(async () => {
  if (nginx) await stopChild(nginx, "SIGQUIT");
  if (nginxDir) rmSync(nginxDir, { recursive: true, force: true });
  await a?.stopProcess();
  await b?.stop();
});

let phones = 0;
const newPhone = () => `0104${String((Date.now() + phones++) % 10_000_000).padStart(7, "0")}`;
const json = async <T>(response: Response): Promise<T> => {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
};

/** Signs a new customer up through nginx; the login code is read from an instance directly. */
async function signUp(): Promise<{ authorization: string }> {
  const phone = newPhone();
  const registered = await json<{ user_data: { id: string } }>(
    await api(lb, "/register", {
      method: "POST",
      body: JSON.stringify({ phoneNumber: phone, name: "Balanced" }),
    }),
  );
  // The demo outbox serves this machine only, and a request through a proxy is not "this
  // machine" (it carries X-Forwarded-For): nginx gets the 404 of a route that does not exist.
  expect((await api(lb, `/dev/sms-outbox?phone=${phone}`)).status).toBe(404);
  const sms = await json<{ data: { code: string } }>(await api(a.baseUrl, `/dev/sms-outbox?phone=${phone}`));
  const verified = await json<{ token: string }>(
    await api(lb, "/verify_otp", {
      method: "POST",
      body: JSON.stringify({ pin: sms.data.code, id: registered.user_data.id }),
    }),
  );
  return { authorization: `Bearer ${verified.token}` };
}

/** Pays through the sandbox's card pages, every page and redirect through nginx. */
async function payWithTestCard(paymentUrl: string): Promise<string | null> {
  const here = (url: string | null) => {
    if (!url) throw new Error("a sandbox page did not redirect");
    const parsed = new URL(url, lb);
    return `${lb}${parsed.pathname}${parsed.search}`;
  };
  const checkout = await fetch(here(paymentUrl), { redirect: "manual" });
  await checkout.arrayBuffer();
  const submitted = await fetch(here(checkout.headers.get("location")), {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "name=Balanced+Customer&number=4242424242424242&expiry=12%2F30&cvc=123",
  });
  await submitted.arrayBuffer();
  const callback = await fetch(here(submitted.headers.get("location")), { redirect: "manual" });
  await callback.arrayBuffer();
  return callback.headers.get("location");
}

async function paidOrder(customer: { authorization: string }): Promise<string> {
  const placed = await json<{ id: string; url: string }>(
    await api(lb, "/place_order", {
      method: "POST",
      headers: { ...customer, "idempotency-key": randomUUID() },
      body: pickupOrderBody,
    }),
  );
  expect(await payWithTestCard(placed.url)).toContain(`/payment-success?order_id=${placed.id}`);
  return placed.id;
}

/** place_order with one key until an answer: a dropped connection or a 502 is retried, as the app does. */
async function placeUntilAnswered(
  base: string,
  customer: { authorization: string },
  key: string,
  onFailure: () => void = () => {},
): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const response = await api(base, "/place_order", {
        method: "POST",
        headers: { ...customer, "idempotency-key": key },
        body: pickupOrderBody,
      });
      if (response.ok) return ((await response.json()) as { id: string }).id;
      await response.arrayBuffer();
      if (response.status < 500) throw new Error(`place_order answered ${response.status}`);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith("place_order answered")) throw error;
    }
    onFailure();
    if (Date.now() > deadline) throw new Error(`place_order ${key} never answered`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A status stream through nginx that reconnects when it ends, as the app's event stream does. */
class LiveStatus {
  text = "";
  reconnects = 0;
  lastEventAt = 0;
  private closed = false;
  private readonly controller = new AbortController();

  constructor(orderId: string) {
    void this.run(orderId);
  }

  private async run(orderId: string) {
    while (!this.closed) {
      try {
        const response = await fetch(`${lb}/api/order_status/${orderId}/events`, {
          headers: { accept: "text/event-stream", "x-requested-with": "XMLHttpRequest" },
          signal: this.controller.signal,
        });
        const reader = (response.body as ReadableStream<Uint8Array>).getReader();
        const decoder = new TextDecoder();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          const chunk = decoder.decode(value, { stream: true });
          if (chunk.includes("data: ")) this.lastEventAt = performance.now();
          this.text += chunk;
        }
      } catch {
        // the instance died under the stream
      }
      if (this.closed) return;
      this.reconnects++;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  heard(status: string) {
    return this.text.includes(`"order_status":"${status}"`);
  }

  close() {
    this.closed = true;
    this.controller.abort();
  }
}

async function until(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return true;
}

async function query<T>(sql: string): Promise<T[]> {
  const database: Database = openDatabase({ engine: "postgres", url: a.databaseUrl as string, poolSize: 1 });
  try {
    return ((await database.db.execute(sql)) as unknown as { rows: T[] }).rows;
  } finally {
    await database.close();
  }
}

/** `count` place_orders, `concurrency` at a time: orders per second. */
async function ordersPerSecond(base: string, customer: { authorization: string }, count: number) {
  const concurrency = 20;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next++;
        await placeUntilAnswered(base, customer, randomUUID());
      }
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

describe.skipIf(!nginxFound)("two instances behind deploy/nginx/storefront.conf", () => {
  it("take a customer's whole pickup order through nginx", async () => {
    const customer = await signUp();
    const id = await paidOrder(customer);
    const details = await json<{ data: { order_status: string; pickup_number: number | null } }>(
      await api(lb, `/order_details/${id}`),
    );
    expect(details.data.order_status).toBe("paid");
    expect(details.data.pickup_number).toEqual(expect.any(Number));
  }, 60_000);

  it("send the painted menu as an instance does, uncompressed, and compress the API's answers", async () => {
    const accept = { "accept-encoding": "gzip" };
    const menu = await fetch(`${lb}/store-menu`, {
      headers: { ...accept, cookie: `${MENU_VIEW_COOKIE}=1.en` },
    });
    expect(await menu.text()).toContain(`id="${PAINTED_FROM_ELEMENT_ID}"`);
    expect(menu.headers.get("content-encoding")).toBeNull();
    const outlets = await fetch(`${lb}/api/fetch_outlet`, {
      headers: { ...accept, "x-requested-with": "XMLHttpRequest" },
    });
    expect(outlets.status).toBe(200);
    expect(outlets.headers.get("content-encoding")).toBe("gzip");
  });

  it("print orders per second: through nginx to two instances, and one instance direct", async () => {
    const customer = await signUp();
    await ordersPerSecond(lb, customer, 20); // warms both instances up
    const direct = await ordersPerSecond(b.baseUrl, customer, 200);
    const balanced = await ordersPerSecond(lb, customer, 200);
    console.log(
      `place_order, 200 at concurrency 20: one instance direct ${direct.toFixed(0)}/s, ` +
        `nginx to two instances ${balanced.toFixed(0)}/s (${new Date().toISOString().slice(0, 10)})`,
    );
  }, 120_000);

  it("keep every acknowledged order once and bring the streams back across a kill -9", async () => {
    const customer = await signUp();
    const orderId = await paidOrder(customer);
    const staff = {
      authorization: `Bearer ${
        (
          await json<{ data: { token: string } }>(
            await api(lb, "/store/sign_in", {
              method: "POST",
              body: JSON.stringify({ username: "staff4", password: "demo-staff-4" }),
            }),
          )
        ).data.token
      }`,
    };
    const streams = Array.from({ length: 20 }, () => new LiveStatus(orderId));
    try {
      expect(await until(() => streams.every((stream) => stream.heard("paid")), 20_000)).toBe(true);

      const keys = Array.from({ length: 50 }, () => randomUUID());
      const answered = new Map<string, string>();
      let failures = 0;
      const burst = keys.map(async (key) =>
        answered.set(
          key,
          await placeUntilAnswered(lb, customer, key, () => {
            failures++;
          }),
        ),
      );
      // Kill once the first answers are out: some orders done, most still in flight.
      await until(() => answered.size >= 3, 10_000);
      const answeredBeforeKill = answered.size;
      const killedAt = performance.now();
      await a.kill();
      await Promise.all(burst);
      console.log(
        `kill -9 after ${answeredBeforeKill}/${keys.length} orders were answered; ` +
          `${failures} calls failed and were retried with their key`,
      );
      expect(answeredBeforeKill).toBeLessThan(keys.length);

      // One order per key, and the answers name exactly those orders: this customer has the paid
      // order and the burst's, none twice.
      const ids = [...answered.values()];
      expect(new Set(ids).size).toBe(keys.length);
      const rows = await query<{ id: string }>(
        `select id from orders where user_id = (select user_id from orders where id = '${orderId}')
          and id <> '${orderId}'`,
      );
      expect(rows.map((row) => row.id).sort()).toEqual([...ids].sort());
      const [keyRows] = await query<{ count: number }>(
        `select count(*)::int as count from idempotency_keys where key in (${keys.map((key) => `'${key}'`).join(",")})`,
      );
      expect(keyRows?.count).toBe(keys.length);

      // The streams that were on the killed instance came back through nginx to the other.
      const dropped = streams.filter((stream) => stream.reconnects > 0);
      expect(dropped.length).toBeGreaterThan(0);
      expect(await until(() => dropped.every((stream) => stream.lastEventAt > killedAt), 20_000)).toBe(true);
      const back = Math.min(...dropped.map((stream) => stream.lastEventAt)) - killedAt;
      console.log(
        `${dropped.length}/${streams.length} streams were on the killed instance; the first event through ` +
          `the other came ${back.toFixed(0)} ms after the kill`,
      );

      // A store move through nginx reaches every stream, wherever it had been.
      const moved = await api(lb, `/store/orders/${orderId}/move`, {
        method: "POST",
        headers: { ...staff, "idempotency-key": randomUUID() },
        body: JSON.stringify({ to: "accepted" }),
      });
      expect(moved.status).toBe(200);
      expect(await until(() => streams.every((stream) => stream.heard("accepted")), 10_000)).toBe(true);
    } finally {
      for (const stream of streams) stream.close();
    }
  }, 120_000);

  it("keep serving through nginx while an instance drains on SIGTERM", async () => {
    // The killed instance comes back on its port; nginx sends it traffic again once its
    // fail_timeout has passed.
    a = await startServer("postgres", PORT_A, { databaseUrl: b.databaseUrl, extraEnv: instanceEnv });
    expect((await fetch(`${a.baseUrl}/readyz`)).status).toBe(200);
    const stopped = a.stopProcess();
    let exited = false;
    void stopped.then(() => {
      exited = true;
    });
    // Draining: /readyz says 503 so that a balancer polling it (HAProxy, nginx Plus) stops sending
    // traffic, while the instance still serves what arrives. Open-source nginx does not poll it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const readyz = await fetch(`${a.baseUrl}/readyz`);
    expect(readyz.status).toBe(503);
    const statuses: number[] = [];
    let duringDrain = 0;
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline) {
      const response = await api(lb, "/fetch_outlet");
      await response.arrayBuffer();
      statuses.push(response.status);
      if (!exited) duringDrain++;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await stopped;
    console.log(`drain: ${duringDrain} requests through nginx during the drain, ${statuses.length} in all`);
    expect(duringDrain).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200)).toBe(true);
  }, 120_000);
});
