import { and, eq, lte } from "drizzle-orm";
import type { Db, Tx } from "../../db/database.ts";
import { paymentSessions, payments } from "../../db/schema.ts";

/** The outcome already recorded for a provider reference, or null. */
export async function recordedOutcome(tx: Tx, providerReference: string) {
  const [row] = await tx
    .select({ outcome: payments.outcome })
    .from(payments)
    .where(eq(payments.providerReference, providerReference))
    .limit(1);
  return row?.outcome ?? null;
}

export async function insertPayment(tx: Tx, payment: typeof payments.$inferInsert): Promise<void> {
  await tx.insert(payments).values(payment);
}

/** Records a payment unless its provider reference is already recorded (a twin wrote it first). */
export async function insertPaymentOnce(db: Db, payment: typeof payments.$inferInsert): Promise<void> {
  await db.insert(payments).values(payment).onConflictDoNothing({ target: payments.providerReference });
}

/** The order's approved payment, if it has one. */
export async function approvedPaymentOf(db: Db, orderId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.outcome, "approved")))
    .limit(1);
  return row ?? null;
}

/** Records what became of an approved payment owed back: given back, or to refund by hand. */
export async function markGivenBack(
  db: Db,
  id: number,
  outcome: "refunded" | "refund_failed",
  message: string,
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ outcome, message })
    .where(and(eq(payments.id, id), eq(payments.outcome, "approved")))
    .returning({ id: payments.id });
  return rows.length === 1;
}

/** Remembers a payment page the provider opened (the same page twice is one row). */
export async function openSession(
  db: Db,
  session: { providerOrderId: string; orderId: string; amount: number; createdAt: Date },
) {
  await db
    .insert(paymentSessions)
    .values({ ...session, status: "open" })
    .onConflictDoNothing({ target: paymentSessions.providerOrderId });
}

export async function findSession(db: Db | Tx, providerOrderId: string) {
  const [row] = await db
    .select()
    .from(paymentSessions)
    .where(eq(paymentSessions.providerOrderId, providerOrderId))
    .limit(1);
  return row ?? null;
}

export async function closeSession(
  db: Db | Tx,
  providerOrderId: string,
  status: "settled" | "expired",
  at: Date,
) {
  await db
    .update(paymentSessions)
    .set({ status, settledAt: at })
    .where(and(eq(paymentSessions.providerOrderId, providerOrderId), eq(paymentSessions.status, "open")));
}

/** Sessions still open that were opened before `before`, oldest first. */
export async function openSessionsBefore(db: Db, before: Date, limit: number) {
  return db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.status, "open"), lte(paymentSessions.createdAt, before)))
    .orderBy(paymentSessions.createdAt)
    .limit(limit);
}
