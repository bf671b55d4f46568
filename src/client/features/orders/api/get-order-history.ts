import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { orderingSession } from "#client/session/ordering-session.ts";
import { orderHistory } from "#shared/contract/orders.ts";
import type { QueryRoot } from "#shared/offline-policy.ts";

/** GET order_history (bearer): paid orders, newest first. */
export async function getOrderHistory() {
  const response = await callApi(orderHistory);
  return response.data;
}

/** Paying an order changes this list: the payment success screen invalidates this key. */
export const ORDER_HISTORY_QUERY_KEY = ["order-history"] as const satisfies [QueryRoot];

/**
 * Always asked again when shown (the kept copy shows meanwhile, and offline): the list is kept
 * across page loads, and an order paid on the provider's page since the landing page fetched it
 * must not wait for a freshness window to appear. Never asked without a token: a screen still
 * showing for a moment after logout does not ask for it again.
 */
export const orderHistoryQueryOptions = () =>
  queryOptions({
    queryKey: ORDER_HISTORY_QUERY_KEY,
    queryFn: getOrderHistory,
    staleTime: 0,
    enabled: () => orderingSession.isLoggedIn(),
  });

export const useOrderHistory = () => useQuery(orderHistoryQueryOptions());
