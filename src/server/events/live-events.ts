// What changed, told to every API instance on the database: an order moved, or an outlet's
// sold-out list changed. A change is announced with pg_notify inside the transaction that makes
// it, so it is heard exactly when it is committed (and never when rolled back), by whichever
// instance holds the customer's or the board's stream. PostgreSQL's LISTEN/NOTIFY is the broker;
// PGlite has the same within its one process.
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { OrderStatus } from "#shared/contract/orders.ts";
import type { Database, Db, Tx } from "../db/database.ts";

const CHANNEL = "storefront_events";

export type OrderMoved = {
  type: "order";
  id: string;
  outletId: number;
  status: OrderStatus;
  orderType: number;
  pickupNumber: number | null;
  at: string;
};
export type SoldOutChanged = { type: "sold_out"; outletId: number };
export type LiveEvent = OrderMoved | SoldOutChanged;

/** Announces a change; heard by every instance once `tx` commits. */
export async function announce(tx: Tx | Db, event: LiveEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(event)})`);
}

type Listener<T> = (event: T) => void;

/**
 * This instance's one LISTEN, fanned out to the streams open here: by order (a customer's
 * screen) and by outlet (a board). `onResume` listeners hear that events may have been missed.
 */
export function createLiveEvents(database: Pick<Database, "listen">, log: FastifyBaseLogger) {
  const byOrder = new Map<string, Set<Listener<OrderMoved>>>();
  const byOutlet = new Map<number, Set<Listener<LiveEvent>>>();
  const everything = new Set<Listener<LiveEvent>>();
  const resumed = new Set<() => void>();
  let stop: (() => Promise<void>) | null = null;

  const add = <K, T>(map: Map<K, Set<T>>, key: K, listener: T) => {
    const set = map.get(key) ?? new Set<T>();
    map.set(key, set);
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && map.get(key) === set) map.delete(key);
    };
  };

  const deliver = (payload: string) => {
    let event: LiveEvent;
    try {
      event = JSON.parse(payload) as LiveEvent;
    } catch {
      return;
    }
    if (event.type === "order") for (const listener of byOrder.get(event.id) ?? []) listener(event);
    for (const listener of byOutlet.get(event.outletId) ?? []) listener(event);
    for (const listener of everything) listener(event);
  };

  return {
    async start(): Promise<void> {
      stop = await database.listen(CHANNEL, deliver, () => {
        log.warn("Live events: listening again after a lost connection; open streams reload");
        for (const listener of resumed) listener();
      });
    },
    async stop(): Promise<void> {
      await stop?.();
      stop = null;
    },
    /** Hears the moves of one order; returns the function that stops. */
    onOrder: (orderId: string, listener: Listener<OrderMoved>) => add(byOrder, orderId, listener),
    /** Hears everything about one outlet; returns the function that stops. */
    onOutlet: (outletId: number, listener: Listener<LiveEvent>) => add(byOutlet, outletId, listener),
    /** Hears every event (this instance's caches). */
    onEvery(listener: Listener<LiveEvent>) {
      everything.add(listener);
      return () => {
        everything.delete(listener);
      };
    },
    /** Streams open on this instance (the live-status benchmark reads it). */
    listenerCount: () =>
      [...byOrder.values(), ...byOutlet.values()].reduce((count, set) => count + set.size, 0),
    /** Hears that events may have been missed (the listening connection was lost and is back). */
    onResume(listener: () => void) {
      resumed.add(listener);
      return () => {
        resumed.delete(listener);
      };
    },
  };
}
export type LiveEvents = ReturnType<typeof createLiveEvents>;
