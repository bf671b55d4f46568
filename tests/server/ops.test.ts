// Running it as a service: /healthz and /readyz (ready, draining, migrations behind, database
// down), /metrics behind its token (route patterns as labels, never an id or a phone number),
// the request id in every answer and in 5xx bodies, and one log line per request.
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { type Config, loadConfig } from "#server/config/config.ts";
import { type Customer, latestCode, newCustomer } from "../fixtures/customers.ts";
import { openHoursNow } from "../fixtures/open-hours-clock.ts";
import { placePaidOrder } from "../fixtures/orders.ts";
import { createTestApp, type TestApp } from "../fixtures/test-app.ts";
import { testEngine } from "../fixtures/test-database.ts";

const TOKEN = "metrics-token-for-the-tests-0123";
const bearer = { authorization: `Bearer ${TOKEN}` };

let t: TestApp;
let customer: Customer;
/** Other apps on t's database, each with its own settings; closed at the end. */
const others: FastifyInstance[] = [];

async function appWith(config: Partial<Config>, lines?: string[]): Promise<FastifyInstance> {
  const app = await buildApp({
    config: { ...loadConfig({ APP_MODE: "demo", LOG_LEVEL: "silent" }), ...config },
    database: t.database,
    logger: lines ? { level: "info", stream: { write: (line: string) => void lines.push(line) } } : false,
    now: openHoursNow(), // it orders as soon as possible
    checkResponses: true,
  });
  await app.ready();
  others.push(app);
  return app;
}

beforeAll(async () => {
  t = await createTestApp({ config: { metricsToken: TOKEN } });
  customer = await newCustomer(t, "Ops Customer");
});
afterAll(async () => {
  for (const app of others) await app.close();
  await t?.close();
});

const api = (app: FastifyInstance, options: InjectOptions) =>
  app.inject({ ...options, headers: { "x-requested-with": "XMLHttpRequest", ...options.headers } });

