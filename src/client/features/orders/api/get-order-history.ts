import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "#client/lib/api-client.ts";
import { orderHistoryResponseSchema } from "#shared/contract/orders.ts";
import { apiPaths } from "#shared/contract/routes.ts";

/** GET order_history (bearer): paid orders, newest first. */
export async function getOrderHistory() {
  const response = await apiRequest(apiPaths.orderHistory, {
    auth: true,
    schema: orderHistoryResponseSchema,
  });
  return response.data;
}

/** Paying an order changes this list: the payment success screen invalidates this key. */
export const ORDER_HISTORY_QUERY_KEY = ["order-history"] as const;

export const orderHistoryQueryOptions = () =>
  queryOptions({ queryKey: ORDER_HISTORY_QUERY_KEY, queryFn: getOrderHistory, staleTime: 60_000 });

export const useOrderHistory = () => useQuery(orderHistoryQueryOptions());
