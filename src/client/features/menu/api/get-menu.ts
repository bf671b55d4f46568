import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "#client/lib/api-client.ts";
import { fetchMenuResponseSchema } from "#shared/contract/menu.ts";
import { apiPaths } from "#shared/contract/routes.ts";

export async function getMenu(outletId: number) {
  const response = await apiRequest(apiPaths.fetchMenu, {
    body: { outlet_id: outletId },
    schema: fetchMenuResponseSchema,
  });
  return response.menu_data;
}

export const menuQueryOptions = (outletId: number) =>
  queryOptions({ queryKey: ["menu", outletId], queryFn: () => getMenu(outletId), staleTime: 5 * 60_000 });

export const useMenu = (outletId: number) => useQuery(menuQueryOptions(outletId));
