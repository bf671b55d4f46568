// The wipe between two customers of a kiosk: no trace of the previous one may stay on the
// tablet (token, user data, cart, checkout attempt, queued order, personal queries in memory and
// in IndexedDB, personal caches, the language they chose), while what makes the kiosk work stays: its outlet binding,
// the public queries in the persisted query cache, and the service worker's public caches
// (so the next customer can order through a short network drop). Which is which:
// src/shared/offline-policy.ts.
import type { QueryClient } from "@tanstack/react-query";
import { persistQueryClientSave } from "@tanstack/react-query-persist-client";
import { deleteCaches, revokeToken } from "#client/features/chrome/logout.ts";
import { forgetLocaleChoice } from "#client/lib/locale.ts";
import { clearPersistedStore, createPersistOptions } from "#client/lib/query-persistence.ts";
import { orderingSession } from "#client/session/ordering-session.ts";
import { clearedByKioskWipe, isPublicQuery } from "#shared/offline-policy.ts";
import { endKioskSession } from "./kiosk-config.ts";

/** IndexedDB: everything goes (queued order included), then the public queries are written back. */
async function rewritePersistedCache(queryClient: QueryClient): Promise<void> {
  await clearPersistedStore();
  const options = await createPersistOptions();
  await persistQueryClientSave({
    queryClient,
    persister: options.persister,
    buster: options.buster,
    dehydrateOptions: options.dehydrateOptions,
  });
}

/**
 * Wipes the customer's session. Local data goes at once, in this task (the next customer never
 * sees it, even offline); the token, read just before, is revoked on the server, best effort.
 */
export async function wipeCustomerSession(queryClient: QueryClient): Promise<void> {
  endKioskSession();
  const revoked = orderingSession.token() ? revokeToken() : Promise.resolve();

  const personal = { predicate: (query: { queryKey: readonly unknown[] }) => !isPublicQuery(query.queryKey) };
  void queryClient.cancelQueries(personal);
  queryClient.removeQueries(personal);
  queryClient.getMutationCache().clear();
  orderingSession.clearAll(); // keeps the kiosk's binding (a device key)
  forgetLocaleChoice(); // the next customer starts in the tablet's language
  try {
    window.sessionStorage.clear();
  } catch {
    // storage disabled by the browser: nothing to clear
  }

  const results = await Promise.allSettled([
    rewritePersistedCache(queryClient),
    deleteCaches(clearedByKioskWipe),
    revoked,
  ]);
  for (const result of results) {
    if (result.status === "rejected") console.warn("Kiosk: part of the wipe failed.", result.reason);
  }
}
