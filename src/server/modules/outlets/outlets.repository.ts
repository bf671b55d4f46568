import { asc } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { outlets } from "../../db/schema.ts";

export type OutletRow = typeof outlets.$inferSelect;

/** Every outlet (a dozen rows), in display order. */
export async function listOutlets(db: Db): Promise<OutletRow[]> {
  return db.select().from(outlets).orderBy(asc(outlets.sort), asc(outlets.id));
}
