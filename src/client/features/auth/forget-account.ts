// When the server refuses the stored token (expired, revoked from another device).
import type { QueryClient } from "@tanstack/react-query";
import { orderingSession } from "#client/session/ordering-session.ts";
import { isPublicQuery } from "#shared/offline-policy.ts";

/**
 * The account's copies on this device go with its token, in storage and in memory (its past
 * orders, its addresses, the address chosen), so whoever signs in next here never sees them. The
 * cart and the device's choices stay for the customer signing in again. The persisted cache
 * follows at its next save, which keeps a personal query only while someone is logged in.
 */
export function forgetAccount(queryClient: QueryClient): void {
  orderingSession.forgetAccount();
  queryClient.removeQueries({ predicate: (query) => !isPublicQuery(query.queryKey) });
}
