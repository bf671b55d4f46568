import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { savedCards } from "../../db/schema.ts";

export type NewCard = Omit<typeof savedCards.$inferInsert, "id" | "createdAt">;

/** Saves a card; the same provider token saved again is the card already kept. */
export async function insertCard(db: Db, card: NewCard) {
  const [inserted] = await db.insert(savedCards).values(card).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const [kept] = await db
    .select()
    .from(savedCards)
    .where(
      and(
        eq(savedCards.userId, card.userId),
        eq(savedCards.provider, card.provider ?? "sandbox"),
        eq(savedCards.token, card.token),
      ),
    );
  if (!kept) throw new Error("a saved card vanished while it was saved again");
  return kept;
}
