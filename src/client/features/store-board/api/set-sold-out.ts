import { useMutation, useMutationState, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import type { BodyIn } from "#shared/contract/endpoint.ts";
import { storeSoldOut } from "#shared/contract/store.ts";
import { type StoreMenu, withSoldOut } from "../sold-out-logic.ts";
import { storeBoardKeys } from "./keys.ts";

export type SoldOutRequest = BodyIn<typeof storeSoldOut>;

/** POST store/sold_out: an item or condiment sold out at this outlet (today, or until undone), or back. */
export async function setSoldOut(body: SoldOutRequest) {
  const response = await callApi(storeSoldOut, { body });
  return response.data;
}

/** One hook for the whole panel: staff may mark several things in a row without waiting. */
export function useSetSoldOut(handlers: {
  onSaved: (request: SoldOutRequest) => void;
  onFailure: (error: unknown, request: SoldOutRequest) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: storeBoardKeys.soldOut(),
    mutationFn: setSoldOut,
    onSuccess: (answer, request) => {
      queryClient.setQueryData<StoreMenu>(storeBoardKeys.menu(), (menu) =>
        menu ? withSoldOut(menu, request.kind, Number(request.id), answer.sold_out) : menu,
      );
      handlers.onSaved(request);
    },
    onError: handlers.onFailure,
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeBoardKeys.menu() }),
  });
}

/** "kind:id" of the entries being saved right now. */
export function useSoldOutBeingSaved(): string[] {
  return useMutationState({
    filters: { mutationKey: storeBoardKeys.soldOut(), status: "pending" },
    select: (mutation) => {
      const request = mutation.state.variables as SoldOutRequest | undefined;
      return request ? `${request.kind}:${request.id}` : "";
    },
  });
}
