import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "#client/lib/api-client.ts";
import { fetchOutletResponseSchema } from "#shared/contract/outlets.ts";
import { apiPaths } from "#shared/contract/routes.ts";

export async function getOutlets() {
  const response = await apiRequest(apiPaths.fetchOutlet, { schema: fetchOutletResponseSchema });
  return response.data;
}

export const outletsQueryOptions = () =>
  queryOptions({ queryKey: ["outlets"], queryFn: getOutlets, staleTime: 5 * 60_000 });

export const useOutlets = () => useQuery(outletsQueryOptions());
