import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { kioskAuditLog, kioskDevices, kioskStaffSecrets, outlets } from "../../db/schema.ts";
import { chargeTry } from "../../http/failure-budget.ts";

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
    await tx
      .update(kioskStaffSecrets)
      .set(chargeTry(row.failedAttempts, at))
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
    // The tablets set up with the old secret stop taking walk-ins until staff set them up again.
    await tx
      .update(kioskDevices)
      .set({ revokedAt: entry.at })
      .where(and(eq(kioskDevices.outletId, entry.outletId), isNull(kioskDevices.revokedAt)));
    await audit(tx, entry);
  });
}

// ---- The tablets set up as a store's kiosk ----

export async function insertDevice(db: Db, outletId: number, tokenHash: string, at: Date): Promise<void> {
  await db.insert(kioskDevices).values({ outletId, tokenHash, createdAt: at });
}

/** The outlet of a device token still in use, or null. */
export async function liveDeviceOutlet(
  db: Db,
  tokenHash: string,
): Promise<{ id: number; outletId: number } | null> {
  const [row] = await db
    .select({ id: kioskDevices.id, outletId: kioskDevices.outletId })
    .from(kioskDevices)
    .where(and(eq(kioskDevices.tokenHash, tokenHash), isNull(kioskDevices.revokedAt)));
  return row ?? null;
}

/** Ends one tablet's device token at its outlet (leaving kiosk mode there). */
export async function revokeDevice(db: Db, outletId: number, tokenHash: string, at: Date): Promise<void> {
  await db
    .update(kioskDevices)
    .set({ revokedAt: at })
    .where(and(eq(kioskDevices.outletId, outletId), eq(kioskDevices.tokenHash, tokenHash)));
}

export async function findOutletName(db: Db, outletId: number): Promise<string | null> {
  const [row] = await db.select({ name: outlets.name }).from(outlets).where(eq(outlets.id, outletId));
  return row?.name ?? null;
}
