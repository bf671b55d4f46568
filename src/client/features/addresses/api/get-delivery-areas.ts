import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "#client/lib/api-client.ts";
import { deliveryAreasResponseSchema } from "#shared/contract/addresses.ts";
import { apiPaths } from "#shared/contract/routes.ts";

/** GET delivery_areas: each delivering outlet's polygon. */
export async function getDeliveryAreas() {
  const response = await apiRequest(apiPaths.deliveryAreas, { schema: deliveryAreasResponseSchema });
  return response.data;
}

export const deliveryAreasQueryOptions = () =>
  queryOptions({ queryKey: ["delivery-areas"], queryFn: getDeliveryAreas, staleTime: 5 * 60_000 });

export const useDeliveryAreas = () => useQuery(deliveryAreasQueryOptions());
