// An order placed with no connection waits here (IndexedDB) with its idempotency key, and is sent
// once when the connection returns. Nothing is shown as placed before the server says so; the
// key makes a resend after a lost answer harmless.
import { del, get, set } from "idb-keyval";
import * as z from "zod/mini";
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

export async function queueOrder(order: QueuedOrder): Promise<void> {
  await set(QUEUE_KEY, order);
  announce();
}

export async function readQueuedOrder(): Promise<QueuedOrder | null> {
  try {
    const stored: unknown = await get(QUEUE_KEY);
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
  await del(QUEUE_KEY);
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
  | { kind: "still-offline" };

let flushing: Promise<FlushOutcome<unknown>> | null = null;

/**
 * Sends the queued order once. `send` places it (with the stored idempotency key) and throws
 * `{network: true}`-style errors when the connection is still missing.
 */
export function flushQueuedOrder<Answer>(
  send: (order: QueuedOrder) => Promise<Answer>,
  isNetworkError: (error: unknown) => boolean,
  errorMessage: (error: unknown) => string,
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
      try {
        const answer = await send(order);
        await dropQueuedOrder();
        return { kind: "placed", answer } as const;
      } catch (error) {
        if (isNetworkError(error)) return { kind: "still-offline" } as const;
        await dropQueuedOrder();
        return { kind: "refused", message: errorMessage(error) } as const;
      }
    } finally {
      flushing = null;
    }
  })();
  // A flush already under way was started by the same sender (one per app).
  return flushing as Promise<FlushOutcome<Answer>>;
}
