// The React Query cache survives restarts in IndexedDB (idb-keyval), so the menu and the order
// history open with no network. Which queries are kept, under which key and for how long:
// src/shared/offline-policy.ts. localStorage serves where IndexedDB is unavailable (some
// private modes).
import { createAsyncStoragePersister } from "@tanstack/query-async-storage-persister";
import { createSyncStoragePersister } from "@tanstack/query-sync-storage-persister";
import type { Query } from "@tanstack/react-query";
import type { PersistQueryClientOptions } from "@tanstack/react-query-persist-client";
import { clear, del, get, set } from "idb-keyval";
import { isLoggedIn } from "#client/session/auth.ts";
import { isPersistedQuery, isPublicQuery, persistedQueryCache } from "#shared/offline-policy.ts";

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

/**
 * How long the app's start waits for IndexedDB to answer before it keeps its cache in local
 * storage instead: an open can stay pending for good (seen in Chromium after a page that was
 * opening the same database is left at once; some Safari versions on a first launch), and the app
 * would never start.
 */
export const INDEXED_DB_WAIT_MS = 2000;

/** `work`, or what `late` gives (or throws) if `work` has not settled in INDEXED_DB_WAIT_MS. */
function withinWait<T>(work: Promise<T>, late: () => T): Promise<T> {
  const timeUp = new Promise<void>((up) => setTimeout(up, INDEXED_DB_WAIT_MS));
  return Promise.race([work, timeUp.then(late)]);
}

async function indexedDbWorks(): Promise<boolean> {
  if (typeof indexedDB === "undefined") return false;
  const probe = (async () => {
    await set("storefront-probe", 1);
    await del("storefront-probe");
    return true;
  })().catch(() => false);
  return withinWait(probe, () => false);
}

/**
 * idb-keyval's store emptied (the persisted cache, the offline order queue), for logout and the
 * kiosk's wipe; rejected if IndexedDB has not answered in INDEXED_DB_WAIT_MS, so that they finish.
 */
export function clearPersistedStore(): Promise<void> {
  return withinWait(clear(), () => {
    throw new Error("IndexedDB did not answer");
  });
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
