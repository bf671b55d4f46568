/// <reference lib="webworker" />
// The service worker (vite-plugin-pwa, injectManifest). It precaches the app shell and images so
// the storefront opens with no network, keeps the last menu fetched for each outlet and the
// outlet list, and never stores anything personal (addresses, tokens, orders).
import { cacheNames, clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, StaleWhileRevalidate } from "workbox-strategies";
import { APP_SHELL, pageFileFor, pageFiles } from "../src/shared/contract/pages.ts";
import { MENU_CACHE, menuCacheKey } from "./menu-cache.ts";

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// A first visit is served offline-ready at once; updates still wait for the customer's Refresh.
clientsClaim();

// Client-side routes get their precached page: the prerendered landing pages or the app shell;
// the API and the payment pages never do.
const pageHandlers = new Map(pageFiles.map((file) => [file, createHandlerBoundToURL(`/${file}`)]));
registerRoute(
  new NavigationRoute(
    (options) => {
      const handler = pageHandlers.get(pageFileFor(options.url.pathname)) ?? pageHandlers.get(APP_SHELL);
      if (!handler) throw new Error("the app shell is not precached");
      return handler(options);
    },
    { denylist: [/^\/api\//, /^\/payments\//] },
  ),
);

// Public, non-personal reads: answer from the cache at once and refresh it behind.
registerRoute(
  ({ url, request }) =>
    request.method === "GET" &&
    ["/api/fetch_outlet", "/api/social_posts", "/api/delivery_areas"].includes(url.pathname),
  new StaleWhileRevalidate({ cacheName: "storefront-public-api" }),
);

// Images that were not precached (e.g. added to the menu after this version was built).
registerRoute(
  ({ request, url }) => request.destination === "image" && url.origin === self.location.origin,
  new CacheFirst({
    cacheName: "storefront-images",
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

// fetch_menu is a POST, which the Cache API cannot key: each outlet's last menu is kept under a
// GET key of its own. The network answers first (fresh prices); offline, the last menu does.
self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (
    event.request.method !== "POST" ||
    url.origin !== self.location.origin ||
    url.pathname !== "/api/fetch_menu"
  )
    return;
  event.respondWith(menuNetworkFirst(event.request));
});

async function menuNetworkFirst(request: Request): Promise<Response> {
  const body = await request.clone().text();
  let outletId: unknown;
  try {
    outletId = (JSON.parse(body) as { outlet_id?: unknown }).outlet_id;
  } catch {
    return fetch(request);
  }
  const key = menuCacheKey(outletId);
  const cache = await caches.open(MENU_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) {
      const copy = new Response(await response.clone().blob(), response);
      copy.headers.set("x-storefront-fetched-at", new Date().toISOString());
      await cache.put(key, copy);
    }
    return response;
  } catch (error) {
    const cached = await cache.match(key);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener("message", (event) => {
  if (event.data?.type === "SKIP_WAITING") void self.skipWaiting();
  // Logout: nothing personal is cached here, but the runtime caches go too, to be sure.
  if (event.data?.type === "CLEAR_RUNTIME_CACHES") {
    event.waitUntil(
      caches
        .keys()
        .then((keys) =>
          Promise.all(
            keys.filter((key) => !key.startsWith(cacheNames.precache)).map((key) => caches.delete(key)),
          ),
        ),
    );
  }
});
