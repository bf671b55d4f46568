// The connection factory: PGlite on disk by default, PostgreSQL when DATABASE_URL is set.
// Same schema, same migrations, same queries on both.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type Database = {
  engine: "pglite" | "postgres";
  db: Db;
  migrate(): Promise<void>;
  /**
   * Hears the NOTIFYs of `channel` (sent with pg_notify, at commit) from every process on this
   * database: PostgreSQL's LISTEN on a connection of its own, or PGlite's in this process.
   * `onResume` runs when a lost listening connection is back: what was sent meanwhile is lost,
   * so listeners reload. Returns the function that stops listening.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onResume?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export type DatabaseOptions =
  | { engine: "postgres"; url: string; poolSize?: number }
  | { engine: "pglite"; dataDir: string | undefined }; // undefined: in memory (tests)

// PostgreSQL's defaults size its memory for a machine of its own (shared_buffers 128 MB,
// maintenance_work_mem 64 MB, ...). Inside PGlite that memory is the WebAssembly heap, which grows
// and never shrinks, so each default's peak would stay resident in the app's process for good.
// One store's data needs a few megabytes of buffers.
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...[
    "shared_buffers=16MB",
    "wal_buffers=512kB",
    "work_mem=1MB",
    "maintenance_work_mem=16MB",
    "temp_buffers=1MB",
  ].flatMap((setting) => ["-c", setting]),
];

export function openDatabase(options: DatabaseOptions): Database {
  if (options.engine === "postgres") {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection can be cut by the server (a restart, a failover, an administrator): the
    // pool drops it and opens another; unhandled, the error would stop the process.
    pool.on("error", (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
    const db = drizzlePostgres(pool, { schema }) as unknown as Db;
    return {
      engine: "postgres",
      db,
      async migrate() {
        // Several API instances may start together: one migrates, the others wait for it.
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock(727274)");
          await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder });
        } finally {
          await client.query("select pg_advisory_unlock(727274)").catch(() => {});
          client.release();
        }
      },
      listen: (channel, onMessage, onResume) => listenOnPostgres(options.url, channel, onMessage, onResume),
      async close() {
        // pool.end() resolves as soon as its connections start closing; wait (a little) until
        // they are closed, so that dropping the database next (tests, benchmarks) does not cut
        // them mid-goodbye and log a "closed an idle connection" for nothing.
        let open = pool.totalCount;
        const closed = new Promise<void>((resolve) => {
          if (open === 0) resolve();
          pool.on("remove", () => {
            open -= 1;
            if (open <= 0) resolve();
          });
          setTimeout(resolve, 2_000).unref();
        });
        await pool.end();
        await closed;
      },
    };
  }
  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const client = new PGlite({ dataDir: options.dataDir, startParams: PGLITE_START_PARAMS });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    engine: "pglite",
    db,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    listen: async (channel, onMessage) => client.listen(channel, onMessage),
    close: () => client.close(),
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries). When it is lost
 * (a restart, a failover) it connects again, 1 s later then up to every 30 s, and says so.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onResume?: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
    });
    const lost = () => {
      if (stopped || client !== next) return;
      client = null;
      next.end().catch(() => {});
      reconnect();
    };
    next.on("error", lost);
    next.on("end", lost);
    await next.connect();
    client = next;
    await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
  };
  const reconnect = () => {
    failures += 1;
    retry = setTimeout(
      () => {
        connect().then(
          () => {
            failures = 0;
            onResume?.();
          },
          () => {
            client?.end().catch(() => {});
            client = null;
            if (!stopped) reconnect();
          },
        );
      },
      Math.min(1_000 * 2 ** (failures - 1), 30_000),
    );
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
    client = null;
  };
}

export function databaseOptionsFromConfig(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseOptions {
  return config.databaseUrl
    ? { engine: "postgres", url: config.databaseUrl }
    : { engine: "pglite", dataDir: path.join(config.dataDir, "pglite") };
}
