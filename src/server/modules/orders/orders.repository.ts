import { and, asc, desc, eq, getTableColumns, gte, is, isNotNull, lte, SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { OrderStatus } from "#shared/contract/orders.ts";
import { cairoDay } from "#shared/rules/opening-hours.ts";
import type { OrderActor } from "#shared/rules/order-lifecycle.ts";
import type { Db, Tx } from "../../db/database.ts";
import {
  idempotencyKeys,
  orderStatusChanges,
  orders,
  pickupCounters,
  slotLocks,
  users,
} from "../../db/schema.ts";
import { announce } from "../../events/live-events.ts";

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;

export const ORDER_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function insertOrder(tx: Db | Tx, order: NewOrder): Promise<void> {
  await tx.insert(orders).values(order);
}

export async function findOrder(db: Db | Tx, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row ?? null;
}

/** An order with the customer who placed it (the payment page's billing details). */
export async function findOrderWithCustomer(db: Db, id: string) {
  const [row] = await db
    .select({
      order: orders,
      customer: {
        firstName: users.username,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
        walkInOutletId: users.walkInOutletId,
      },
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * Moves an order on from the state it was read in, records the move and announces it to every
 * instance (heard at commit); false when it had already moved (someone else's move came first:
 * nothing is changed). Paid, it gets the outlet's next pickup number of the Cairo day.
 */
export async function moveStatus(
  tx: Tx,
  move: {
    order: Pick<OrderRow, "id" | "outletId" | "orderType" | "pickupNumber" | "pickupAt">;
    from: OrderStatus;
    to: OrderStatus;
    actor: OrderActor;
    actorRef?: string;
    at: Date;
  },
): Promise<boolean> {
  const { order } = move;
  // An order ahead is numbered among its slot's day's orders, on whose board it is called out.
  const pickupNumber =
    move.to === "paid" && order.pickupNumber === null
      ? await nextPickupNumber(tx, order.outletId, order.pickupAt ?? move.at)
      : order.pickupNumber;
  const moved = await tx
    .update(orders)
    .set({
      status: move.to,
      ...(move.to === "paid" ? { paidAt: move.at, pickupNumber } : {}),
      // A declined payment, or an order turned away, gives its place in its slot to others (and
      // frees the account's share of unpaid places).
      ...(GIVES_PLACE_BACK.includes(move.to) ? { slotHeldUntil: null } : {}),
    })
    .where(and(eq(orders.id, order.id), eq(orders.status, move.from)))
    .returning({ id: orders.id });
  if (moved.length === 0) return false;
  await tx.insert(orderStatusChanges).values({
    orderId: order.id,
    fromStatus: move.from,
    toStatus: move.to,
    actor: move.actor,
    actorRef: move.actorRef ?? null,
    at: move.at,
  });
  await announce(tx, {
    type: "order",
    id: order.id,
    outletId: order.outletId,
    status: move.to,
    orderType: order.orderType,
    pickupNumber,
    at: move.at.toISOString(),
  });
  return true;
}

/** Counts on the outlet's numbers of the day, under the counter row's lock (one per order). */
async function nextPickupNumber(tx: Tx, outletId: number, at: Date): Promise<number> {
  const [row] = await tx
    .insert(pickupCounters)
    .values({ outletId, day: cairoDay(at), last: 1 })
    .onConflictDoUpdate({
      target: [pickupCounters.outletId, pickupCounters.day],
      set: { last: sql`${pickupCounters.last} + 1` },
    })
    .returning({ last: pickupCounters.last });
  return row?.last ?? 1;
}

/**
 * An outlet's open orders (paid, in the store's hands; ordered ahead, from `showAheadUntil`
 * before their slot) with the customer's name and when each last moved, newest paid first.
 */
export async function openOrdersOf(db: Db, outletId: number, showAheadUntil: Date, limit = 500) {
  return (
    db
      .select({
        order: orders,
        firstName: users.username,
        movedAt:
          sql<Date>`(select max(${orderStatusChanges.at}) from ${orderStatusChanges} where ${orderStatusChanges.orderId} = ${orders.id})`.mapWith(
            (value: string | Date) => new Date(value),
          ),
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      // Written as the board's partial index is (orders_outlet_open_idx), so that it is used.
      .where(
        and(
          eq(orders.outletId, outletId),
          sql`${orders.status} in ('paid', 'accepted', 'preparing', 'ready', 'out_for_delivery')`,
          // An order ahead reaches the board a while before its slot.
          sql`(${orders.pickupAt} is null or ${orders.pickupAt} <= ${showAheadUntil})`,
        ),
      )
      .orderBy(desc(orders.paidAt))
      .limit(limit)
  );
}

/** The moves an order went through, oldest first. */
export async function statusChangesOf(db: Db, orderId: string) {
  return db
    .select()
    .from(orderStatusChanges)
    .where(eq(orderStatusChanges.orderId, orderId))
    .orderBy(asc(orderStatusChanges.at), asc(orderStatusChanges.id));
}

export async function findUsersOrder(db: Db, userId: number, id: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Past orders: the ones that were paid (even if given back since), newest first. */
export async function paidOrdersOf(db: Db, userId: number, limit = 50): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.paidAt)))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
}

// ---- Ordering ahead ----

/** The statuses in which an order holds its slot for good (paid, in the store's hands or done). */
const HOLDING = sql`('paid', 'accepted', 'preparing', 'ready', 'out_for_delivery', 'completed')`;
/** The moves after which an order holds no place in its slot, however long its hold had to run. */
const GIVES_PLACE_BACK: readonly OrderStatus[] = ["payment_failed", "rejected", "cancelled"];

/**
 * Takes the slot's lock for the rest of the transaction: whoever else counts or books this slot
 * waits until it commits.
 */
export async function lockSlot(tx: Tx, outletId: number, slotStart: Date): Promise<void> {
  await tx.insert(slotLocks).values({ outletId, slotStart }).onConflictDoNothing();
  await tx
    .select({ outletId: slotLocks.outletId })
    .from(slotLocks)
    .where(and(eq(slotLocks.outletId, outletId), eq(slotLocks.slotStart, slotStart)))
    .for("update");
}

/**
 * Orders holding each slot of an outlet from `from` on: paid ones, and unpaid ones whose hold
 * has not run out (their payment page's time; a declined payment ends it at once).
 */
export async function slotHolds(
  db: Db | Tx,
  outletId: number,
  range: { from: Date; to?: Date; at: Date; except?: string },
): Promise<Map<number, number>> {
  const rows = await db
    .select({ slot: orders.pickupAt, count: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(
      and(
        eq(orders.outletId, outletId),
        sql`${orders.pickupAt} is not null`,
        gte(orders.pickupAt, range.from),
        range.to ? lte(orders.pickupAt, range.to) : undefined,
        sql`(${orders.status} in ${HOLDING} or ${orders.slotHeldUntil} > ${range.at})`,
        range.except ? sql`${orders.id} <> ${range.except}` : undefined,
      ),
    )
    .groupBy(orders.pickupAt);
  return new Map(rows.map((row) => [(row.slot as Date).getTime(), row.count]));
}

/** An account's unpaid orders ahead whose place in their slot has not run out (`except`: one not to count). */
export async function unpaidHoldsOf(tx: Tx, userId: number, at: Date, except?: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        sql`${orders.pickupAt} is not null`,
        sql`${orders.status} not in ${HOLDING}`,
        sql`${orders.slotHeldUntil} > ${at}`,
        except ? sql`${orders.id} <> ${except}` : undefined,
      ),
    );
  return row?.count ?? 0;
}

/** An unpaid order ahead keeps (or again takes) its place in its slot until `until`, or not (null). */
export async function holdSlot(db: Db | Tx, orderId: string, until: Date | null): Promise<void> {
  await db.update(orders).set({ slotHeldUntil: until }).where(eq(orders.id, orderId));
}

/** Orders ahead of a new one at the outlet: paid, wanted as soon as possible, not yet ready. */
export async function queueLength(db: Db, outletId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(
      and(
        eq(orders.outletId, outletId),
        sql`${orders.pickupAt} is null`,
        sql`${orders.status} in ('paid', 'accepted', 'preparing')`,
      ),
    );
  return row?.count ?? 0;
}

// ---- Idempotency-Key ----

/**
 * Claims (user, key) and inserts the order in one statement, so in one transaction and one round
 * trip: the key's row (with the answer to replay) is inserted first, and the order only if that
 * claim succeeded. A concurrent twin's claim waits for this statement to commit, then finds the
 * key taken and inserts nothing. Returns false when the key was already taken.
 */
export async function insertOrderClaimingKey(
  db: Db,
  order: NewOrder,
  claim: { key: string; requestHash: string; responseStatus: number; responseBody: unknown },
): Promise<boolean> {
  let prepared = claimingInserts.get(db);
  if (!prepared) {
    const built = insertOrderClaimingKeyQuery(db);
    prepared = { ...built, statement: built.query.prepare("insert_order_claiming_key") };
    claimingInserts.set(db, prepared);
  }
  const inserted = await prepared.statement.execute({
    ...claim,
    userId: order.userId,
    ...prepared.orderColumns.values(order),
  });
  return inserted.length === 1;
}

/** insertOrderClaimingKey inside a transaction (an order ahead, under its slot's lock). */
export async function insertOrderClaimingKeyIn(
  tx: Tx,
  order: NewOrder,
  claim: { key: string; requestHash: string; responseStatus: number; responseBody: unknown },
): Promise<boolean> {
  const { query, orderColumns } = insertOrderClaimingKeyQuery(tx);
  const inserted = await query.execute({ ...claim, userId: order.userId, ...orderColumns.values(order) });
  return inserted.length === 1;
}

// Built once per database, not per order (PostgreSQL also parses and plans it once per connection).
const claimingInserts = new WeakMap<
  Db,
  ReturnType<typeof insertOrderClaimingKeyQuery> & {
    statement: { execute(values: Record<string, unknown>): Promise<unknown[]> };
  }
>();

function insertOrderClaimingKeyQuery(db: Db | Tx) {
  const orderColumns = insertSelectColumns(orders, "order_");
  const claimed = db.$with("claimed").as(
    db
      .insert(idempotencyKeys)
      .values({
        userId: sql.placeholder("userId"),
        key: sql.placeholder("key"),
        requestHash: sql.placeholder("requestHash"),
        responseStatus: sql.placeholder("responseStatus"),
        responseBody: sql.placeholder("responseBody"),
      })
      .onConflictDoNothing()
      .returning({ userId: idempotencyKeys.userId }),
  );
  const query = db
    .with(claimed)
    .insert(orders)
    .select(sql`select ${orderColumns.selectList} from ${claimed}`)
    .returning({ id: orders.id });
  return { query, orderColumns };
}

/**
 * A row of `table` as the select list of an INSERT ... SELECT with placeholders: every insertable
 * column in the order Drizzle's insert lists them, each placeholder cast to its column's type (a
 * SELECT gives parameters no type of their own), and a database default (`now()`) where the row
 * leaves the column out. `values(row)` fills the placeholders, encoded as Drizzle encodes them.
 */
function insertSelectColumns(table: PgTable, prefix: string) {
  const columns = Object.entries(getTableColumns(table))
    // The columns Drizzle leaves out of an insert: generated ones (not "by default").
    .filter(([, column]) => column.generated === undefined || column.generated.type === "byDefault");
  for (const [, column] of columns) {
    const sqlDefault = is(column.default, SQL);
    if (sqlDefault && !column.notNull) {
      // coalesce() below would turn an explicit null into the default.
      throw new Error(`${column.name}: a nullable column with a database default`);
    }
    if (
      column.generatedIdentity ||
      (column.hasDefault && column.default === undefined && !column.defaultFn)
    ) {
      // A serial or identity column: its DEFAULT cannot be written in a SELECT.
      throw new Error(`${column.name}: an insert-select needs a value for this column`);
    }
  }
  const selectList = sql.join(
    columns.map(([name, column]) => {
      const cell = sql`cast(${sql.placeholder(prefix + name)} as ${sql.raw(column.getSQLType())})`;
      return is(column.default, SQL) ? sql`coalesce(${cell}, ${column.default})` : cell;
    }),
    sql`, `,
  );
  const values = (row: Record<string, unknown>) => {
    const filled: Record<string, unknown> = {};
    for (const [name, column] of columns) {
      let value = row[name];
      if (value === undefined && column.defaultFn) value = column.defaultFn();
      if (value === undefined && !is(column.default, SQL)) value = column.default;
      if (is(value, SQL)) throw new Error(`${column.name}: an SQL value cannot fill a placeholder`);
      filled[prefix + name] = value === undefined || value === null ? null : column.mapToDriverValue(value);
    }
    return filled;
  };
  return { selectList, values };
}

export async function findIdempotencyKey(db: Db | Tx, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row ?? null;
}
