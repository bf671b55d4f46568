// What staff read when a button press did not move the order.
import { ApiError, isConnectionError } from "#client/lib/api-client.ts";
import { storeBoardStrings as t } from "./messages.gen.ts";

/**
 * 409: the order was no longer where this board showed it, almost always because another tablet
 * moved it first. The board reloads and says so in the store's words, whatever the server's.
 */
export function moveFailure(error: unknown): string {
  if (error instanceof ApiError && error.kind === "http" && error.status === 409) return t.movedElsewhere;
  if (isConnectionError(error)) return t.moveOffline;
  // 404 (the order left this outlet's list), 422: the server's sentence says which.
  if (error instanceof ApiError && error.kind === "http" && error.status !== 401 && error.serverMessage) {
    return error.serverMessage;
  }
  return t.moveFailed;
}
