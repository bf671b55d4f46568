import { useMutation, useMutationState, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { type BoardOrder, storeMoveOrder } from "#shared/contract/store.ts";
import { type StoreMove, withMovedOrder } from "../board-logic.ts";
import type { getStoreOrders } from "./get-store-orders.ts";
import { storeBoardKeys } from "./keys.ts";

export type MoveRequest = { id: string; to: StoreMove };

/**
 * POST store/orders/:id/move. 409 when the order is no longer where this board showed it
 * (another tablet moved it first): the server makes one move, the other screen is told.
 */
export async function moveOrder({ id, to }: MoveRequest) {
  const response = await callApi(storeMoveOrder, { params: { id }, body: { to } });
  return response.data;
}

type Orders = Awaited<ReturnType<typeof getStoreOrders>>;

/** One hook for the whole board: several orders may be on their way at once. */
export function useMoveOrder(onFailure: (error: unknown, request: MoveRequest) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: storeBoardKeys.move(),
    mutationFn: moveOrder,
    onSuccess: (moved: BoardOrder) => {
      // The answer is where the order is now: show it at once, then read the list again.
      queryClient.setQueryData<Orders>(storeBoardKeys.orders(), (current) =>
        current ? { ...current, orders: withMovedOrder(current.orders, moved) } : current,
      );
    },
    onError: onFailure,
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeBoardKeys.orders() }),
  });
}

/** The ids of the orders being moved right now (their buttons wait). */
export function useOrdersBeingMoved(): string[] {
  return useMutationState({
    filters: { mutationKey: storeBoardKeys.move(), status: "pending" },
    select: (mutation) => (mutation.state.variables as MoveRequest | undefined)?.id ?? "",
  });
}
