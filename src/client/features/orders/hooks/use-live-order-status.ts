// Live order status on the customer's screens. Each watched order has a status stream whose
// events go straight into the query cache (order_details and order_history), so whichever screen
// shows the order re-renders at once. While a stream is cut, the screen polls its query instead,
// until the stream is back; an order in a final state is not watched at all.
import { type QueryKey, type UseQueryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { orderDetailsQueryOptions } from "../api/get-order-details.ts";
import { orderHistoryQueryOptions } from "../api/get-order-history.ts";
import { applyOrderStatusEvent, watchOrderStatus } from "../api/order-status-stream.ts";
import { isFinalStatus } from "../order-progress.ts";
import { liveOrderIds } from "../order-status-event.ts";

/** How often a screen asks for its orders while their stream is cut. */
export const POLL_INTERVAL_MS = 5_000;
/** Streams the history keeps open at most: its newest open orders. */
export const MAX_LIVE_HISTORY_ORDERS = 3;

/**
 * One status stream per order id, opened and closed as the list changes. Returns whether any of
 * them is cut (the caller polls meanwhile).
 */
export function useOrderStatusStreams(orderIds: readonly string[]): boolean {
  const queryClient = useQueryClient();
  const streams = useRef(new Map<string, () => void>());
  const [down, setDown] = useState<ReadonlySet<string>>(() => new Set());
  const key = orderIds.join(" ");

  useEffect(() => {
    const mark = (id: string, isDown: boolean) =>
      setDown((current) => {
        if (current.has(id) === isDown) return current;
        const next = new Set(current);
        if (isDown) next.add(id);
        else next.delete(id);
        return next;
      });
    const wanted = new Set(key ? key.split(" ") : []);
    for (const [id, close] of streams.current) {
      if (wanted.has(id)) continue;
      close();
      streams.current.delete(id);
      mark(id, false);
    }
    for (const id of wanted) {
      if (streams.current.has(id)) continue;
      const close = watchOrderStatus(id, {
        onEvent: (event) => applyOrderStatusEvent(queryClient, event),
        onOpen: () => mark(id, false),
        onDown: () => mark(id, true),
        // No such order (or no stream on this server): nothing to poll for either.
        onRefused: () => mark(id, false),
      });
      streams.current.set(id, close);
    }
  }, [key, queryClient]);

  useEffect(() => {
    const open = streams.current;
    return () => {
      for (const close of open.values()) close();
      open.clear();
    };
  }, []);

  return down.size > 0;
}

/**
 * A second observer of the same query that only polls it, every POLL_INTERVAL_MS while `poll`
 * holds, and never re-renders the screen itself (the screen's own observer does).
 */
function usePolling<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>, poll: boolean): void {
  useQuery({
    ...options,
    refetchInterval: poll ? POLL_INTERVAL_MS : false,
    notifyOnChangeProps: [],
  });
}

/** An order's details, live: streamed until it reaches a final state, polled while cut. */
export function useLiveOrderDetails(orderId: string) {
  const details = useQuery(orderDetailsQueryOptions(orderId));
  // Before the first answer, the stream's first event may well arrive first: open it at once.
  const watching = details.data ? !isFinalStatus(details.data.order_status) : !details.isError;
  const down = useOrderStatusStreams(watching ? [orderId] : []);
  usePolling(orderDetailsQueryOptions(orderId), watching && down);
  return details;
}

/** The order history, its newest open orders live; the others show the last fetch. */
export function useLiveOrderHistory() {
  const history = useQuery(orderHistoryQueryOptions());
  const live = history.data ? liveOrderIds(history.data, MAX_LIVE_HISTORY_ORDERS) : [];
  const down = useOrderStatusStreams(live);
  usePolling(orderHistoryQueryOptions(), live.length > 0 && down);
  return history;
}
