import { and, desc, eq, gt, isNull, lt, ne, sql } from "drizzle-orm";
import type { UserData } from "#shared/contract/auth.ts";
import type { Db } from "../../db/database.ts";
import { authTokens, otpCodes, users } from "../../db/schema.ts";

type UserRow = typeof users.$inferSelect;

export const TOKEN_LIFETIME_DAYS = 180;

export function toUserData(user: UserRow): UserData {
  return {
    id: user.id,
    phone: user.phone,
    username: user.username,
    last_name: user.lastName,
    email: user.email,
  };
}

export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return user ?? null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

/** Creates the user; null when the phone is already registered (also under a concurrent twin). */
export async function createUser(db: Db, phone: string, name: string): Promise<UserRow | null> {
  const [user] = await db.insert(users).values({ phone, username: name }).onConflictDoNothing().returning();
  return user ?? null;
}

export async function storeOtp(db: Db, userId: number, codeHash: string, expiresAt: Date): Promise<void> {
  await db.transaction(async (tx) => {
    // A new code replaces the ones before it.
    await tx
      .update(otpCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(otpCodes.userId, userId), isNull(otpCodes.consumedAt)));
    await tx.insert(otpCodes).values({ userId, codeHash, expiresAt });
  });
}

export async function latestLiveOtp(db: Db, userId: number) {
  const [code] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.userId, userId), isNull(otpCodes.consumedAt)))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  return code ?? null;
}

/** Counts a wrong try atomically (shared by every instance); the new count, or null if already locked. */
export async function recordWrongTry(db: Db, otpId: number, maxTries: number): Promise<number | null> {
  const [row] = await db
    .update(otpCodes)
    .set({ failedAttempts: sql`${otpCodes.failedAttempts} + 1` })
    .where(and(eq(otpCodes.id, otpId), lt(otpCodes.failedAttempts, maxTries)))
    .returning({ failedAttempts: otpCodes.failedAttempts });
  return row?.failedAttempts ?? null;
}

/** Uses the code up; false when a concurrent request used it first (single use). */
export async function consumeOtp(db: Db, otpId: number, maxTries: number): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(otpCodes.id, otpId), isNull(otpCodes.consumedAt), lt(otpCodes.failedAttempts, maxTries)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}

/** Whether another user than `userId` has this phone. */
export async function phoneTakenByOther(db: Db, phone: string, userId: number): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), ne(users.id, userId)))
    .limit(1);
  return Boolean(taken);
}

export async function updateUser(
  db: Db,
  userId: number,
  fields: Pick<typeof users.$inferInsert, "username" | "lastName" | "email" | "phone">,
): Promise<UserRow | null> {
  const [user] = await db.update(users).set(fields).where(eq(users.id, userId)).returning();
  return user ?? null;
}

// ---- Bearer tokens (stored as hashes) ----

export async function insertToken(db: Db, userId: number, tokenHash: string): Promise<void> {
  await db.insert(authTokens).values({ userId, tokenHash });
}

export async function revokeToken(db: Db, tokenHash: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt)));
}

/** The user of a live (unrevoked, unexpired) token, or null. */
export async function liveTokenUser(db: Db, tokenHash: string): Promise<number | null> {
  const oldest = new Date(Date.now() - TOKEN_LIFETIME_DAYS * 86_400_000);
  const [row] = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        isNull(authTokens.revokedAt),
        gt(authTokens.createdAt, oldest),
      ),
    )
    .limit(1);
  return row?.userId ?? null;
}
