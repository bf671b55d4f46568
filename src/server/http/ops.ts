// What running the service needs besides the API: the request ids, the health and
// readiness checks, and the metrics. buildApp registers it before any route, so its hooks see
// every request.
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database.ts";
import { registerHealth } from "./health.ts";
import { createMetrics, type Metrics, registerMetrics } from "./metrics.ts";
import { registerRequestIdHeader } from "./request-log.ts";
import { openStreamCount } from "./stream-route.ts";

export function registerOps(
  app: FastifyInstance,
  { database, metricsToken, now }: { database: Database; metricsToken: string | null; now?: () => Date },
): Metrics {
  registerRequestIdHeader(app);
  registerHealth(app, database);
  const metrics = createMetrics({
    db: database.db,
    openStreams: () => openStreamCount(app),
    now,
    log: app.log,
  });
  registerMetrics(app, metrics, metricsToken);
  return metrics;
}
