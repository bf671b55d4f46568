import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { UserData } from "#shared/contract/auth.ts";
import { isLocale, type Locale } from "#shared/i18n/locale.ts";
import type { Db, Tx } from "../../db/database.ts";
import { authTokens, otpCodes, users } from "../../db/schema.ts";
import type { TokenUser } from "../../http/authenticate.ts";

type UserRow = typeof users.$inferSelect;
export type OtpRow = typeof otpCodes.$inferSelect;
export type OtpPurpose = OtpRow["purpose"];

const DAY_MS = 86_400_000;
/** A session ends 30 days after its last use, and 90 days after the login in any case. */
export const SESSION_IDLE_DAYS = 30;
export const SESSION_MAX_DAYS = 90;
/** last_used_at is written at most this often per token, so most bearer checks only read. */
const LAST_USED_PRECISION_MS = 3_600_000;

export function toUserData(user: UserRow): UserData {
  return {
    id: user.id,
    phone: user.phone ?? "", // a walk-in has none
    username: user.username,
    last_name: user.lastName,
    email: user.email,
    ...(isLocale(user.language) && { language: user.language }),
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

/** Removes an account that never signed in (its first code could not be sent), with its codes. */
export async function deleteNewUser(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [signedIn] = await tx
      .select({ id: authTokens.id })
      .from(authTokens)
      .where(eq(authTokens.userId, userId))
      .limit(1);
    if (signedIn) return;
    await tx.delete(otpCodes).where(eq(otpCodes.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
  });
}

/** Creates the user; null when the phone is already registered (also under a concurrent twin). */
export async function createUser(
  db: Db,
  phone: string,
  name: string,
  language: Locale | null,
): Promise<UserRow | null> {
  const [user] = await db
    .insert(users)
    .values({ phone, username: name, language })
    .onConflictDoNothing()
    .returning();
  return user ?? null;
}

// ---- One-time codes, each under an opaque challenge id ----

type NewChallenge = Pick<
  typeof otpCodes.$inferInsert,
  "userId" | "purpose" | "phone" | "challenge" | "codeHash" | "expiresAt"
>;

/** Opens a challenge; it replaces the user's earlier live ones of the same purpose. */
export async function openChallenge(db: Db, values: NewChallenge, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(otpCodes.userId, values.userId),
          eq(otpCodes.purpose, values.purpose ?? "login"),
          isNull(otpCodes.consumedAt),
        ),
      );
    await tx.insert(otpCodes).values({ ...values, createdAt: now });
  });
}

/** The user's latest live (unconsumed) challenge of a purpose, or null. */
export async function liveChallengeOf(db: Db, userId: number, purpose: OtpPurpose): Promise<OtpRow | null> {
  const [code] = await db
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.userId, userId),
        eq(otpCodes.purpose, purpose),
        isNull(otpCodes.consumedAt),
        isNotNull(otpCodes.challenge),
      ),
    )
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  return code ?? null;
}

/** A new code under a live challenge, with its own expiry and tries; false if it was used meanwhile. */
export async function rekeyChallenge(db: Db, otpId: number, codeHash: string, expiresAt: Date) {
  const rows = await db
    .update(otpCodes)
    .set({ codeHash, expiresAt, failedAttempts: 0 })
    .where(and(eq(otpCodes.id, otpId), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}

export async function findChallenge(db: Db, challenge: string, purpose: OtpPurpose): Promise<OtpRow | null> {
  const [code] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.challenge, challenge), eq(otpCodes.purpose, purpose)))
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
export async function consumeOtp(db: Db, otpId: number, maxTries: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ consumedAt: now })
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
  fields: Pick<Partial<typeof users.$inferInsert>, "username" | "lastName" | "email" | "language">,
): Promise<UserRow | null> {
  const [user] = await db.update(users).set(fields).where(eq(users.id, userId)).returning();
  return user ?? null;
}

/**
 * The proven new phone: saved, the login codes sent to the old one dropped, and every session
 * but `keepTokenHash` revoked, in one transaction.
 */
