import type { QueryClient } from "@tanstack/react-query";
import { openEventStream, type StreamHandlers } from "#client/lib/event-stream.ts";
import { type OrderStatusEvent, orderStatusStream } from "#shared/contract/order-status.ts";
import { historyWithStatusEvent, withStatusEvent } from "../order-status-event.ts";
import { orderDetailsQueryOptions } from "./get-order-details.ts";
import { orderHistoryQueryOptions } from "./get-order-history.ts";

/**
 * GET order_status/{id}/events: the order's state at once, then each move the store makes. No
 * token, like order_details (the id is the capability). Returns the function that closes it.
 */
export function watchOrderStatus(
  orderId: string,
  handlers: StreamHandlers<typeof orderStatusStream>,
): () => void {
  return openEventStream(orderStatusStream, { id: orderId }, handlers);
}

/** Writes an event into the cached order_details and order_history, so every screen shows it. */
export function applyOrderStatusEvent(queryClient: QueryClient, event: OrderStatusEvent): void {
  queryClient.setQueryData(orderDetailsQueryOptions(event.id).queryKey, (order) =>
    order ? withStatusEvent(order, event) : order,
  );
  queryClient.setQueryData(orderHistoryQueryOptions().queryKey, (orders) =>
    orders ? historyWithStatusEvent(orders, event) : orders,
  );
}
