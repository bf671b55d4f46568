import { useMutation } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { deleteAddress as deleteAddressCall } from "#shared/contract/addresses.ts";

/** POST delete_address (bearer): `{status, msg}`; another user's or a missing id is a 404. */
export function deleteAddress(addressId: number) {
  return callApi(deleteAddressCall, { body: { address_id: addressId } });
}

export const useDeleteAddress = () => useMutation({ mutationFn: deleteAddress });
