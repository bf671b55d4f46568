import { useMutation } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { saveAddress as saveAddressCall } from "#shared/contract/addresses.ts";
import type { BodyIn } from "#shared/contract/endpoint.ts";

/**
 * POST save_address (bearer): a new address, or an edit with address_id. Answers the server's
 * msg, the address id and the outlet the server chose; a 422 carries field errors.
 */
export function saveAddress(body: BodyIn<typeof saveAddressCall>) {
  return callApi(saveAddressCall, { body });
}

export const useSaveAddress = () => useMutation({ mutationFn: saveAddress });
