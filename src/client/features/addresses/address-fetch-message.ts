import { MissingTokenError } from "#client/session/address-list.ts";
import { addressStrings as t } from "./strings.ts";

/** Spec section 8's address fetch messages for a failed fetch of the list. */
export function addressFetchMessage(error: unknown): string {
  return error instanceof MissingTokenError ? t.tokenMissing : t.fetchError;
}
