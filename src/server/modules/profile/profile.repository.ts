import type { Db } from "../../db/database.ts";
import { savedCards } from "../../db/schema.ts";

export type NewCard = Omit<typeof savedCards.$inferInsert, "id" | "createdAt">;

export async function insertCard(db: Db, card: NewCard) {
  const [row] = await db.insert(savedCards).values(card).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}
