import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { fetchOutlet } from "#shared/contract/outlets.ts";
import type { QueryRoot } from "#shared/offline-policy.ts";

export async function getOutlets() {
  const response = await callApi(fetchOutlet);
  return response.data;
}

export const outletsQueryOptions = () =>
  queryOptions({ queryKey: ["outlets" satisfies QueryRoot], queryFn: getOutlets, staleTime: 5 * 60_000 });

export const useOutlets = () => useQuery(outletsQueryOptions());
