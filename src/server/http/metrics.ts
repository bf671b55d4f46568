// Prometheus metrics (prom-client) at GET /metrics, for the operator's scraper only: the answer
// holds business figures (orders, payments, login codes), so it needs METRICS_TOKEN as a bearer
// token and is off (404) without one. Labels are route patterns and fixed words, never a raw URL,
// an id, a phone number or an address.
import { createHash, timingSafeEqual } from "node:crypto";
import { and, count, gt, isNull, lte, min, or, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Db } from "../db/database.ts";
import { posOutbox } from "../db/schema.ts";

/**
 * What services count (each is told through its deps, defaulting to `noMetrics`, so a service
 * stays testable on its own).
 */
export type ServiceMetrics = {
  /** A new order row (place_order or re_order; a replayed request is not one). */
  orderPlaced(): void;
  /** A payment result moved an order to paid. */
  orderPaid(): void;
  /** One attempt of the POS outbox to hand an order over. */
  posHandOff(outcome: "accepted" | "failed"): void;
  /** Money owed back to a customer that the provider would not give back: to refund by hand. */
  refundFailed(): void;
  /** A payment result whose signature did not verify: the browser's redirect or the provider's server. */
  paymentCallbackRefused(channel: "browser" | "server"): void;
  /** A one-time code texted, or the gateway failing to. */
  otpSend(outcome: "sent" | "failed"): void;
  /** A code locked by too many wrong tries. */
  otpCodeLocked(): void;
  /** A rate limit refused a request: its key (only its first two parts are kept) and status. */
  rateLimited(key: string, status: number): void;
};

export const noMetrics: ServiceMetrics = {
  orderPlaced() {},
  orderPaid() {},
  posHandOff() {},
  refundFailed() {},
  paymentCallbackRefused() {},
  otpSend() {},
  otpCodeLocked() {},
  rateLimited() {},
};

/**
 * A rate limit's name for a label: the first two parts of its key ("auth:ip:10.0.0.1" becomes
 * "auth:ip"), never the address, phone or account that follows.
 */
export function limitName(key: string): string {
  const name = key.split(":").slice(0, 2).join(":");
  return /^[a-z][a-z0-9-]*:[a-z][a-z0-9-]*$/.test(name) ? name : "other";
}

/** The label of requests no route matched (the app's pages, files that do not exist, 404s). */
export const UNMATCHED_ROUTE = "(unmatched)";

// The process's own figures (memory, CPU, event loop, GC) are collected once per process however
// many apps it builds (tests build dozens), and only once something scrapes.
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export type Metrics = ServiceMetrics & {
  /** The exposition text: this app's metrics and the process's. */
  scrape(): Promise<{ contentType: string; text: string }>;
};

