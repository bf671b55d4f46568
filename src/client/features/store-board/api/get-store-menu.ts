import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { storeMenu } from "#shared/contract/store.ts";
import { storeBoardKeys } from "./keys.ts";

/** GET store/menu: what the signed-in outlet sells, each with whether it is sold out now. */
export async function getStoreMenu(signal?: AbortSignal) {
  const response = await callApi(storeMenu, { signal });
  return response.data;
}

export const storeMenuQueryOptions = () =>
  queryOptions({
    queryKey: storeBoardKeys.menu(),
    queryFn: ({ signal }) => getStoreMenu(signal),
    // The live stream's sold_out events refresh it; a day's end is seen on the next look.
    staleTime: 60_000,
  });

export const useStoreMenu = () => useQuery(storeMenuQueryOptions());
