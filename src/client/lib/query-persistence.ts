// The React Query cache survives restarts in IndexedDB (idb-keyval), so the menu and the order
// history open with no network. Which queries are kept, under which key and for how long:
// src/shared/offline-policy.ts. localStorage serves where IndexedDB is unavailable (some
// private modes) or does not answer at start (lib/indexed-db-wait.ts).
import { createAsyncStoragePersister } from "@tanstack/query-async-storage-persister";
import { createSyncStoragePersister } from "@tanstack/query-sync-storage-persister";
import type { Query } from "@tanstack/react-query";
import type { PersistQueryClientOptions } from "@tanstack/react-query-persist-client";
import { clear, del, get, set } from "idb-keyval";
import { isLoggedIn } from "#client/session/auth.ts";
import { isPersistedQuery, isPublicQuery, persistedQueryCache } from "#shared/offline-policy.ts";
import { indexedDbSilent, withinIndexedDbWait } from "./indexed-db-wait.ts";

/**
 * A personal query is written only while someone is logged in: an answer that lands after logout
 * (a fetch already under way, a screen still mounted for a moment) must not put the last
 * customer's orders back into storage that logout has just cleared.
 */
export function shouldPersistQuery(query: Pick<Query, "queryKey" | "state">): boolean {
  return (
    query.state.status === "success" &&
    isPersistedQuery(query.queryKey) &&
    (isPublicQuery(query.queryKey) || isLoggedIn())
  );
}

async function indexedDbWorks(): Promise<boolean> {
  if (typeof indexedDB === "undefined") return false;
  const probe = (async () => {
    await set("storefront-probe", 1);
    await del("storefront-probe");
    return true;
  })().catch(() => false);
  return withinIndexedDbWait(probe, () => false);
}

/**
 * idb-keyval's store emptied (the persisted cache, the offline order queue), for logout and the
 * kiosk's wipe; rejected if IndexedDB has not answered in INDEXED_DB_WAIT_MS, so that they finish.
 */
export function clearPersistedStore(): Promise<void> {
  return withinIndexedDbWait(clear(), indexedDbSilent);
}

export async function createPersistOptions(): Promise<Omit<PersistQueryClientOptions, "queryClient">> {
  const persister = (await indexedDbWorks())
    ? createAsyncStoragePersister({
        key: persistedQueryCache.storageKey,
        storage: {
          getItem: async (key) => (await get<string>(key)) ?? null,
          setItem: (key, value) => set(key, value),
          removeItem: (key) => del(key),
        },
        throttleTime: 1000,
      })
    : createSyncStoragePersister({
        key: persistedQueryCache.storageKey,
        storage: safeLocalStorage(),
        throttleTime: 1000,
      });
  return {
    persister,
    buster: persistedQueryCache.buster,
    maxAge: persistedQueryCache.maxAgeMs,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // nothing persists; the app still works online
  }
}