export function createMetrics({
  db,
  openStreams,
  now = () => new Date(),
  log,
}: {
  db: Db;
  /** Live status streams open on this instance. */
  openStreams: () => number;
  now?: () => Date;
  log: { warn(object: object, message: string): void };
}): Metrics & { observe(request: FastifyRequest, reply: FastifyReply): void } {
  const registry = new Registry();
  // Every metric is this app's: prefixed, and kept in its registry rather than prom-client's global one.
  const metric = (name: string, help: string) => ({
    name: `storefront_${name}`,
    help,
    registers: [registry],
  });

  const requests = new Counter({
    ...metric("http_requests_total", "HTTP requests answered, by method, route pattern and status"),
    labelNames: ["method", "route", "status"],
  });
  const duration = new Histogram({
    ...metric(
      "http_request_duration_seconds",
      "Time to answer an HTTP request (live event streams aside), by method and route pattern",
    ),
    labelNames: ["method", "route"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  });
  const ordersPlaced = new Counter(
    metric(
      "orders_placed_total",
      "Orders placed (place_order and re_order; replays of an answered request aside)",
    ),
  );
  const ordersPaid = new Counter(
    metric("orders_paid_total", "Orders a verified payment result moved to paid"),
  );
  const posHandOffs = new Counter({
    ...metric(
      "pos_handoffs_total",
      "Attempts to hand a paid order to the POS, by outcome (accepted, failed: retried later)",
    ),
    labelNames: ["outcome"],
  });
  const refundsFailed = new Counter(
    metric(
      "refunds_failed_total",
      "Payments owed back to customers that the provider refused to void or refund: each is to refund by hand (the log names it)",
    ),
  );
  const callbacksRefused = new Counter({
    ...metric(
      "payment_callbacks_refused_total",
      "Payment results refused for a bad signature, by channel (browser redirect, provider server)",
    ),
    labelNames: ["channel"],
  });
  const otpSends = new Counter({
    ...metric(
      "otp_sends_total",
      "One-time login codes texted, by outcome (sent, failed: the gateway did not take it)",
    ),
    labelNames: ["outcome"],
  });
  const otpLockouts = new Counter({
    ...metric(
      "otp_lockouts_total",
      "Login codes locked by wrong tries (code), and code checks refused by a wrong-code budget (budget)",
    ),
    labelNames: ["reason"],
  });
  const rateLimited = new Counter({
    ...metric(
      "rate_limit_refusals_total",
      "Requests a rate limit refused, by limit (its kind and scope, e.g. auth:ip) and status (429, 423)",
    ),
    labelNames: ["limit", "status"],
  });
  new Gauge({
    ...metric("live_streams_open", "Live order-status and order-board streams open on this instance"),
    collect() {
      this.set(openStreams());
    },
  });

  // The outbox's backlog, read when scraped: paid orders the POS has not taken whose time has come
  // (an order ahead waits for its slot first), and how long the oldest has waited.
  const backlog = new Gauge(
    metric(
      "pos_outbox_backlog",
      "Paid orders due at the POS that it has not accepted yet (NaN: the database did not answer)",
    ),
  );
  const oldest = new Gauge(
    metric(
      "pos_outbox_oldest_age_seconds",
      "How long the oldest order of the backlog has waited: since its payment, or since its slot's hand-off time for an order ahead not tried yet",
    ),
  );
  async function readBacklog(): Promise<void> {
    const at = now();
    try {
      const due = and(
        isNull(posOutbox.deliveredAt),
        or(gt(posOutbox.attempts, 0), lte(posOutbox.nextAttemptAt, at)),
      );
      const [row] = await db
        .select({
          waiting: count(),
          since: min(
            sql<Date>`case when ${posOutbox.attempts} = 0 then ${posOutbox.nextAttemptAt} else ${posOutbox.createdAt} end`,
          ),
        })
        .from(posOutbox)
        .where(due);
      backlog.set(row?.waiting ?? 0);
      const since = row?.since ? new Date(row.since).getTime() : null;
      oldest.set(since === null ? 0 : Math.max(0, (at.getTime() - since) / 1000));
    } catch (error) {
      log.warn({ reason: (error as Error).message }, "metrics: the POS outbox's backlog was not read");
      backlog.set(Number.NaN);
      oldest.set(Number.NaN);
    }
  }

  return {
    orderPlaced: () => ordersPlaced.inc(),
    orderPaid: () => ordersPaid.inc(),
    posHandOff: (outcome) => posHandOffs.inc({ outcome }),
    refundFailed: () => refundsFailed.inc(),
    paymentCallbackRefused: (channel) => callbacksRefused.inc({ channel }),
    otpSend: (outcome) => otpSends.inc({ outcome }),
    otpCodeLocked: () => otpLockouts.inc({ reason: "code" }),
    rateLimited(key, status) {
      const limit = limitName(key);
      rateLimited.inc({ limit, status: String(status) });
      // The day's wrong-code budgets lock a phone or an address out of code checks.
      if (limit.startsWith("otp-wrong:")) otpLockouts.inc({ reason: "budget" });
    },

    observe(request, reply) {
      const route = request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
      const labels = { method: request.method, route };
      requests.inc({ ...labels, status: String(reply.statusCode) });
      // A stream's "answer" lasts as long as the customer watches: no latency to speak of.
      const streamed = String(reply.getHeader("content-type") ?? "").startsWith("text/event-stream");
      if (!streamed) duration.observe(labels, reply.elapsedTime / 1000);
    },

    async scrape() {
      await readBacklog();
      const merged = Registry.merge([processMetrics(), registry]);
      return { contentType: merged.contentType, text: await merged.metrics() };
    },
  };
}

/** Whether a request bears the metrics token (compared in constant time). */
export function bearsToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer (\S+)$/i.exec(authorization ?? "");
  if (!match?.[1]) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(match[1]), digest(token));
}

/** GET /metrics and the hook that counts every request. */
export function registerMetrics(
  app: FastifyInstance,
  metrics: ReturnType<typeof createMetrics>,
  token: string | null,
): void {
  app.addHook("onResponse", async (request, reply) => metrics.observe(request, reply));
  app.get("/metrics", async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (!token) return reply.status(404).send({ status: 404, message: "No route GET /metrics." });
    if (!bearsToken(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header("www-authenticate", 'Bearer realm="metrics"')
        .send({ status: 401, message: "The metrics need their bearer token." });
    }
    const { contentType, text } = await metrics.scrape();
    return reply.type(contentType).send(text);
  });
}
