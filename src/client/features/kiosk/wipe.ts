// The wipe between two customers of a kiosk: no trace of the previous one may stay on the
// tablet (token, user data, cart, checkout attempt, queued order, personal queries in memory and
// in IndexedDB, personal caches), while what makes the kiosk work stays: its outlet binding,
// the menu and outlet list in the persisted query cache, and the service worker's public caches
// (so the next customer can order through a short network drop).
import type { Query, QueryClient } from "@tanstack/react-query";
import { persistQueryClientSave } from "@tanstack/react-query-persist-client";
import { clear as clearKeyval } from "idb-keyval";
import { revokeToken } from "#client/features/chrome/logout.ts";
import { createPersistOptions } from "#client/lib/query-persistence.ts";
import { clearAllStorage, readRaw, storageKeys } from "#client/lib/storage.ts";
import { endKioskSession } from "./kiosk-config.ts";

/** Queries about the shop, not about a customer: the menu per outlet, outlets, social posts. */
const PUBLIC_QUERY_ROOTS = new Set(["menu", "outlets", "social-posts"]);

export function isPublicQuery(query: Pick<Query, "queryKey">): boolean {
  const root = query.queryKey[0];
  return typeof root === "string" && PUBLIC_QUERY_ROOTS.has(root);
}

/**
 * The service worker's caches that hold nothing personal (sw/sw.ts): its precache (app shell,
 * images), the last menu per outlet, the public API answers and images. Anything else goes.
 */
const PUBLIC_CACHES = new Set(["storefront-menus", "storefront-public-api", "storefront-images"]);

export function isPublicCache(name: string): boolean {
  return name.startsWith("workbox-precache") || PUBLIC_CACHES.has(name);
}

async function clearPersonalCaches(): Promise<void> {
  if (typeof caches === "undefined") return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => !isPublicCache(name)).map((name) => caches.delete(name)));
}

/** IndexedDB: everything goes (queued order included), then the public queries are written back. */
async function rewritePersistedCache(queryClient: QueryClient): Promise<void> {
  await clearKeyval();
  const options = await createPersistOptions();
  await persistQueryClientSave({
    queryClient,
    persister: options.persister,
    buster: options.buster,
    dehydrateOptions: options.dehydrateOptions,
  });
}

/**
 * Wipes the customer's session. Local data goes first, synchronously (the next customer never
 * sees it, even offline); the token is then revoked on the server, best effort.
 */
export async function wipeCustomerSession(queryClient: QueryClient): Promise<void> {
  endKioskSession();
  const token = readRaw(storageKeys.token);

  void queryClient.cancelQueries({ predicate: (query) => !isPublicQuery(query) });
  queryClient.removeQueries({ predicate: (query) => !isPublicQuery(query) });
  queryClient.getMutationCache().clear();
  clearAllStorage(); // keeps the kiosk's binding (a device key)
  try {
    window.sessionStorage.clear();
  } catch {
    // storage disabled by the browser: nothing to clear
  }

  const results = await Promise.allSettled([
    rewritePersistedCache(queryClient),
    clearPersonalCaches(),
    token ? revokeToken(token) : Promise.resolve(),
  ]);
  for (const result of results) {
    if (result.status === "rejected") console.warn("Kiosk: part of the wipe failed.", result.reason);
  }
}
