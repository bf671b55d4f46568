import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { pushSubscriptions, users } from "../../db/schema.ts";

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** The language the customer reads, as their account keeps it (null: not known). */
export async function languageOf(db: Db, userId: number): Promise<string | null> {
  const [user] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return user?.language ?? null;
}

/**
 * Saves a browser's subscription for this user and session. An endpoint is one browser: when it
 * is already known (the same device, a new login) it moves to this user and session.
 */
export async function upsertSubscription(
  db: Db,
  row: { userId: number; tokenHash: string; endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: row.userId,
        tokenHash: row.tokenHash,
        p256dh: row.p256dh,
        auth: row.auth,
        createdAt: sql`now()`,
      },
    });
}

/** The user's subscriptions, newest first. */
export function listByUser(db: Db, userId: number): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
}

/** Deletes the user's subscription at this endpoint (another user's stays); whether one was. */
export async function deleteForUser(db: Db, userId: number, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function deleteByIds(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}

/** Deletes the subscriptions made under one session (its logout). */
export async function deleteBySession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.tokenHash, tokenHash));
}

/** Deletes the user's subscriptions made under any other session. */
export async function deleteOtherSessions(db: Db, userId: number, keepTokenHash: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), ne(pushSubscriptions.tokenHash, keepTokenHash)));
}
