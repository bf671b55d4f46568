import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/database.ts";
import { idempotencyKeys, orders, outlets, posOutbox } from "../../db/schema.ts";

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;

export async function insertOrder(tx: Db | Tx, order: NewOrder): Promise<void> {
  await tx.insert(orders).values(order);
}

export async function findOrder(db: Db, id: string) {
  const [row] = await db
    .select({ order: orders, outletName: outlets.name, oracleResponse: posOutbox.oracleResponse })
    .from(orders)
    .innerJoin(outlets, eq(outlets.id, orders.outletId))
    .leftJoin(posOutbox, eq(posOutbox.orderId, orders.id))
    .where(eq(orders.id, id))
    .limit(1);
  return row ?? null;
}

export async function findUsersOrder(db: Db, userId: number, id: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Past orders: the ones that were paid, newest first. */
export async function paidOrdersOf(db: Db, userId: number, limit = 50): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, ["paid"])))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
}

// ---- Idempotency-Key ----

/** Claims the key inside the order's transaction; a concurrent twin waits for it to commit. */
export async function claimIdempotencyKey(tx: Tx, userId: number, key: string, requestHash: string) {
  const rows = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function storeIdempotentResponse(
  tx: Tx,
  userId: number,
  key: string,
  status: number,
  body: unknown,
) {
  await tx
    .update(idempotencyKeys)
    .set({ responseStatus: status, responseBody: body })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

export async function findIdempotencyKey(db: Db, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row ?? null;
}
