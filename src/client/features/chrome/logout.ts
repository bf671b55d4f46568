// Logout (spec sections 2 and 4): revoke the token if the server can be reached, then clear all
// browser storage the app uses, whatever the server said.
import { clear as clearKeyval } from "idb-keyval";
import { apiRequest } from "#client/lib/api-client.ts";
import { clearAllStorage } from "#client/lib/storage.ts";
import { logoutResponseSchema } from "#shared/contract/auth.ts";
import { apiPaths } from "#shared/contract/routes.ts";

/** Logout must not hang on a slow server: the local clean-up is what matters. */
export const LOGOUT_REQUEST_TIMEOUT_MS = 5_000;

/**
 * The service worker's precache holds only the app shell and public images; every other cache
 * (runtime caches of API answers: menus, order history, profile) may hold personal data.
 */
export function holdsPersonalData(cacheName: string): boolean {
  return !cacheName.startsWith("workbox-precache");
}

/**
 * POST logout with the bearer token; best effort (offline, expired token: ignored). `token`:
 * one read before local storage was cleared (a kiosk wipes the device first, then revokes).
 */
export async function revokeToken(token?: string): Promise<void> {
  try {
    await apiRequest(apiPaths.logout, {
      method: "POST",
      body: {},
      auth: token === undefined,
      headers: token === undefined ? undefined : { Authorization: `Bearer ${token}` },
      schema: logoutResponseSchema,
      timeoutMs: LOGOUT_REQUEST_TIMEOUT_MS,
    });
  } catch (error) {
    console.warn("Logout: the server could not revoke the token; clearing this device anyway.", error);
  }
}

/**
 * Local storage, session storage, the persisted query cache (idb-keyval's store) and the Cache
 * Storage entries that may hold personal data.
 */
export async function clearBrowserStorage(): Promise<void> {
  clearAllStorage();
  try {
    window.sessionStorage.clear();
  } catch {
    // storage disabled by the browser: nothing to clear
  }
  const results = await Promise.allSettled([clearKeyval(), clearPersonalCaches()]);
  for (const result of results) {
    if (result.status === "rejected")
      console.warn("Logout: part of the storage could not be cleared.", result.reason);
  }
}

async function clearPersonalCaches(): Promise<void> {
  if (typeof caches === "undefined") return;
  const names = await caches.keys();
  await Promise.all(names.filter(holdsPersonalData).map((name) => caches.delete(name)));
}
