// Paid orders reach the POS through a durable outbox: the row is written in the same
// transaction that marks the order paid, and retried until the POS accepts it. A crash between
// payment and hand-off loses nothing; the POS accepts each order once.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { OracleResponse } from "#shared/contract/orders.ts";
import type { PosGateway, PosOrder } from "../../adapters/pos/pos.port.ts";
import type { Db, Tx } from "../../db/database.ts";
import { posOutbox } from "../../db/schema.ts";

const LOCK_SECONDS = 30;
const MAX_BACKOFF_SECONDS = 300;

export function createPosOutbox(
  db: Db,
  pos: PosGateway,
  log: { warn(object: object, message: string): void; error(object: object, message: string): void },
  /** The order as the POS takes it (the orders module owns orders). */
  orderForPos: (orderId: string) => Promise<PosOrder | null>,
) {
  /** Claims due rows (FOR UPDATE SKIP LOCKED: several instances share the work). */
  async function claim(limit: number): Promise<string[]> {
    const now = new Date();
    const lockedUntil = new Date(now.getTime() + LOCK_SECONDS * 1000);
    const result = await db.execute(sql`
      update ${posOutbox} set locked_until = ${lockedUntil.toISOString()}
      where ${posOutbox.orderId} in (
        select ${posOutbox.orderId} from ${posOutbox}
        where ${posOutbox.deliveredAt} is null
          and ${posOutbox.nextAttemptAt} <= ${now.toISOString()}
          and (${posOutbox.lockedUntil} is null or ${posOutbox.lockedUntil} <= ${now.toISOString()})
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
    const order = found ? await orderForPos(orderId) : null;
    if (!found || !order) return;
    try {
      const accepted = await pos.submit(order);
      await db
        .update(posOutbox)
        .set({
          deliveredAt: new Date(),
          posReference: accepted.reference,
          oracleResponse: accepted.oracleResponse,
          attempts: found.attempts + 1,
          lockedUntil: null,
          lastError: null,
        })
        .where(and(eq(posOutbox.orderId, orderId), isNull(posOutbox.deliveredAt)));
    } catch (error) {
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
          nextAttemptAt: new Date(Date.now() + backoff * 1000),
          lockedUntil: null,
        })
        .where(eq(posOutbox.orderId, orderId));
    }
  }

  let running: Promise<number> | null = null;

  return {
    /** Queues a paid order for the POS, in the transaction that marks it paid. */
    async enqueue(tx: Tx, orderId: string): Promise<void> {
      await tx.insert(posOutbox).values({ orderId }).onConflictDoNothing();
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

    /** Polls for due orders until stopped (main.ts); returns the stop function. */
    start(intervalMs = 2000): () => Promise<void> {
      const timer = setInterval(() => {
        this.drain().catch((error) => log.error({ err: error }, "POS outbox pass failed"));
      }, intervalMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await running;
      };
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