export async function changePhone(
  db: Db,
  userId: number,
  phone: string,
  keepTokenHash: string,
  now: Date,
): Promise<UserRow | null> {
  return db.transaction(async (tx) => {
    const [user] = await tx.update(users).set({ phone }).where(eq(users.id, userId)).returning();
    await tx
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, "login"), isNull(otpCodes.consumedAt)));
    await revokeOtherTokens(tx, userId, keepTokenHash, now);
    return user ?? null;
  });
}

// ---- Bearer tokens (stored as hashes) ----

export async function insertToken(db: Db, userId: number, tokenHash: string, now: Date): Promise<void> {
  await db.insert(authTokens).values({ userId, tokenHash, createdAt: now, lastUsedAt: now });
}

/**
 * A walk-in at a store's kiosk: a customer row with a first name and no phone, and a session
 * that ends at `expiresAt` whatever its use.
 */
export async function insertWalkIn(
  db: Db,
  walkIn: {
    firstName: string;
    outletId: number;
    language: Locale;
    tokenHash: string;
    now: Date;
    expiresAt: Date;
  },
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        username: walkIn.firstName,
        walkInOutletId: walkIn.outletId,
        language: walkIn.language,
        createdAt: walkIn.now,
      })
      .returning();
    if (!user) throw new Error("no walk-in row returned");
    await tx.insert(authTokens).values({
      userId: user.id,
      tokenHash: walkIn.tokenHash,
      createdAt: walkIn.now,
      lastUsedAt: walkIn.now,
      expiresAt: walkIn.expiresAt,
    });
    return user;
  });
}

/** Revokes the user's oldest unrevoked tokens beyond the newest `keep`. */
export async function revokeSessionsBeyond(db: Db, userId: number, keep: number, now: Date): Promise<void> {
  const older = await db
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)))
    .orderBy(desc(authTokens.createdAt), desc(authTokens.id))
    .offset(keep);
  if (older.length === 0) return;
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(
      inArray(
        authTokens.id,
        older.map((row) => row.id),
      ),
    );
}

export async function revokeToken(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt)));
}

/** Revokes every token of the user but `keepTokenHash`; how many. */
export async function revokeOtherTokens(db: Db | Tx, userId: number, keepTokenHash: string, now: Date) {
  const rows = await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(authTokens.userId, userId),
        ne(authTokens.tokenHash, keepTokenHash),
        isNull(authTokens.revokedAt),
      ),
    )
    .returning({ id: authTokens.id });
  return rows.length;
}

/** A session that stands at `now`: unrevoked, used within the idle lifetime, within the absolute one. */
function standing(now: Date) {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_DAYS * DAY_MS);
  const oldest = new Date(now.getTime() - SESSION_MAX_DAYS * DAY_MS);
  return and(
    isNull(authTokens.revokedAt),
    or(isNull(authTokens.expiresAt), gt(authTokens.expiresAt, now)),
    gt(authTokens.createdAt, oldest),
    or(
      gt(authTokens.lastUsedAt, idleSince),
      and(isNull(authTokens.lastUsedAt), gt(authTokens.createdAt, idleSince)),
    ),
  );
}

/** Which of the user's sessions (by token hash) still stand. */
export async function standingSessions(
  db: Db,
  userId: number,
  tokenHashes: string[],
  now: Date,
): Promise<Set<string>> {
  if (tokenHashes.length === 0) return new Set();
  const rows = await db
    .select({ tokenHash: authTokens.tokenHash })
    .from(authTokens)
    .where(and(eq(authTokens.userId, userId), inArray(authTokens.tokenHash, tokenHashes), standing(now)));
  return new Set(rows.map((row) => row.tokenHash));
}

/** The user of a live token (a session that stands), or null. */
export async function liveTokenUser(db: Db, tokenHash: string, now: Date): Promise<TokenUser | null> {
  const [row] = await db
    .select({
      id: authTokens.id,
      userId: authTokens.userId,
      walkInOutletId: users.walkInOutletId,
      lastUsedAt: authTokens.lastUsedAt,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, tokenHash), standing(now)))
    .limit(1);
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_PRECISION_MS) {
    await db.update(authTokens).set({ lastUsedAt: now }).where(eq(authTokens.id, row.id));
  }
  return { userId: row.userId, walkInOutletId: row.walkInOutletId };
}
