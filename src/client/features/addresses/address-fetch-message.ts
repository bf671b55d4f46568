import { MissingTokenError } from "#client/session/address-list.ts";
import { addressEarlyStrings } from "./early/messages.gen.ts";
import { addressStrings } from "./messages.gen.ts";

/** Spec section 8's address fetch messages for a failed fetch of the list. */
export function addressFetchMessage(error: unknown): string {
  return error instanceof MissingTokenError ? addressStrings.tokenMissing : addressEarlyStrings.fetchError;
}
