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
  close(): Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export type DatabaseOptions =
  | { engine: "postgres"; url: string; poolSize?: number }
  | { engine: "pglite"; dataDir: string | undefined }; // undefined: in memory (tests)

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
  const client = new PGlite(options.dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    engine: "pglite",
    db,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    close: () => client.close(),
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
