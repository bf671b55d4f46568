/// <reference lib="webworker" />
// The service worker (vite-plugin-pwa, injectManifest). It precaches the app shell and images so
// the storefront opens with no network; what else it keeps, and why nothing of it is personal,
// is decided in src/shared/offline-policy.ts.

import { clientsClaim } from "workbox-core";
import type { RouteMatchCallbackOptions } from "workbox-core/types.js";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, StaleWhileRevalidate } from "workbox-strategies";
import { publicConfigDefaults } from "../src/shared/config/public-config.ts";
import { APP_SHELL, pageFileFor, precachedPageFiles } from "../src/shared/contract/pages.ts";
import { createSwRouter, IMAGE_CACHE_LIMITS, type SwRoute, swCaches } from "../src/shared/offline-policy.ts";
// The push and notificationclick handlers (Web Push: "your order is ready").
import "./push.ts";

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// A first visit is served offline-ready at once; updates still wait for the customer's Refresh.
clientsClaim();

// The API base is the setting the app's API client reads (this build gets the PUBLIC_* variables
// too); the cacheable endpoints come from the endpoint table, at build time (vite.config.ts).
const routeFor = createSwRouter({
  apiBaseUrl: import.meta.env.PUBLIC_API_BASE_URL?.trim() || publicConfigDefaults.PUBLIC_API_BASE_URL,
  origin: self.location.origin,
  routes: __OFFLINE_ROUTES__,
});
const routeOf = (request: Request): SwRoute =>
  routeFor({
    method: request.method,
    url: request.url,
    mode: request.mode,
    destination: request.destination,
  });
const when =
  (strategy: SwRoute["strategy"]) =>
  ({ request }: RouteMatchCallbackOptions) =>
    routeOf(request).strategy === strategy;

// After the precache's own route: a navigation gets its precached page.
const pageHandlers = new Map(precachedPageFiles.map((file) => [file, createHandlerBoundToURL(`/${file}`)]));
registerRoute(when("precached-page"), (options) => {
  const handler = pageHandlers.get(pageFileFor(options.url.pathname)) ?? pageHandlers.get(APP_SHELL);
  if (!handler) throw new Error("the app shell is not precached");
  return handler(options);
});

registerRoute(when("stale-while-revalidate"), new StaleWhileRevalidate({ cacheName: swCaches.publicApi }));

registerRoute(
  when("cache-first"),
  new CacheFirst({ cacheName: swCaches.images, plugins: [new ExpirationPlugin(IMAGE_CACHE_LIMITS)] }),
);

registerRoute(when("network-first-per-outlet"), ({ request }) => menuNetworkFirst(request), "POST");

async function menuNetworkFirst(request: Request): Promise<Response> {
  const route = routeOf(request);
  const key =
    route.strategy === "network-first-per-outlet" ? route.cacheKeyFor(await request.clone().text()) : null;
  if (key === null) return fetch(request);
  const cache = await caches.open(swCaches.menus);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(key);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener("message", (event) => {
  if (event.data?.type === "SKIP_WAITING") void self.skipWaiting();
});
