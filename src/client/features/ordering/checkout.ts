// What Place order sends and checks: the session's selections turned into the spec's checks
// (section 5) and place_order's body (section 7).
import type { CheckoutSelections } from "#client/session/ordering-session.ts";
import type { CartLine } from "#shared/contract/cart.ts";
import { ORDER_TYPE } from "#shared/contract/order-type.ts";
import type { Outlet } from "#shared/contract/outlets.ts";
import type { PAYMENT_METHODS, PlaceOrderBody } from "#shared/contract/place-order.ts";
import type { PlaceOrderContext } from "#shared/rules/place-order-checks.ts";

export const PAYMENT_METHOD_CARD = "card" satisfies (typeof PAYMENT_METHODS)[number];

/**
 * The spec's checks as the cart runs them. `at`: now, or the slot ordered ahead for: as on the
 * server, a delivery outlet's hours are checked at the time the order is wanted.
 */
export function placeOrderContext(
  selections: CheckoutSelections,
  paymentMethod: string | null,
  outlets: readonly Outlet[] | undefined,
  at: Date,
): PlaceOrderContext {
  const delivery = selections.orderType === ORDER_TYPE.delivery;
  const address = delivery ? selections.address : null;
  const outlet = address
    ? outlets?.find((candidate) => candidate.id === address.closest_outlet_id)
    : undefined;
  return {
    loggedIn: selections.loggedIn,
    paymentMethod,
    orderType: selections.orderType,
    pickupOutletId: delivery ? null : selections.pickupOutletId,
    address: address ? { id: address.id, closestOutletId: address.closest_outlet_id } : null,
    // Outlets not loaded (offline): the server judges the outlet and its hours.
    deliveryOutlet:
      outlets === undefined
        ? undefined
        : outlet
          ? {
              name: outlet.name,
              deliveryEnabled: outlet.delivery_enabled,
              openingTimes: outlet.opening_times,
            }
          : null,
    now: at,
  };
}

/**
 * place_order's body: the cart lines as a JSON string, the selection for the order type, and the
 * slot ordered ahead for. As soon as possible sends no pickup_at at all: the spec's body exactly.
 */
export function placeOrderBody(
  lines: readonly CartLine[],
  selections: CheckoutSelections,
  paymentMethod: PlaceOrderBody["selected_method"],
  pickupAt: string | null = null,
): PlaceOrderBody {
  const delivery = selections.orderType === ORDER_TYPE.delivery;
  return {
    data: JSON.stringify(lines),
    order_type: selections.orderType,
    selected_address_id: delivery && selections.address ? selections.address.id : "",
    selected_outlet_id: !delivery && selections.pickupOutletId !== null ? selections.pickupOutletId : "",
    selected_method: paymentMethod,
    ...(pickupAt ? { pickup_at: pickupAt } : {}),
  };
}
