// Tapping Place order, from the spec's checks (section 5) to the server's answer (section 8), apart
// from the panel that shows how it ended, so that each ending is tested.
import type { QueuedOrder } from "#client/features/offline/order-queue.ts";
import { checkoutAttemptFor } from "#client/session/checkout-attempt.ts";
import { orderingSession as session } from "#client/session/ordering-session.ts";
import type { CartLine } from "#shared/contract/cart.ts";
import { ORDER_TYPE } from "#shared/contract/order-type.ts";
import type { Outlet } from "#shared/contract/outlets.ts";
import { orderAheadMessages } from "#shared/rules/order-ahead.ts";
import { firstFailedCheck } from "#shared/rules/place-order-checks.ts";
import type { PlaceOrderAnswer, PlaceOrderSubmission } from "./api/place-order.ts";
import { PAYMENT_METHOD_CARD, placeOrderBody, placeOrderContext } from "./checkout.ts";
import { forgetPickupTimes } from "./pickup-choice.ts";
import { placeOrderFailure } from "./place-order-failure.ts";

export type PlaceOrderOutcome =
  /** Placed: its answer says whether the payment page comes next. */
  | { kind: "placed"; answer: PlaceOrderAnswer }
  /** No connection: the order waits, with its key, and is sent when the connection returns. */
  | { kind: "queued" }
  /** Not logged in, by the check or by the server: the customer logs in first. */
  | { kind: "login" }
  /** A check failed, here or on the server. */
  | { kind: "refused"; message: string }
  /** No time chosen, or the server refused it (full, passed): `stale`, the times offered are out of date. */
  | { kind: "choose-time"; message: string; stale: boolean }
  /** The request got no answer. */
  | { kind: "no-answer" }
  /** The server failed. */
  | { kind: "server-error"; error: unknown };

export type PlaceOrderRequest = {
  lines: CartLine[];
  method: string | null;
  /** null: as soon as possible, with no picker (a kiosk); undefined: later, with no time chosen yet. */
  pickupAt: string | null | undefined;
  now: Date;
  online: boolean;
  /** The outlets, for a delivery's checks; undefined when they cannot be had (the server checks again). */
  outlets: () => Promise<Outlet[] | undefined>;
  submit: (order: PlaceOrderSubmission) => Promise<PlaceOrderAnswer>;
  queue: (order: QueuedOrder) => Promise<void>;
};

/** Checks the stored selections, then places the order, or queues it when offline. */
export async function placeOrder(request: PlaceOrderRequest): Promise<PlaceOrderOutcome> {
  const { lines, method, pickupAt, now } = request;
  try {
    const selections = session.checkoutSelections();
    const outlets =
      selections.orderType === ORDER_TYPE.delivery && selections.address
        ? await request.outlets()
        : undefined;
    const wantedAt = pickupAt ? new Date(pickupAt) : now;
    const failed = firstFailedCheck(placeOrderContext(selections, method, outlets, wantedAt));
    if (failed?.check === "login") return { kind: "login" };
    if (failed) return { kind: "refused", message: failed.message };
    if (pickupAt === undefined)
      return { kind: "choose-time", message: orderAheadMessages.invalid, stale: false };

    const { body, idempotencyKey } = checkoutAttemptFor(
      placeOrderBody(lines, selections, PAYMENT_METHOD_CARD, pickupAt),
    );
    if (!request.online) {
      // Nothing is placed until the server says so: the cart stays.
      await request.queue({
        body,
        idempotencyKey,
        queuedAt: now.getTime(),
        expiresAt: session.cartExpiresAt(),
      });
      return { kind: "queued" };
    }
    const answer = await request.submit({ body, idempotencyKey });
    forgetPickupTimes(); // the next checkout starts from as soon as possible again
    return { kind: "placed", answer };
  } catch (error) {
    const failure = placeOrderFailure(error);
    if (failure.kind === "login") return { kind: "login" };
    if (failure.kind === "time") return { kind: "choose-time", message: failure.message, stale: true };
    if (failure.kind === "check") return { kind: "refused", message: failure.message };
    if (failure.kind === "network") return { kind: "no-answer" };
    // The key was used for another request: the next tap starts a new attempt.
    if (failure.staleKey) session.forgetCheckoutAttempt();
    return { kind: "server-error", error };
  }
}
