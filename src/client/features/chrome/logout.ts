// Logout (spec sections 2 and 4): revoke the token if the server can be reached, then clear all
// browser storage the app uses, whatever the server said. What each store holds:
// src/shared/offline-policy.ts.
import { callApi } from "#client/lib/api-client.ts";
import { clearPersistedStore } from "#client/lib/query-persistence.ts";
import { orderingSession } from "#client/session/ordering-session.ts";
import { logout } from "#shared/contract/auth.ts";
import { clearedOnLogout } from "#shared/offline-policy.ts";

/** Logout must not hang on a slow server: the local clean-up is what matters. */
export const LOGOUT_REQUEST_TIMEOUT_MS = 5_000;

/**
 * POST logout with the stored token; best effort (offline, expired token: ignored). The token is
 * read when this is called, so a caller may clear local storage right after (the kiosk wipe).
 */
export async function revokeToken(): Promise<void> {
  try {
    await callApi(logout, { timeoutMs: LOGOUT_REQUEST_TIMEOUT_MS });
  } catch (error) {
    console.warn("Logout: the server could not revoke the token; clearing this device anyway.", error);
  }
}

/**
 * Local storage, session storage, idb-keyval's store (the persisted query cache with the order
 * history, the offline order queue), the service worker's runtime caches and this device's push
 * subscription.
 */
export async function clearBrowserStorage(): Promise<void> {
  orderingSession.clearAll();
  try {
    window.sessionStorage.clear();
  } catch {
    // storage disabled by the browser: nothing to clear
  }
  const results = await Promise.allSettled([
    clearPersistedStore(),
    deleteCaches(clearedOnLogout),
    unsubscribePush(),
  ]);
  for (const result of results) {
    if (result.status === "rejected")
      console.warn("Logout: part of the storage could not be cleared.", result.reason);
  }
}

/** Deletes the Cache Storage caches `selected` names (logout's or the kiosk wipe's choice). */
export async function deleteCaches(selected: (cacheName: string) => boolean): Promise<void> {
  if (typeof caches === "undefined") return;
  const names = await caches.keys();
  await Promise.all(names.filter(selected).map((name) => caches.delete(name)));
}

/**
 * The browser drops this device's push subscription, so the next customer on it hears nothing
 * of this one's orders (the server forgets the logged-out session's subscriptions too).
 */
export async function unsubscribePush(): Promise<void> {
  // Absent, or present but undefined (webviews that block service workers): nothing to drop.
  if (typeof navigator === "undefined" || !navigator.serviceWorker) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  await subscription?.unsubscribe();
}
