import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { orderAheadSlots } from "#shared/contract/order-ahead.ts";

export async function getOrderAheadSlots(outletId: number, signal?: AbortSignal) {
  const response = await callApi(orderAheadSlots, { query: { outlet_id: outletId }, signal });
  return response.data;
}

export type OrderAheadAnswer = Awaited<ReturnType<typeof getOrderAheadSlots>>;

/**
 * How often the time picker reloads the outlet's times while it is in view: the estimate follows
 * the queue, the list drops the quarter hour that has begun, and slots others booked show as full.
 */
export const ORDER_AHEAD_REFRESH_MS = 60_000;

// Not persisted (no root in the offline policy): times from an earlier visit would be stale.
export const orderAheadSlotsQueryOptions = (outletId: number) =>
  queryOptions({
    queryKey: ["order-ahead-slots", outletId] as const,
    queryFn: ({ signal }) => getOrderAheadSlots(outletId, signal),
    staleTime: 30_000,
  });

/** The outlet's times, kept current while the picker is open; null: no outlet, no picker. */
export const useOrderAheadSlots = (outletId: number | null) =>
  useQuery({
    ...orderAheadSlotsQueryOptions(outletId ?? 0),
    enabled: outletId !== null,
    refetchInterval: ORDER_AHEAD_REFRESH_MS,
    // Back to the tab after a while: slots have passed or filled meanwhile.
    refetchOnWindowFocus: "always",
  });
