// One Idempotency-Key per checkout attempt, kept in local storage with the request it belongs to
// until the server confirms the order. A double tap, a retry after a lost answer or a reload sends
// the same key with the same body, so the server makes one order. Another body (the cart or the
// address changed) is another attempt with a new key: the server refuses a key reused for a
// different request. The cart imports this module itself (not through ordering-session.ts), so
// the place_order schema it validates with stays off the other screens' start-up code.
import * as z from "zod/mini";
import { readJson, storageKeys, writeJson } from "#client/lib/storage.ts";
import { IDEMPOTENCY_KEY_PATTERN } from "#shared/contract/endpoint.ts";
import { type PlaceOrderBody, placeOrderRequestSchema } from "#shared/contract/place-order.ts";

/** An attempt older than the cart's lifetime is not resumed. */
const ATTEMPT_LIFETIME_MS = 24 * 60 * 60 * 1000;

const attemptSchema = z.lazy(() =>
  z.object({
    idempotencyKey: z.string().check(z.regex(IDEMPOTENCY_KEY_PATTERN)),
    body: placeOrderRequestSchema,
    createdAt: z.number(),
  }),
);
export type CheckoutAttempt = { idempotencyKey: string; body: PlaceOrderBody; createdAt: number };

export function newIdempotencyKey(): string {
  // randomUUID needs a secure context; plain http on a LAN address has only getRandomValues.
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The attempt waiting for the server's confirmation, if any. */
export function pendingCheckout(now = Date.now()): CheckoutAttempt | null {
  const attempt = readJson(storageKeys.pendingCheckout, attemptSchema);
  return attempt && now - attempt.createdAt <= ATTEMPT_LIFETIME_MS ? attempt : null;
}

/** The same cart, selections and payment method, whatever the time. */
const sameOrder = (a: PlaceOrderBody, b: PlaceOrderBody) =>
  a.data === b.data &&
  a.order_type === b.order_type &&
  a.selected_address_id === b.selected_address_id &&
  a.selected_outlet_id === b.selected_outlet_id &&
  a.selected_method === b.selected_method;

// Another time is another order: as soon as possible is sent as no pickup_at at all.
const sameBody = (a: PlaceOrderBody, b: PlaceOrderBody) =>
  sameOrder(a, b) && (a.pickup_at ?? null) === (b.pickup_at ?? null);

/**
 * The slot the pending attempt was for, when it is this same order: after a reload the cart
 * offers that time again, so a retry sends the same request with the same key.
 */
export function pendingPickupAt(body: PlaceOrderBody, now = Date.now()): string | null {
  const pending = pendingCheckout(now);
  return pending && sameOrder(pending.body, body) ? (pending.body.pickup_at ?? null) : null;
}

/** The attempt for this request: the pending one when it is the same request, else a new one. */
export function checkoutAttemptFor(
  body: PlaceOrderBody,
  now = Date.now(),
  makeKey: () => string = newIdempotencyKey,
): CheckoutAttempt {
  const pending = pendingCheckout(now);
  if (pending && sameBody(pending.body, body)) return pending;
  const attempt: CheckoutAttempt = { idempotencyKey: makeKey(), body, createdAt: now };
  try {
    writeJson(storageKeys.pendingCheckout, attempt);
  } catch {
    // Storage full or disabled: the key still protects this page's taps and retries.
  }
  return attempt;
}
