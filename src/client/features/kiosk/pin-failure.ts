import { ApiError, isConnectionError } from "#client/lib/api-client.ts";
import { kioskStrings as t } from "./messages.gen.ts";

/**
 * What staff read when the PIN was not accepted: the field error (wrong PIN), the server's words
 * for the store's wait or a store without a PIN, else a fallback.
 */
export function pinFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 422) return error.fieldErrors.pin?.[0] ?? t.pinFailed;
  if (error instanceof ApiError && error.status === 429) return error.serverMessage ?? t.pinTooMany;
  if (error instanceof ApiError && error.status === 403) return error.serverMessage ?? t.pinNotSet;
  return isConnectionError(error) ? t.pinOffline : t.pinFailed;
}
