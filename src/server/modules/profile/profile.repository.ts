import { and, asc, count, desc, eq, gte } from "drizzle-orm";
import { lockAccount } from "../../db/account-locks.ts";
import type { Db } from "../../db/database.ts";
import { removedCards, savedCards } from "../../db/schema.ts";
import { hashToken } from "../../http/authenticate.ts";

export type NewCard = Omit<typeof savedCards.$inferInsert, "id" | "createdAt">;

/** What the customer is shown of a saved card: never its token. */
const shownCard = {
  id: savedCards.id,
  last4: savedCards.last4,
  brand: savedCards.brand,
  expiry: savedCards.expiry,
  name: savedCards.name,
};

/** An account's cards with one provider. */
const cardsWith = (userId: number, provider: string) =>
  and(eq(savedCards.userId, userId), eq(savedCards.provider, provider));

/**
 * Saves a card unless the account already keeps `max` ("full"), or the customer removed this
 * token at or after `unlessRemovedSince` ("removed": the provider sent it again from a page
 * opened before the removal). The same provider token saved again is the card already kept.
 * Counted under a lock of the account's own, so requests sent at once cannot all slip under the
 * count.
 */
export async function insertCardUpTo(
  db: Db,
  card: NewCard & { provider: string },
  max: number,
  unlessRemovedSince?: Date,
) {
  return db.transaction(async (tx) => {
    await lockAccount(tx, "cards", card.userId);
    const [kept] = await tx
      .select(shownCard)
      .from(savedCards)
      .where(and(cardsWith(card.userId, card.provider), eq(savedCards.token, card.token)));
    if (kept) return kept;
    if (unlessRemovedSince) {
      const [removed] = await tx
        .select({ at: removedCards.removedAt })
        .from(removedCards)
        .where(
          and(
            eq(removedCards.userId, card.userId),
            eq(removedCards.provider, card.provider),
            eq(removedCards.tokenHash, hashToken(card.token)),
            gte(removedCards.removedAt, unlessRemovedSince),
          ),
        );
      if (removed) return "removed" as const;
    }
    const [held] = await tx.select({ n: count() }).from(savedCards).where(eq(savedCards.userId, card.userId));
    if ((held?.n ?? 0) >= max) return "full" as const;
    const [inserted] = await tx.insert(savedCards).values(card).returning(shownCard);
    if (!inserted) throw new Error("insert returned no row");
    return inserted;
  });
}

/** The account's cards with `provider`, newest first: what its payment pages offer. */
export function cardsOf(db: Db, userId: number, provider: string) {
  return db
    .select(shownCard)
    .from(savedCards)
    .where(cardsWith(userId, provider))
    .orderBy(desc(savedCards.createdAt), desc(savedCards.id));
}

/** The tokens of those cards, oldest first, for the provider's payment page. */
export async function cardTokensOf(db: Db, userId: number, provider: string): Promise<string[]> {
  const rows = await db
    .select({ token: savedCards.token })
    .from(savedCards)
    .where(cardsWith(userId, provider))
    .orderBy(asc(savedCards.createdAt), asc(savedCards.id));
  return rows.map((row) => row.token);
}

/**
 * Forgets one of the account's cards, and remembers its removal by a hash of the token (see
 * removedCards): false when it is not theirs, or already gone. Under the account's lock, so a
 * card the provider is saving at that moment is either removed or told it was.
 */
export async function deleteCard(db: Db, userId: number, cardId: number, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, "cards", userId);
    const [card] = await tx
      .delete(savedCards)
      .where(and(eq(savedCards.userId, userId), eq(savedCards.id, cardId)))
      .returning({ provider: savedCards.provider, token: savedCards.token });
    if (!card) return false;
    const removal = { userId, provider: card.provider, tokenHash: hashToken(card.token), removedAt: at };
    await tx
      .insert(removedCards)
      .values(removal)
      .onConflictDoUpdate({
        target: [removedCards.userId, removedCards.provider, removedCards.tokenHash],
        set: { removedAt: at },
      });
    return true;
  });
}
