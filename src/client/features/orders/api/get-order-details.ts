import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "#client/lib/api-client.ts";
import { orderDetailsResponseSchema } from "#shared/contract/orders.ts";
import { apiPaths } from "#shared/contract/routes.ts";

/** GET order_details/{id}: no token (spec section 6); the id is a random UUID. */
export async function getOrderDetails(orderId: string) {
  const response = await apiRequest(apiPaths.orderDetails(orderId), { schema: orderDetailsResponseSchema });
  return response.data;
}

export const orderDetailsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ["order-details", orderId],
    queryFn: () => getOrderDetails(orderId),
    staleTime: 60_000,
  });

export const useOrderDetails = (orderId: string) => useQuery(orderDetailsQueryOptions(orderId));
