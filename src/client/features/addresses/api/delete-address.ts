import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "#client/lib/api-client.ts";
import { deleteAddressResponseSchema } from "#shared/contract/addresses.ts";
import { apiPaths } from "#shared/contract/routes.ts";

/** POST delete_address (bearer): `{status, msg}`; another user's or a missing id is a 404. */
export function deleteAddress(addressId: number) {
  return apiRequest(apiPaths.deleteAddress, {
    method: "POST",
    body: { address_id: addressId },
    auth: true,
    schema: deleteAddressResponseSchema,
  });
}

export const useDeleteAddress = () => useMutation({ mutationFn: deleteAddress });
