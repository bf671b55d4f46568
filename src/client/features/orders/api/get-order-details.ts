import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { orderDetails } from "#shared/contract/orders.ts";

/** GET order_details/{id}: no token (spec section 6); the id is a random UUID. */
export async function getOrderDetails(orderId: string) {
  const response = await callApi(orderDetails, { params: { id: orderId } });
  return response.data;
}

export const orderDetailsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ["order-details", orderId],
    queryFn: () => getOrderDetails(orderId),
    staleTime: 60_000,
  });

export const useOrderDetails = (orderId: string) => useQuery(orderDetailsQueryOptions(orderId));
