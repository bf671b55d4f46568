// What one event of an order's status stream changes in the orders the screens hold: the
// summary's order_details and the history's list. Pure, so the merge is tested without a cache.
import type { OrderStatusEvent } from "#shared/contract/order-status.ts";
import type { PastOrder } from "#shared/contract/orders.ts";
import { isFinalStatus } from "./order-progress.ts";

type WithStatus = Pick<PastOrder, "id" | "order_status" | "order_type" | "pickup_number">;

/** The order as the event says it is now; another order's event leaves it as it was. */
export function withStatusEvent<T extends WithStatus>(order: T, event: OrderStatusEvent): T {
  if (order.id !== event.id) return order;
  if (order.order_status === event.order_status && order.pickup_number === event.pickup_number) return order;
  return {
    ...order,
    order_status: event.order_status,
    order_type: event.order_type,
    // The number never goes away once given, whatever a late event says.
    pickup_number: event.pickup_number ?? order.pickup_number ?? null,
  };
}

/** The history with the event's order updated; the same list (no re-render) when it is not in it. */
export function historyWithStatusEvent<T extends WithStatus>(orders: T[], event: OrderStatusEvent): T[] {
  let changed = false;
  const next = orders.map((order) => {
    const updated = withStatusEvent(order, event);
    if (updated !== order) changed = true;
    return updated;
  });
  return changed ? next : orders;
}

/**
 * The orders of a list worth watching live: those not yet in a final state, the newest first
 * (the history comes newest first), at most `max` of them; the rest show their last fetch.
 */
export function liveOrderIds(
  orders: readonly Pick<PastOrder, "id" | "order_status">[],
  max: number,
): string[] {
  return orders
    .filter((order) => !isFinalStatus(order.order_status))
    .slice(0, max)
    .map((order) => order.id);
}
