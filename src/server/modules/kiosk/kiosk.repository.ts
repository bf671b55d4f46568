import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { kioskAuditLog, kioskStaffSecrets, outlets } from "../../db/schema.ts";
import { retryDelaySeconds } from "../../http/failure-budget.ts";

export type KioskEvent = "setup" | "exit" | "setup_refused" | "exit_refused" | "secret_set";
export type AuditEntry = { outletId: number; event: KioskEvent; ip: string; userAgent: string; at: Date };

export async function findSecretHash(db: Db, outletId: number): Promise<string | null> {
  const [row] = await db
    .select({ secretHash: kioskStaffSecrets.secretHash })
    .from(kioskStaffSecrets)
    .where(eq(kioskStaffSecrets.outletId, outletId));
  return row?.secretHash ?? null;
}

export type Claim = { secretHash: string } | { blockedUntil: Date } | null;

/**
 * Takes one try from the outlet's budget, counted as wrong until proven right (a try that never
 * comes back still costs), under a row lock so that instances sharing the database never hand out
 * the same try twice. null: the outlet has no secret.
 */
export async function claimTry(db: Db, outletId: number, at: Date): Promise<Claim> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(kioskStaffSecrets)
      .where(eq(kioskStaffSecrets.outletId, outletId))
      .for("update");
    if (!row) return null;
    if (row.blockedUntil && row.blockedUntil > at) return { blockedUntil: row.blockedUntil };
    const failures = row.failedAttempts + 1;
    await tx
      .update(kioskStaffSecrets)
      .set({
        failedAttempts: failures,
        blockedUntil: new Date(at.getTime() + retryDelaySeconds(failures) * 1000),
      })
      .where(eq(kioskStaffSecrets.outletId, outletId));
    return { secretHash: row.secretHash };
  });
}

/** The right secret: the budget is whole again (unless the secret was rotated meanwhile). */
export async function acceptTry(db: Db, secretHash: string, entry: AuditEntry): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(kioskStaffSecrets)
      .set({ failedAttempts: 0, blockedUntil: null })
      .where(
        and(eq(kioskStaffSecrets.outletId, entry.outletId), eq(kioskStaffSecrets.secretHash, secretHash)),
      );
    await audit(tx, entry);
  });
}

export async function audit(db: Pick<Db, "insert">, entry: AuditEntry): Promise<void> {
  await db.insert(kioskAuditLog).values({
    outletId: entry.outletId,
    event: entry.event,
    ip: entry.ip,
    // A header may be long; the log keeps enough to tell devices apart.
    userAgent: entry.userAgent.slice(0, 300),
    createdAt: entry.at,
  });
}

/** Sets (or rotates) an outlet's secret; a new secret also ends any wait. */
export async function storeSecret(db: Db, secretHash: string, entry: AuditEntry): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(kioskStaffSecrets)
      .values({ outletId: entry.outletId, secretHash, updatedAt: entry.at })
      .onConflictDoUpdate({
        target: kioskStaffSecrets.outletId,
        set: { secretHash, failedAttempts: 0, blockedUntil: null, updatedAt: entry.at },
      });
    await audit(tx, entry);
  });
}

export async function findOutletName(db: Db, outletId: number): Promise<string | null> {
  const [row] = await db.select({ name: outlets.name }).from(outlets).where(eq(outlets.id, outletId));
  return row?.name ?? null;
}
