import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "#client/lib/api-client.ts";
import { type SaveAddressRequest, saveAddressResponseSchema } from "#shared/contract/addresses.ts";
import { apiPaths } from "#shared/contract/routes.ts";

/**
 * POST save_address (bearer): a new address, or an edit with address_id. Answers the server's
 * msg, the address id and the outlet the server chose; a 422 carries field errors.
 */
export function saveAddress(body: SaveAddressRequest) {
  return apiRequest(apiPaths.saveAddress, {
    method: "POST",
    body,
    auth: true,
    schema: saveAddressResponseSchema,
  });
}

export const useSaveAddress = () => useMutation({ mutationFn: saveAddress });
