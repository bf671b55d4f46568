import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { storeOrders } from "#shared/contract/store.ts";
import { storeBoardKeys } from "./keys.ts";

/** GET store/orders: the signed-in outlet's open orders (the server decides which outlet). */
export async function getStoreOrders(signal?: AbortSignal) {
  const response = await callApi(storeOrders, { signal });
  return response.data;
}

/** While the live stream is down the board polls this often, so it misses nothing. */
export const STORE_ORDERS_POLL_MS = 5_000;
/**
 * While it is up, a slow read all the same: a stream a proxy holds back, or a session ended
 * elsewhere (the open stream is not asked again), shows within a minute.
 */
export const STORE_ORDERS_LIVE_CHECK_MS = 60_000;

export const storeOrdersQueryOptions = (options: { polling: boolean }) =>
  queryOptions({
    queryKey: storeBoardKeys.orders(),
    queryFn: ({ signal }) => getStoreOrders(signal),
    // The live stream says when it changed; without it, the poll below.
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: options.polling ? STORE_ORDERS_POLL_MS : STORE_ORDERS_LIVE_CHECK_MS,
    // A board tablet is left on its own for hours: it keeps up even when not in front.
    refetchIntervalInBackground: true,
  });

export const useStoreOrders = (options: { polling: boolean }) => useQuery(storeOrdersQueryOptions(options));
