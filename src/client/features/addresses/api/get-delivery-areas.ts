import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { deliveryAreas } from "#shared/contract/addresses.ts";

/** GET delivery_areas: each delivering outlet's polygon. */
export async function getDeliveryAreas() {
  const response = await callApi(deliveryAreas);
  return response.data;
}

export const deliveryAreasQueryOptions = () =>
  queryOptions({ queryKey: ["delivery-areas"], queryFn: getDeliveryAreas, staleTime: 5 * 60_000 });

export const useDeliveryAreas = () => useQuery(deliveryAreasQueryOptions());
