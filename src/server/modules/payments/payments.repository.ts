import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/database.ts";
import { payments } from "../../db/schema.ts";

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
