// Paid orders reach the POS through a durable outbox: the row is written in the same
// transaction that marks the order paid, and retried until the POS accepts it (or the order is
// turned away first). A crash between payment and hand-off loses nothing; the POS accepts each
// order once.
import { and, asc, eq, gte, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import type { OracleResponse } from "#shared/contract/orders.ts";
import type { PosCheckStatus, PosGateway, PosOrder } from "../../adapters/pos/pos.port.ts";
import type { Db, Tx } from "../../db/database.ts";
import { posOutbox } from "../../db/schema.ts";
import { noMetrics, type ServiceMetrics } from "../../http/metrics.ts";
import { every } from "../../jobs/every.ts";

const LOCK_SECONDS = 30;
const MAX_BACKOFF_SECONDS = 300;
// A check is followed until it is voided, for as long as a store day lasts.
const FOLLOW_CHECKS_HOURS = 24;

export function createPosOutbox(
  db: Db,
  pos: PosGateway,
  log: { warn(object: object, message: string): void; error(object: object, message: string): void },
  /** The order as the POS takes it, null when it is not to be made (the orders module owns orders). */
  orderForPos: (orderId: string) => Promise<PosOrder | null>,
  /** Told when a check's state at the POS changes (the order's lifecycle follows it). */
  onCheckStatus: (orderId: string, status: PosCheckStatus) => Promise<void> = async () => {},
  now: () => Date = () => new Date(),
  metrics: Pick<ServiceMetrics, "posHandOff"> = noMetrics,
) {
  /** Claims due rows (FOR UPDATE SKIP LOCKED: several instances share the work). */
  async function claim(limit: number): Promise<string[]> {
    const at = now();
    const lockedUntil = new Date(at.getTime() + LOCK_SECONDS * 1000);
    const result = await db.execute(sql`
      update ${posOutbox} set locked_until = ${lockedUntil.toISOString()}
      where ${posOutbox.orderId} in (
        select ${posOutbox.orderId} from ${posOutbox}
        where ${posOutbox.deliveredAt} is null
          and ${posOutbox.nextAttemptAt} <= ${at.toISOString()}
          and (${posOutbox.lockedUntil} is null or ${posOutbox.lockedUntil} <= ${at.toISOString()})
        order by ${posOutbox.nextAttemptAt}
        limit ${limit}
        for update skip locked
      )
      returning ${posOutbox.orderId} as order_id`);
    // Both drivers (pg and PGlite) answer raw queries with `{ rows }`.
    return (result as unknown as { rows: { order_id: string }[] }).rows.map((row) => row.order_id);
  }

  async function deliver(orderId: string): Promise<void> {
    const [found] = await db
      .select({ attempts: posOutbox.attempts })
      .from(posOutbox)
      .where(eq(posOutbox.orderId, orderId));
    if (!found) return;
    const order = await orderForPos(orderId);
    if (!order) {
      // Turned away while the POS could not be reached: no check, no kitchen ticket, for an order
      // whose money went back. The row is done with, and says why.
      await db
        .update(posOutbox)
        .set({
          deliveredAt: now(),
          lockedUntil: null,
          lastError: "Not handed over: the order was turned away first.",
        })
        .where(and(eq(posOutbox.orderId, orderId), isNull(posOutbox.deliveredAt)));
      return;
    }
    try {
      const accepted = await pos.submit(order);
      await db
        .update(posOutbox)
        .set({
          deliveredAt: now(),
          posReference: accepted.reference,
          oracleResponse: accepted.oracleResponse,
          attempts: found.attempts + 1,
          lockedUntil: null,
          lastError: null,
        })
        .where(and(eq(posOutbox.orderId, orderId), isNull(posOutbox.deliveredAt)));
      metrics.posHandOff("accepted");
    } catch (error) {
      metrics.posHandOff("failed");
      const attempts = found.attempts + 1;
      const backoff = Math.min(MAX_BACKOFF_SECONDS, 2 ** Math.min(attempts, 8));
      log.warn(
        { orderId, attempts, reason: (error as Error).message },
        "POS did not take the order; will retry",
      );
      await db
        .update(posOutbox)
        .set({
          attempts,
          lastError: (error as Error).message.slice(0, 500),
          nextAttemptAt: new Date(now().getTime() + backoff * 1000),
          lockedUntil: null,
        })
        .where(eq(posOutbox.orderId, orderId));
    }
  }

  let running: Promise<number> | null = null;

  return {
    /**
     * Queues a paid order for the POS, in the transaction that marks it paid; not before
     * `notBefore` when given (an order ahead reaches the kitchen shortly before its slot).
     */
    async enqueue(tx: Tx, orderId: string, notBefore?: Date): Promise<void> {
      await tx
        .insert(posOutbox)
        .values({ orderId, nextAttemptAt: notBefore ?? now() })
        .onConflictDoNothing();
    },

    /** The POS's receipt of an order it has taken; null before. */
    async oracleResponse(orderId: string): Promise<OracleResponse | null> {
      const [row] = await db
        .select({ oracleResponse: posOutbox.oracleResponse })
        .from(posOutbox)
        .where(eq(posOutbox.orderId, orderId))
        .limit(1);
      return row?.oracleResponse ?? null;
    },

    /** Hands every due order to the POS; returns how many were attempted. */
    drain(): Promise<number> {
      running ??= (async () => {
        try {
          let attempted = 0;
          for (;;) {
            const batch = await claim(10);
            if (batch.length === 0) return attempted;
            for (const orderId of batch) await deliver(orderId);
            attempted += batch.length;
          }
        } finally {
          running = null;
        }
      })();
      return running;
    },

    /**
     * Polls for due orders, and every `statusEveryMs` for the state of open checks, until stopped
     * (main.ts); returns the stop function.
     */
    start(intervalMs = 2000, statusEveryMs = 30_000): () => Promise<void> {
      const stopDrain = every(
        intervalMs,
        () => this.drain(),
        (error) => log.error({ err: error }, "POS outbox pass failed"),
      );
      const stopStatuses = every(
        statusEveryMs,
        () => this.refreshStatuses(),
        (error) => log.error({ err: error }, "POS status pass failed"),
      );
      return async () => {
        await Promise.all([stopDrain(), stopStatuses()]);
      };
    },

    /**
     * Reads the state of the checks the POS has taken in the last day and not voided (the one read
     * longest ago first) and keeps what changed; returns how many changed. A POS that cannot tell
     * is not asked.
     */
    async refreshStatuses(limit = 20): Promise<number> {
      const checkStatus = pos.checkStatus?.bind(pos);
      if (!checkStatus) return 0;
      const at = now();
      const rows = await db
        .select({
          orderId: posOutbox.orderId,
          reference: posOutbox.posReference,
          status: posOutbox.posStatus,
        })
        .from(posOutbox)
        .where(
          and(
            isNotNull(posOutbox.posReference),
            gte(posOutbox.deliveredAt, new Date(at.getTime() - FOLLOW_CHECKS_HOURS * 3600_000)),
            // A paid check closes at once; the store may still void it.
            or(isNull(posOutbox.posStatus), ne(posOutbox.posStatus, "voided")),
          ),
        )
        .orderBy(sql`${posOutbox.posStatusCheckedAt} asc nulls first`, asc(posOutbox.deliveredAt))
        .limit(limit);
      let changed = 0;
      for (const row of rows) {
        let status: Awaited<ReturnType<typeof checkStatus>>;
        try {
          status = await checkStatus(row.reference ?? "");
        } catch (error) {
          log.warn({ orderId: row.orderId, reason: (error as Error).message }, "POS check status not read");
          continue;
        }
        const moved = status !== null && status !== row.status;
        await db
          .update(posOutbox)
          .set({ posStatusCheckedAt: at, ...(moved ? { posStatus: status, posStatusAt: at } : {}) })
          .where(eq(posOutbox.orderId, row.orderId));
        if (status === null || !moved) continue;
        changed += 1;
        try {
          await onCheckStatus(row.orderId, status);
        } catch (error) {
          log.error({ err: error, orderId: row.orderId, status }, "the order could not follow its POS check");
        }
      }
      return changed;
    },

    async pending(): Promise<number> {
      const rows = await db
        .select({ orderId: posOutbox.orderId })
        .from(posOutbox)
        .where(isNull(posOutbox.deliveredAt));
      return rows.length;
    },
  };
}
export type PosOutbox = ReturnType<typeof createPosOutbox>;
