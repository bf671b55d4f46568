import { useMutation } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import type { BodyIn } from "#shared/contract/endpoint.ts";
import { saveCard as saveCardCall } from "#shared/contract/profile.ts";

export type SaveCardRequest = BodyIn<typeof saveCardCall>;

/** POST save_card (bearer): the provider's token and what may be shown, never a card number. */
export function saveCard(card: SaveCardRequest) {
  return callApi(saveCardCall, { body: card });
}

export const useSaveCard = () => useMutation({ mutationFn: saveCard });
