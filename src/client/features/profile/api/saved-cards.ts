import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { deleteCard, savedCardsList } from "#shared/contract/profile.ts";
import type { QueryRoot } from "#shared/offline-policy.ts";

const savedCardsKey = ["saved-cards" satisfies QueryRoot] as const;

/** GET saved_cards (bearer): the cards the payment page offers this account. */
export const savedCardsQueryOptions = () =>
  queryOptions({
    queryKey: savedCardsKey,
    queryFn: async () => (await callApi(savedCardsList, {})).data,
  });

export const useSavedCards = () => useQuery(savedCardsQueryOptions());

/** POST delete_card (bearer); the list is asked for again whatever the answer. */
export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: number) => callApi(deleteCard, { body: { card_id: cardId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedCardsKey }),
  });
}
