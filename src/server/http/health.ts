// The load balancer's and the orchestrator's questions, outside /api (no X-Requested-With, no
// rate limit, nothing personal in the answer):
// - GET /healthz: is the process alive? 200 as long as it answers at all.
// - GET /readyz: should it get traffic? 200 when the database answers, its migrations are all
//   applied and the instance is not draining; 503 otherwise, with the reason.
// On SIGTERM, main.ts sets the instance draining: /readyz answers 503 for DRAIN_SECONDS, so the
// load balancer takes it out before it stops accepting connections.
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database.ts";
import journal from "../db/migrations/meta/_journal.json" with { type: "json" };

/** A database that does not answer within this is as good as down for a health check. */
export const READY_TIMEOUT_MS = 2_000;

/** The newest migration this code ships (drizzle records each applied one's timestamp). */
const LATEST_MIGRATION = Math.max(...journal.entries.map((entry) => entry.when));

export type NotReady = "draining" | "database" | "migrations";

export function registerHealth(app: FastifyInstance, database: Database): void {
  let draining = false;
  let checking: Promise<NotReady | null> | null = null;

  /** One query answers both: the database is there, and the migrations table is up to date. */
  async function checkDatabase(): Promise<NotReady | null> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<"timeout">((resolve) => {
      timer = setTimeout(() => resolve("timeout"), READY_TIMEOUT_MS);
    });
    try {
      const answer = await Promise.race([
        database.db.execute(sql`select max(created_at)::text as latest from drizzle.__drizzle_migrations`),
        timeout,
      ]);
      if (answer === "timeout") return "database";
      const rows = (answer as unknown as { rows: { latest: string | null }[] }).rows;
      return Number(rows[0]?.latest ?? 0) >= LATEST_MIGRATION ? null : "migrations";
    } catch (error) {
      // No migrations table yet: the database answers, but nothing was migrated.
      if (isMissingRelation(error)) return "migrations";
      return "database";
    } finally {
      clearTimeout(timer);
    }
  }

  /** Concurrent probes share one query. */
  async function readiness(): Promise<NotReady | null> {
    if (draining) return "draining";
    checking ??= checkDatabase().finally(() => {
      checking = null;
    });
    const problem = await checking;
    return draining ? "draining" : problem;
  }

  app.decorate("startDraining", () => {
    draining = true;
  });
  app.decorate("readiness", readiness);
  // While draining, answers ask keep-alive clients (the load balancer's pooled connections among
  // them) to connect again, which takes them to another instance.
  app.addHook("onSend", async (_request, reply) => {
    if (draining) reply.header("connection", "close");
  });

  app.get("/healthz", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { status: 200, alive: true };
  });
  app.get("/readyz", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    const problem = await readiness();
    if (problem) return reply.status(503).send({ status: 503, ready: false, reason: problem });
    return { status: 200, ready: true };
  });
}

function isMissingRelation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    // undefined_table, invalid_schema_name
    if (code === "42P01" || code === "3F000") return true;
  }
  return false;
}

declare module "fastify" {
  interface FastifyInstance {
    /** /readyz answers 503 from now on (SIGTERM: the load balancer stops sending). */
    startDraining(): void;
    /** Why the instance should get no traffic, or null when it is ready. */
    readiness(): Promise<NotReady | null>;
  }
}
