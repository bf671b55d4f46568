// The customer's saved addresses (fetch_address) live in React Query, one key per customer. The spec
// also keeps the list under the `address` storage key (section 3): each answer is written there,
// and a new page starts from it while the list is fetched again. Personal: never persisted to
// IndexedDB and never cached by the service worker (src/shared/offline-policy.ts).
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { readJson, storageKeys, writeJson } from "#client/lib/storage.ts";
import {
  type FetchAddressResponse,
  fetchAddress,
  fetchAddressResponseSchema,
} from "#shared/contract/addresses.ts";
import type { QueryRoot } from "#shared/offline-policy.ts";
import { storedUserData, token } from "./auth.ts";

export class MissingTokenError extends Error {
  constructor() {
    super("No token is stored.");
    this.name = "MissingTokenError";
  }
}

/** Per customer: a list cached for one login never shows after another in the same tab. */
const addressListKey = () => ["addresses" satisfies QueryRoot, storedUserData()?.id ?? null] as const;

async function fetchAddressList(signal?: AbortSignal): Promise<FetchAddressResponse> {
  if (!token()) throw new MissingTokenError();
  // The server answers for the token's own user; the body's user_id is sent for the chain's
  // existing backend, which reads it.
  const userId = storedUserData()?.id;
  const response = await callApi(fetchAddress, {
    body: userId === undefined ? {} : { user_id: userId },
    signal,
  });
  writeJson(storageKeys.addressList, response);
  return response;
}

export const addressListQueryOptions = () =>
  queryOptions({
    queryKey: addressListKey(),
    queryFn: ({ signal }) => fetchAddressList(signal),
    // The stored list shows at once; being dated 0 it is always fetched again.
    initialData: () => readJson(storageKeys.addressList, fetchAddressResponseSchema) ?? undefined,
    initialDataUpdatedAt: 0,
    retry: false,
  });

/** The list, fetched again on arrival (the stored copy shows meanwhile). */
export const useAddressList = () => useQuery({ ...addressListQueryOptions(), refetchOnMount: "always" });

/** The list as last fetched (the stored copy on a new page), fetched only when there is none. */
export const useKnownAddressList = (enabled = true) =>
  useQuery({ ...addressListQueryOptions(), staleTime: Number.POSITIVE_INFINITY, enabled });

/** Fetches the list now (Select Method's home delivery, after a save or a delete). */
export const refreshAddressList = (queryClient: QueryClient) =>
  queryClient.fetchQuery({ ...addressListQueryOptions(), staleTime: 0 });
