import { MissingTokenError } from "#client/features/order-method/api/fetch-addresses.ts";
import { addressStrings as t } from "./strings.ts";

/** Spec section 8's address fetch messages for a failed fetch of the list. */
export function addressFetchMessage(error: unknown): string {
  return error instanceof MissingTokenError ? t.tokenMissing : t.fetchError;
}
