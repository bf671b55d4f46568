// Home delivery after Select Method: the customer's saved addresses are fetched and stored whole
// under the `address` key (spec sections 2 and 3), where the address picker reads them.
import { apiRequest } from "#client/lib/api-client.ts";
import { readJson, readRaw, storageKeys, writeJson } from "#client/lib/storage.ts";
import { type FetchAddressResponse, fetchAddressResponseSchema } from "#shared/contract/addresses.ts";
import { userDataSchema } from "#shared/contract/auth.ts";
import { apiPaths } from "#shared/contract/routes.ts";

export class MissingTokenError extends Error {
  constructor() {
    super("No token is stored.");
    this.name = "MissingTokenError";
  }
}

export async function fetchAndStoreAddresses(signal?: AbortSignal): Promise<FetchAddressResponse> {
  if (!readRaw(storageKeys.token)) throw new MissingTokenError();
  // The server answers for the token's own user; the body's user_id is sent for the chain's
  // existing backend, which reads it.
  const userId = readJson(storageKeys.userData, userDataSchema)?.id;
  const response = await apiRequest(apiPaths.fetchAddress, {
    method: "POST",
    body: userId === undefined ? {} : { user_id: userId },
    auth: true,
    schema: fetchAddressResponseSchema,
    signal,
  });
  writeJson(storageKeys.addressList, response);
  return response;
}
