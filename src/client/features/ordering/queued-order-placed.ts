// The ending of an order sent from the offline queue once the connection returned: as for one
// placed from the cart (spec section 4), the attempt is over and the cart, the time chosen and the
// selections are cleared. But the customer may be anywhere in the app by then, so nothing takes
// them away: the sent order is kept for the notice that offers "Pay now" (features/offline). Were
// storage to refuse it, the payment page opens as it does for an order placed from the cart.
// Loaded only when a queued order has been placed.
import { orderingSession } from "#client/session/ordering-session.ts";
import { rememberSentOrder } from "#client/session/sent-order.ts";
import type { PlaceOrderAnswer } from "./api/place-order.ts";
import { forgetPickupTimes } from "./pickup-choice.ts";

export function queuedOrderPlaced(answer: PlaceOrderAnswer): void {
  orderingSession.orderPlaced();
  forgetPickupTimes();
  if (!rememberSentOrder(answer) && answer.url) window.location.assign(answer.url);
}
