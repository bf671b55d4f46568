// The React Query cache survives restarts in IndexedDB (idb-keyval), so the menu and the order
// history open with no network. Only queries chosen on purpose are kept; localStorage serves
// where IndexedDB is unavailable (some private modes).
import { createAsyncStoragePersister } from "@tanstack/query-async-storage-persister";
import { createSyncStoragePersister } from "@tanstack/query-sync-storage-persister";
import type { Query } from "@tanstack/react-query";
import type { PersistQueryClientOptions } from "@tanstack/react-query-persist-client";
import { del, get, set } from "idb-keyval";

/** Bump when a persisted query's shape changes: older caches are then dropped. */
export const PERSISTED_CACHE_BUSTER = "storefront-v1";
export const PERSISTED_CACHE_KEY = "storefront-query-cache";
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** First segments of the query keys worth keeping offline: menu per outlet, outlets, orders, profile. */
export const PERSISTED_QUERY_ROOTS = ["menu", "outlets", "order-history", "profile"] as const;

export function shouldPersistQuery(query: Pick<Query, "queryKey" | "state">): boolean {
  const root = query.queryKey[0];
  return (
    query.state.status === "success" &&
    typeof root === "string" &&
    (PERSISTED_QUERY_ROOTS as readonly string[]).includes(root)
  );
}

async function indexedDbWorks(): Promise<boolean> {
  try {
    if (typeof indexedDB === "undefined") return false;
    await set("storefront-probe", 1);
    await del("storefront-probe");
    return true;
  } catch {
    return false;
  }
}

export async function createPersistOptions(): Promise<Omit<PersistQueryClientOptions, "queryClient">> {
  const persister = (await indexedDbWorks())
    ? createAsyncStoragePersister({
        key: PERSISTED_CACHE_KEY,
        storage: {
          getItem: async (key) => (await get<string>(key)) ?? null,
          setItem: (key, value) => set(key, value),
          removeItem: (key) => del(key),
        },
        throttleTime: 1000,
      })
    : createSyncStoragePersister({
        key: PERSISTED_CACHE_KEY,
        storage: safeLocalStorage(),
        throttleTime: 1000,
      });
  return {
    persister,
    buster: PERSISTED_CACHE_BUSTER,
    maxAge: MAX_AGE_MS,
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
