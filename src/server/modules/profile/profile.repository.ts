import { and, count, eq } from "drizzle-orm";
import { lockAccount } from "../../db/account-locks.ts";
import type { Db } from "../../db/database.ts";
import { savedCards } from "../../db/schema.ts";

export type NewCard = Omit<typeof savedCards.$inferInsert, "id" | "createdAt">;

/**
 * Saves a card unless the account already keeps `max` (null then); the same provider token
 * saved again is the card already kept. Counted under a lock of the account's own, so requests
 * sent at once cannot all slip under the count.
 */
export async function insertCardUpTo(db: Db, card: NewCard, max: number) {
  return db.transaction(async (tx) => {
    await lockAccount(tx, "cards", card.userId);
    const [kept] = await tx
      .select()
      .from(savedCards)
      .where(
        and(
          eq(savedCards.userId, card.userId),
          eq(savedCards.provider, card.provider ?? "sandbox"),
          eq(savedCards.token, card.token),
        ),
      );
    if (kept) return kept;
    const [held] = await tx.select({ n: count() }).from(savedCards).where(eq(savedCards.userId, card.userId));
    if ((held?.n ?? 0) >= max) return null;
    const [inserted] = await tx.insert(savedCards).values(card).returning();
    if (!inserted) throw new Error("insert returned no row");
    return inserted;
  });
}
