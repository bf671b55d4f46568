import { and, count, desc, eq } from "drizzle-orm";
import { lockAccount } from "../../db/account-locks.ts";
import type { Db } from "../../db/database.ts";
import { savedCards } from "../../db/schema.ts";

export type NewCard = Omit<typeof savedCards.$inferInsert, "id" | "createdAt">;

/** What the customer is shown of a saved card: never its token. */
const shownCard = {
  id: savedCards.id,
  last4: savedCards.last4,
  brand: savedCards.brand,
  expiry: savedCards.expiry,
  name: savedCards.name,
};

/**
 * Saves a card unless the account already keeps `max` (null then); the same provider token
 * saved again is the card already kept. Answers what the customer is shown of it. Counted under
 * a lock of the account's own, so requests sent at once cannot all slip under the count.
 */
export async function insertCardUpTo(db: Db, card: NewCard, max: number) {
  return db.transaction(async (tx) => {
    await lockAccount(tx, "cards", card.userId);
    const [kept] = await tx
      .select(shownCard)
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
    const [inserted] = await tx.insert(savedCards).values(card).returning(shownCard);
    if (!inserted) throw new Error("insert returned no row");
    return inserted;
  });
}

/** The account's cards, newest first: what its payment pages offer. */
export function cardsOf(db: Db, userId: number) {
  return db
    .select(shownCard)
    .from(savedCards)
    .where(eq(savedCards.userId, userId))
    .orderBy(desc(savedCards.createdAt), desc(savedCards.id));
}

/** Forgets one of the account's cards: false when it is not theirs, or already gone. */
export async function deleteCard(db: Db, userId: number, cardId: number): Promise<boolean> {
  const rows = await db
    .delete(savedCards)
    .where(and(eq(savedCards.userId, userId), eq(savedCards.id, cardId)))
    .returning({ id: savedCards.id });
  return rows.length === 1;
}
