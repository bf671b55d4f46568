// An order placed with no connection waits here (IndexedDB) with its idempotency key, and is sent
// once when the connection returns. Nothing is shown as placed before the server says so; the
// key makes a resend after a lost answer harmless. An order ahead keeps its slot; one whose slot
// has passed meanwhile is not sent late: the customer chooses a time again. Where IndexedDB does
// not answer, the order waits in local storage instead: queueing must never hang the checkout.
import { del, get, set } from "idb-keyval";
import * as z from "zod/mini";
import { indexedDbSilent, withinIndexedDbWait } from "#client/lib/indexed-db-wait.ts";
import {
  forgetQueuedOrderCopy,
  keepQueuedOrderCopy,
  queuedOrderCopy,
} from "#client/session/queued-order-copy.ts";
import { IDEMPOTENCY_KEY_PATTERN } from "#shared/contract/endpoint.ts";
import type { placeOrderRequestSchema } from "#shared/contract/place-order.ts";

const QUEUE_KEY = "storefront-queued-order";

const queuedOrderSchema = (body: typeof placeOrderRequestSchema) =>
  z.object({
    body,
    idempotencyKey: z.string().check(z.regex(IDEMPOTENCY_KEY_PATTERN)),
    queuedAt: z.number(),
    /** The cart's expiry when the order was queued: past it, the order is dropped, not sent. */
    expiresAt: z.number(),
  });
export type QueuedOrder = z.output<ReturnType<typeof queuedOrderSchema>>;

const QUEUE_EVENT = "storefront:order-queue";
const announce = () => window.dispatchEvent(new Event(QUEUE_EVENT));

/** Rejected only if neither IndexedDB nor local storage could keep it. */
export async function queueOrder(order: QueuedOrder): Promise<void> {
  try {
    await withinIndexedDbWait(set(QUEUE_KEY, order), indexedDbSilent);
  } catch {
    keepQueuedOrderCopy(order);
  }
  announce();
}

async function storedOrder(): Promise<unknown> {
  const inIndexedDb: unknown = await withinIndexedDbWait(get(QUEUE_KEY), () => undefined).catch(
    () => undefined,
  );
  return inIndexedDb ?? queuedOrderCopy();
}

export async function readQueuedOrder(): Promise<QueuedOrder | null> {
  try {
    const stored = await storedOrder();
    if (stored === undefined) return null;
    // Every start looks for a queued order: the place_order contract loads only when one is there.
    const { placeOrderRequestSchema } = await import("#shared/contract/place-order.ts");
    const parsed = queuedOrderSchema(placeOrderRequestSchema).safeParse(stored);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function dropQueuedOrder(): Promise<void> {
  forgetQueuedOrderCopy();
  await withinIndexedDbWait(del(QUEUE_KEY), () => undefined).catch(() => undefined);
  announce();
}

export function onQueueChange(listener: () => void): () => void {
  window.addEventListener(QUEUE_EVENT, listener);
  return () => window.removeEventListener(QUEUE_EVENT, listener);
}

export type FlushOutcome<Answer> =
  | { kind: "empty" }
  | { kind: "expired" }
  | { kind: "placed"; answer: Answer }
  | { kind: "refused"; message: string }
  /** Its slot passed while it waited (not sent), or the server refused the time: choose again. */
  | { kind: "choose-time"; message?: string }
  | { kind: "still-offline" };

/** A failed send as ordering reads it (its place_order failures). */
export type SendFailure =
  /** The connection is still missing: the order stays queued. */
  | { kind: "still-offline" }
  /** The server refused it: the customer is told why. */
  | { kind: "refused"; message: string }
  /** The server refused the chosen time (passed, too soon, full): the customer chooses another. */
  | { kind: "choose-time"; message: string };

/** An order ahead whose slot has begun (by this device's clock) is not sent. */
export function slotHasPassed(order: QueuedOrder, now: number): boolean {
  const pickupAt = order.body.pickup_at;
  if (!pickupAt) return false;
  const start = Date.parse(pickupAt);
  return !Number.isNaN(start) && start <= now;
}

let flushing: Promise<FlushOutcome<unknown>> | null = null;

/**
 * Sends the queued order once. `send` places it (with the stored idempotency key); `readFailure`
 * tells whether a failure leaves it queued or refused.
 */
export function flushQueuedOrder<Answer>(
  send: (order: QueuedOrder) => Promise<Answer>,
  readFailure: (error: unknown) => SendFailure,
  now = Date.now(),
): Promise<FlushOutcome<Answer>> {
  // One flush at a time: the online event and a page load may both ask.
  flushing ??= (async () => {
    try {
      const order = await readQueuedOrder();
      if (!order) return { kind: "empty" } as const;
      if (now >= order.expiresAt) {
        await dropQueuedOrder();
        return { kind: "expired" } as const;
      }
      if (slotHasPassed(order, now)) {
        // Dropped, not sent late: the cart is still there for a new time.
        await dropQueuedOrder();
        return { kind: "choose-time" } as const;
      }
      try {
        const answer = await send(order);
        await dropQueuedOrder();
        return { kind: "placed", answer } as const;
      } catch (error) {
        const failure = readFailure(error);
        if (failure.kind !== "still-offline") await dropQueuedOrder();
        return failure;
      }
    } finally {
      flushing = null;
    }
  })();
  // A flush already under way was started by the same sender (one per app).
  return flushing as Promise<FlushOutcome<Answer>>;
}
