import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import type { BodyIn } from "#shared/contract/endpoint.ts";
import { saveCard as saveCardCall } from "#shared/contract/profile.ts";
import type { QueryRoot } from "#shared/offline-policy.ts";

export type SaveCardRequest = BodyIn<typeof saveCardCall>;

/** POST save_card (bearer): the provider's token and what may be shown, never a card number. */
export function saveCard(card: SaveCardRequest) {
  return callApi(saveCardCall, { body: card });
}

/** The profile's list of saved cards is asked for again once a card is saved. */
export function useSaveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCard,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["saved-cards" satisfies QueryRoot] }),
  });
}
