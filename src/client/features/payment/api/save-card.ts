import { useMutation } from "@tanstack/react-query";
import type * as z from "zod/mini";
import { apiRequest } from "#client/lib/api-client.ts";
import { type saveCardRequestSchema, saveCardResponseSchema } from "#shared/contract/profile.ts";
import { apiPaths } from "#shared/contract/routes.ts";

export type SaveCardRequest = z.input<typeof saveCardRequestSchema>;

/** POST save_card (bearer): the provider's token and what may be shown, never a card number. */
export function saveCard(card: SaveCardRequest) {
  return apiRequest(apiPaths.saveCard, {
    method: "POST",
    body: card,
    auth: true,
    schema: saveCardResponseSchema,
  });
}

export const useSaveCard = () => useMutation({ mutationFn: saveCard });
