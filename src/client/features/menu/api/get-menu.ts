import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { fetchMenu } from "#shared/contract/menu.ts";
import type { QueryRoot } from "#shared/offline-policy.ts";

export async function getMenu(outletId: number) {
  const response = await callApi(fetchMenu, { body: { outlet_id: outletId } });
  return response.menu_data;
}

export const menuQueryOptions = (outletId: number) =>
  queryOptions({
    queryKey: ["menu" satisfies QueryRoot, outletId],
    queryFn: () => getMenu(outletId),
    staleTime: 5 * 60_000,
  });

export const useMenu = (outletId: number) => useQuery(menuQueryOptions(outletId));