/** The exposition's sample for a metric and exact labels (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .sort();
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? "").match(/\w+="(?:[^"\\]|\\.)*"/g) ?? [];
    if ([...have].sort().join(",") === wanted.join(",")) return Number(match[3]);
  }
  return 0;
}

async function scrape(app: FastifyInstance = t.app): Promise<string> {
  const response = await app.inject({ method: "GET", url: "/metrics", headers: bearer });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

const paidOrder = () => placePaidOrder(t, customer.auth);

describe(`/healthz and /readyz (${testEngine})`, () => {
  it("answer outside /api, without X-Requested-With, with nothing personal and no caching", async () => {
    const alive = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 200, alive: true });
    const ready = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 200, ready: true });
    expect(ready.headers["cache-control"]).toBe("no-store");
  });

  it("are never rate limited: a load balancer's probes in a burst all answer", async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        t.app.inject({ method: "GET", url: i % 2 ? "/healthz" : "/readyz", remoteAddress: "10.1.1.1" }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(60).fill(200));
  });

  it("draining: /readyz answers 503 while the API still serves, and asks clients to reconnect", async () => {
    const app = await appWith({});
    expect((await app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
    app.startDraining();
    const ready = await app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 503, ready: false, reason: "draining" });
    expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    const menu = await api(app, { method: "POST", url: "/api/fetch_menu", payload: { outlet_id: 4 } });
    expect(menu.statusCode).toBe(200);
    expect(menu.headers.connection).toBe("close");
    // The instance beside it is not draining.
    expect((await t.app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
  });

  describe("a database behind or gone", () => {
    let lone: TestApp;
    beforeAll(async () => {
      lone = await createTestApp();
    });
    afterAll(async () => {
      // Its database is closed already: the app's own goodbyes to it fail, as they would.
      await lone?.app.close().catch(() => {});
    });

    it("migrations not all applied: 503", async () => {
      const newest = sql`select max(id) from drizzle.__drizzle_migrations`;
      await lone.database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = (${newest})`);
      const ready = await lone.app.inject({ method: "GET", url: "/readyz" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 503, ready: false, reason: "migrations" });
    });

    it("database closed: /readyz 503, /healthz still 200, and a 5xx names its request id", async () => {
      await lone.database.close();
      const ready = await lone.app.inject({ method: "GET", url: "/readyz" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 503, ready: false, reason: "database" });
      expect((await lone.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);

      const failed = await lone.api({
        method: "GET",
        url: "/api/order_details/00000000-0000-4000-8000-000000000000",
        headers: customer.auth,
      });
      expect(failed.statusCode).toBe(500);
      const requestId = failed.headers["x-request-id"];
      expect(requestId).toMatch(/^[0-9a-f]{16}$/);
      expect(failed.json()).toEqual({
        status: 500,
        message: "Something went wrong on our side.",
        request_id: requestId,
      });
    });
  });
});

describe(`/metrics (${testEngine})`, () => {
  it("is off without METRICS_TOKEN: 404", async () => {
    const app = await appWith({ metricsToken: null });
    const response = await app.inject({ method: "GET", url: "/metrics", headers: bearer });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("storefront_");
  });

  it("refuses a request without the token, or with another one: 401", async () => {
    for (const authorization of [undefined, "Bearer wrong-token-of-some-length", `Basic ${TOKEN}`, TOKEN]) {
      const response = await t.app.inject({
        method: "GET",
        url: "/metrics",
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers["www-authenticate"]).toMatch(/^Bearer/);
      expect(response.body).not.toContain("storefront_");
    }
  });

  it("answers Prometheus's text format with the service's and the process's metrics", async () => {
    const response = await t.app.inject({ method: "GET", url: "/metrics", headers: bearer });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers["cache-control"]).toBe("no-store");
    for (const name of [
      "storefront_http_requests_total",
      "storefront_http_request_duration_seconds",
      "storefront_orders_placed_total",
      "storefront_orders_paid_total",
      "storefront_pos_handoffs_total",
      "storefront_pos_outbox_backlog",
      "storefront_pos_outbox_oldest_age_seconds",
      "storefront_payment_callbacks_refused_total",
      "storefront_otp_sends_total",
      "storefront_otp_lockouts_total",
      "storefront_rate_limit_refusals_total",
      "storefront_live_streams_open",
      "process_resident_memory_bytes",
      "nodejs_eventloop_lag_seconds",
    ]) {
      expect(response.body).toContain(`# TYPE ${name} `);
    }
  });

  it("has every metric the alerting rules read (deploy/prometheus/storefront-alerts.yml)", async () => {
    const rules = readFileSync(
      new URL("../../deploy/prometheus/storefront-alerts.yml", import.meta.url),
      "utf8",
    );
    const alerts = rules.split(/^\s*- alert: /m).slice(1);
    expect(alerts.length).toBeGreaterThanOrEqual(8);
    for (const alert of alerts) {
      const name = alert.split("\n")[0];
      expect(alert, name).toMatch(/^\s+expr: /m);
      expect(alert, name).toMatch(/^\s+severity: (page|ticket)$/m);
      // Quoted either way: the formatter picks the quotes that need no escapes.
      expect(alert, name).toMatch(/^\s+summary: (["']).+\1$/m);
      expect(alert, name).toMatch(/^\s+action: (["']).+\1$/m);
    }
    const text = await scrape();
    const read = new Set(rules.match(/\b(?:storefront|process|nodejs)_[a-z_]+\b/g));
    expect(read.size).toBeGreaterThanOrEqual(7);
    for (const metric of read) expect(text, metric).toContain(`# TYPE ${metric} `);
  });

  it("counts each request under its route pattern, never its raw URL", async () => {
    const labels = { method: "POST", route: "/api/fetch_menu", status: "200" };
    const before = sample(await scrape(), "storefront_http_requests_total", labels);
    await t.api({ method: "POST", url: "/api/fetch_menu", payload: { outlet_id: 4 } });
    await t.api({ method: "POST", url: "/api/fetch_menu", payload: { outlet_id: 5 } });
    const after = await scrape();
    expect(sample(after, "storefront_http_requests_total", labels)).toBe(before + 2);
    expect(
      sample(after, "storefront_http_request_duration_seconds_count", {
        method: "POST",
        route: "/api/fetch_menu",
      }),
    ).toBeGreaterThanOrEqual(2);

    const orderId = "0a1b2c3d-0000-4000-8000-00000000beef";
    const phone = "01098765432";
    await t.api({ method: "GET", url: `/api/order_details/${orderId}`, headers: customer.auth });
    await t.api({ method: "GET", url: `/api/dev/sms-outbox?phone=${phone}` });
    await t.app.inject({ method: "GET", url: `/no-such-page/${phone}?phone=${phone}` });
    const text = await scrape();
    expect(
      sample(text, "storefront_http_requests_total", {
        method: "GET",
        route: "/api/order_details/:id",
        status: "404",
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, "storefront_http_requests_total", { method: "GET", route: "(unmatched)", status: "404" }),
    ).toBeGreaterThanOrEqual(1);
    for (const secret of [orderId, phone, phone.slice(1), customer.phone, customer.token]) {
      expect(text).not.toContain(secret);
    }
  });

  it("counts orders placed, paid and handed to the POS, and reads the outbox's backlog", async () => {
    const before = await scrape();
    const id = await paidOrder();
    // The hand-off runs just after the payment's answer.
    let text = await scrape();
    for (let i = 0; i < 50; i += 1) {
      const handed = sample(text, "storefront_pos_handoffs_total", { outcome: "accepted" });
      if (handed > sample(before, "storefront_pos_handoffs_total", { outcome: "accepted" })) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
      text = await scrape();
    }
    expect(sample(text, "storefront_orders_placed_total")).toBe(
      sample(before, "storefront_orders_placed_total") + 1,
    );
    expect(sample(text, "storefront_orders_paid_total")).toBe(
      sample(before, "storefront_orders_paid_total") + 1,
    );
    expect(sample(text, "storefront_pos_handoffs_total", { outcome: "accepted" })).toBe(
      sample(before, "storefront_pos_handoffs_total", { outcome: "accepted" }) + 1,
    );
    expect(sample(text, "storefront_pos_outbox_backlog")).toBe(0);

    // The same order, as if the POS had refused it for two minutes.
    await t.database.db.execute(sql`
      update pos_outbox set delivered_at = null, attempts = 3,
        created_at = ${new Date(t.now().getTime() - 120_000).toISOString()}::timestamptz
      where order_id = ${id}`);
    try {
      const stuck = await scrape();
      expect(sample(stuck, "storefront_pos_outbox_backlog")).toBe(1);
      const age = sample(stuck, "storefront_pos_outbox_oldest_age_seconds");
      expect(age).toBeGreaterThanOrEqual(119);
      expect(age).toBeLessThan(200);
    } finally {
      await t.database.db.execute(sql`update pos_outbox set delivered_at = now() where order_id = ${id}`);
    }
    expect(sample(await scrape(), "storefront_pos_outbox_backlog")).toBe(0);
  });

  it("counts codes texted, codes locked by wrong tries, and rate-limit refusals, by name only", async () => {
    const before = await scrape();
    const login = await t.api({
      method: "POST",
      url: "/api/login",
      payload: { phoneNumber: customer.phone },
    });
    expect(login.statusCode, login.body).toBe(200);
    const challenge = login.json().data.user_data.id as string;
    // A wrong code for sure: the right one, one digit changed.
    const right = await latestCode(t, customer.phone);
    const pin = `${right.slice(0, -1)}${(Number(right.at(-1)) + 1) % 10}`;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const wrong = await t.api({ method: "POST", url: "/api/verify_otp", payload: { pin, id: challenge } });
      statuses.push(wrong.statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 423]);
    // A second code within the minute is refused (one a minute per phone).
    const resends = [
      await t.api({ method: "POST", url: "/api/resend_otp", payload: { phone: customer.phone } }),
      await t.api({ method: "POST", url: "/api/resend_otp", payload: { phone: customer.phone } }),
    ];
    expect(resends.map((r) => r.statusCode)).toContain(429);

    const after = await scrape();
    expect(sample(after, "storefront_otp_sends_total", { outcome: "sent" })).toBeGreaterThanOrEqual(
      sample(before, "storefront_otp_sends_total", { outcome: "sent" }) + 2,
    );
    expect(sample(after, "storefront_otp_lockouts_total", { reason: "code" })).toBe(
      sample(before, "storefront_otp_lockouts_total", { reason: "code" }) + 1,
    );
    const refused = { limit: "resend:minute", status: "429" };
    expect(sample(after, "storefront_rate_limit_refusals_total", refused)).toBe(
      sample(before, "storefront_rate_limit_refusals_total", refused) + 1,
    );
    expect(after).not.toContain(customer.phone);
    expect(after).not.toContain(customer.phone.slice(1));
  });

  it("counts payment results refused for their signature", async () => {
    const labels = { channel: "browser" };
    const before = sample(await scrape(), "storefront_payment_callbacks_refused_total", labels);
    const forged = await t.app.inject({
      method: "GET",
      url: `/payments/callback?session_id=x&order_id=y&amount=1&outcome=approved&signature=${"0".repeat(128)}`,
    });
    expect(forged.statusCode).toBe(303);
    expect(sample(await scrape(), "storefront_payment_callbacks_refused_total", labels)).toBe(before + 1);
  });

  it("counts the live status streams open on the instance", async () => {
    const id = await paidOrder();
    const base = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const stop = new AbortController();
    const response = await fetch(`${base}/api/order_status/${id}/events`, {
      headers: { accept: "text/event-stream", "x-requested-with": "XMLHttpRequest" },
      signal: stop.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body?.getReader();
    await reader?.read(); // the stream is open
    expect(sample(await scrape(), "storefront_live_streams_open")).toBe(1);
    stop.abort();
    await reader?.cancel().catch(() => {});
    let open = 1;
    for (let i = 0; i < 50 && open > 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      open = sample(await scrape(), "storefront_live_streams_open");
    }
    expect(open).toBe(0);
  });
});

describe(`request ids (${testEngine})`, () => {
  it("gives each request a new id, in X-Request-Id, when no trusted proxy sent one", async () => {
    const first = await t.app.inject({ method: "GET", url: "/healthz" });
    const second = await t.app.inject({
      method: "GET",
      url: "/healthz",
      headers: { "x-request-id": "from-the-internet-1234" },
    });
    expect(first.headers["x-request-id"]).toMatch(/^[0-9a-f]{16}$/);
    // No TRUST_PROXY: anyone could choose an id (to confuse the logs), so it is replaced.
    expect(second.headers["x-request-id"]).toMatch(/^[0-9a-f]{16}$/);
    expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
  });

  it("keeps a trusted proxy's well-formed id, and replaces a malformed one", async () => {
    const app = await appWith({ trustProxy: true });
    const idOf = async (id: string) =>
      (await app.inject({ method: "GET", url: "/healthz", headers: { "x-request-id": id } })).headers[
        "x-request-id"
      ];
    for (const good of ["5f0c2a9e-4d7b-4c1a-9e3f-0b6d8a2c7e41", "a1b2c3d4e5f60718", "Root:1-67a.b_c"]) {
      expect(await idOf(good)).toBe(good);
    }
    for (const bad of ["short", "has spaces in it", "x".repeat(129), "id\u00e9with-accent", "a;b=c,d<e>f"]) {
      const replaced = await idOf(bad);
      expect(replaced).not.toBe(bad);
      expect(replaced).toMatch(/^[0-9a-f]{16}$/);
    }
  });

  it("trusts only the proxies TRUST_PROXY names", async () => {
    const id = "5f0c2a9e-4d7b-4c1a-9e3f-0b6d8a2c7e41";
    const subnet = await appWith({ trustProxy: ["10.0.0.0/8"] });
    const idFrom = async (app: FastifyInstance, remoteAddress: string) =>
      (await app.inject({ method: "GET", url: "/healthz", remoteAddress, headers: { "x-request-id": id } }))
        .headers["x-request-id"];
    expect(await idFrom(subnet, "10.2.3.4")).toBe(id);
    expect(await idFrom(subnet, "::ffff:10.2.3.4")).toBe(id);
    expect(await idFrom(subnet, "192.168.1.9")).not.toBe(id);
    const loopback = await appWith({ trustProxy: ["loopback"] });
    expect(await idFrom(loopback, "127.0.0.1")).toBe(id);
    expect(await idFrom(loopback, "10.2.3.4")).not.toBe(id);
  });

  it("leaves 4xx bodies as they were: only a 5xx carries request_id", async () => {
    const missing = await t.api({ method: "GET", url: "/api/no_such_call" });
    expect(missing.statusCode).toBe(404);
    expect(Object.keys(missing.json()).sort()).toEqual(["message", "status"]);
    expect(missing.headers["x-request-id"]).toMatch(/^[0-9a-f]{16}$/);
  });

  it("logs one line per request, with its id, route and status; no query string or phone", async () => {
    const lines: string[] = [];
    const app = await appWith({ logLevel: "info" }, lines);
    const phone = customer.phone;
    const answered = await api(app, { method: "GET", url: `/api/dev/sms-outbox?phone=${phone}` });
    const requestId = answered.headers["x-request-id"];
    await app.inject({ method: "GET", url: "/healthz" }); // a probe answered well: not logged
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const ofRequest = logged.filter((entry) => entry.reqId === requestId);
    expect(ofRequest).toEqual([
      expect.objectContaining({
        msg: "request answered",
        method: "GET",
        route: "/api/dev/sms-outbox",
        url: "/api/dev/sms-outbox",
        status: answered.statusCode,
        ms: expect.any(Number),
      }),
    ]);
    expect(logged.filter((entry) => entry.route === "/healthz")).toEqual([]);
    expect(lines.join("\n")).not.toContain(phone.slice(1));
  });
});
