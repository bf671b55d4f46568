import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { outlets, staffAccounts, staffSessions } from "../../db/schema.ts";
import { chargeTry } from "../../http/failure-budget.ts";

export type StaffAccount = typeof staffAccounts.$inferSelect;

export async function findAccount(db: Db, username: string): Promise<StaffAccount | null> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.username, username));
  return row ?? null;
}

export type Claim = { passwordHash: string } | { blockedUntil: Date };

/**
 * Takes one try from the account's budget, counted as wrong until proven right (a try that never
 * comes back still costs), under a row lock so that instances never hand out the same try twice.
 */
export async function claimTry(db: Db, accountId: number, at: Date): Promise<Claim | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, accountId)).for("update");
    if (!row) return null;
    if (row.blockedUntil && row.blockedUntil > at) return { blockedUntil: row.blockedUntil };
    await tx
      .update(staffAccounts)
      .set(chargeTry(row.failedAttempts, at))
      .where(eq(staffAccounts.id, accountId));
    return { passwordHash: row.passwordHash };
  });
}

/** The right password: the budget is whole again, and a session starts. */
export async function startSession(
  db: Db,
  account: Pick<StaffAccount, "id" | "outletId" | "passwordHash">,
  session: { tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(staffAccounts)
      .set({ failedAttempts: 0, blockedUntil: null })
      .where(and(eq(staffAccounts.id, account.id), eq(staffAccounts.passwordHash, account.passwordHash)));
    await tx.insert(staffSessions).values({
      tokenHash: session.tokenHash,
      staffId: account.id,
      outletId: account.outletId,
      expiresAt: session.expiresAt,
    });
  });
}

/** Who a live session is: its staff member and outlet (never a disabled account's). */
export async function liveSession(db: Db, tokenHash: string, at: Date) {
  const [row] = await db
    .select({
      staffId: staffSessions.staffId,
      outletId: staffSessions.outletId,
      name: staffAccounts.displayName,
      outletName: outlets.name,
      outletNameAr: outlets.nameAr,
      demo: staffAccounts.demo,
      disabledAt: staffAccounts.disabledAt,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .innerJoin(outlets, eq(outlets.id, staffSessions.outletId))
    .where(and(eq(staffSessions.tokenHash, tokenHash), gt(staffSessions.expiresAt, at)));
  return row ?? null;
}

export async function endSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
}

export async function deleteExpiredSessions(db: Db, at: Date): Promise<void> {
  await db.delete(staffSessions).where(lt(staffSessions.expiresAt, at));
}

/** The outlet's name, and its Arabic when it has one. */
export async function findOutletName(
  db: Db,
  outletId: number,
): Promise<{ name: string; nameAr: string | null } | null> {
  const [row] = await db
    .select({ name: outlets.name, nameAr: outlets.nameAr })
    .from(outlets)
    .where(eq(outlets.id, outletId));
  return row ?? null;
}

/**
 * Creates the account, or gives an existing one (same username, same outlet) a new password:
 * its wait ends and every session of it ends. null: the username is another outlet's.
 */
export async function saveAccount(
  db: Db,
  account: { outletId: number; username: string; displayName: string; passwordHash: string; demo?: boolean },
): Promise<"created" | "updated" | null> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.username, account.username))
      .for("update");
    if (!existing) {
      await tx.insert(staffAccounts).values({ ...account, demo: account.demo ?? false });
      return "created";
    }
    if (existing.outletId !== account.outletId) return null;
    await tx
      .update(staffAccounts)
      .set({
        displayName: account.displayName,
        passwordHash: account.passwordHash,
        demo: account.demo ?? false,
        failedAttempts: 0,
        blockedUntil: null,
        disabledAt: null,
      })
      .where(eq(staffAccounts.id, existing.id));
    await tx.delete(staffSessions).where(eq(staffSessions.staffId, existing.id));
    return "updated";
  });
}

/** Disables an account and ends its sessions. false: no such account. */
export async function disableAccount(db: Db, username: string, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffAccounts)
      .set({ disabledAt: at })
      .where(eq(staffAccounts.username, username))
      .returning({ id: staffAccounts.id });
    if (!row) return false;
    await tx.delete(staffSessions).where(eq(staffSessions.staffId, row.id));
    return true;
  });
}

/** Outlets with no staff account at all (the demo gives each one its published account). */
export async function outletsWithoutAccounts(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: outlets.id, account: staffAccounts.id })
    .from(outlets)
    .leftJoin(staffAccounts, eq(staffAccounts.outletId, outlets.id));
  return [...new Set(rows.filter((row) => row.account === null).map((row) => row.id))];
}
