// What the storefront keeps for use with no network, where, for how long, and what of it is
// personal. The service worker (sw/sw.ts), the query persistence (client/lib/query-persistence.ts),
// logout and the kiosk wipe all read it here, so each cache is named once.
//
// Two stores hold copies:
// - Cache Storage, written by the service worker: the precache and three runtime caches. Nothing
//   personal, ever: only answers of endpoints the table marks "public" or "menu-per-outlet" and
//   that need no token.
// - The persisted React Query cache (IndexedDB via idb-keyval, localStorage where that fails):
//   the queries listed in `queryRoots` below, whatever the table's `offline` column says (that
//   column is the service worker's). It does keep one personal thing, the order history, so
//   logout deletes the whole store and the kiosk wipe rewrites it without it. (The offline
//   order queue, features/offline/order-queue.ts, shares that store and goes with it.)
//
// The menu has two copies, one per store:
// - the service worker's: each outlet's last fetch_menu answer, whole. It answers only a
//   fetch_menu that fails for want of network (an outlet the query cache does not hold, or a
//   query cache dropped by its buster, its max age or a kiosk wipe's rewrite).
// - the query cache's: `menu_data` under ["menu", outletId], restored before the first render,
//   so a known outlet's menu shows offline with no request at all.
import type { Endpoint, OfflineCopy } from "./contract/endpoint.ts";

/** The service worker's runtime caches. All survive deployments; logout deletes them. */
export const swCaches = {
  /** Public GET reads (outlets, delivery areas, social posts): served at once, refreshed behind. */
  publicApi: "storefront-public-api",
  /**
   * Same-origin images the precache lacks (added to the menu after this build), and the Arabic
   * typeface (only Arabic readers download it, so it is not precached for everyone): cache first.
   */
  images: "storefront-images",
  /**
   * Each outlet's last fetch_menu answer, kept until the next successful one replaces it. The
   * network answers first (fresh prices); this copy only when the network fails.
   */
  menus: "storefront-menus",
} as const;

export const IMAGE_CACHE_LIMITS = { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 } as const;

/**
 * Workbox's own name for the precache (`workbox-precache-v2-<scope>`): this build's shell, pages,
 * code and images, replaced by the next deployment. Public; nothing ever deletes it.
 */
export const PRECACHE_NAME_PREFIX = "workbox-precache";

const publicCacheNames: readonly string[] = Object.values(swCaches);

/** Logout leaves only the precache: the next person on this browser starts clean. */
export function clearedOnLogout(cacheName: string): boolean {
  return !cacheName.startsWith(PRECACHE_NAME_PREFIX);
}

/**
 * The kiosk wipe keeps the public caches too (the next customer can order through a short network
 * drop); any other cache is not ours and might hold anything.
 */
export function clearedByKioskWipe(cacheName: string): boolean {
  return clearedOnLogout(cacheName) && !publicCacheNames.includes(cacheName);
}

/** The persisted React Query cache. */
export const persistedQueryCache = {
  /** The idb-keyval (or localStorage) key of the whole dehydrated cache. */
  storageKey: "storefront-query-cache",
  /** Bump when a persisted query's shape changes: older copies are then dropped. */
  buster: "storefront-v1",
  /** A copy older than this is dropped at start rather than shown as current. */
  maxAgeMs: 7 * 24 * 60 * 60 * 1000,
} as const;

/**
 * First segments of the query keys the policy knows. `persisted`: written to the persisted cache.
 * `personal`: about one customer, so the kiosk wipe drops it. A root not listed here is neither
 * persisted nor kept by the wipe.
 */
export const queryRoots = {
  /** ["menu", outletId]: fetch_menu's menu_data. */
  menu: { persisted: true, personal: false },
  outlets: { persisted: true, personal: false },
  "social-posts": { persisted: false, personal: false },
  /** The one personal query persisted: past orders open offline (the Re-order shortcut). */
  "order-history": { persisted: true, personal: true },
  /** ["addresses"]: fetch_address, mirrored under the spec's `address` storage key instead. */
  addresses: { persisted: false, personal: true },
  /** The account's saved cards (never their tokens), on the profile screen. */
  "saved-cards": { persisted: false, personal: true },
} as const satisfies Record<string, { persisted: boolean; personal: boolean }>;

export type QueryRoot = keyof typeof queryRoots;

function rootPolicy(queryKey: readonly unknown[]) {
  const root = queryKey[0];
  return typeof root === "string" && Object.hasOwn(queryRoots, root) ? queryRoots[root as QueryRoot] : null;
}

export function isPersistedQuery(queryKey: readonly unknown[]): boolean {
  return rootPolicy(queryKey)?.persisted ?? false;
}

/** What the kiosk wipe keeps between two customers: queries about the shop, not about them. */
export function isPublicQuery(queryKey: readonly unknown[]): boolean {
  return rootPolicy(queryKey)?.personal === false;
}

// The service worker's routing: one pure decision per request, tested without a worker.

/** An endpoint whose answers the service worker keeps: all it needs of the endpoint table. */
export type OfflineRoute = {
  readonly method: Endpoint["method"];
  readonly path: string;
  readonly offline: Exclude<OfflineCopy, "never">;
};

/**
 * The endpoints the service worker may cache, from the endpoint table. Run at build time
 * (vite.config.ts hands the list to the worker), so the worker does not bundle every schema.
 * A row that would cache something personal, or key it wrongly, fails the build.
 */
export function offlineRoutes(table: Readonly<Record<string, Endpoint>>): OfflineRoute[] {
  const routes: OfflineRoute[] = [];
  for (const [name, { method, path, auth, offline }] of Object.entries(table)) {
    if (offline === "never") continue;
    // A bearer call answers about one customer.
    if (auth !== "none") throw new Error(`${name} needs a token: its answers must never be cached`);
    // The Cache API keys a GET by its URL; fetch_menu's POST gets a key per outlet instead.
    if (method !== (offline === "public" ? "GET" : "POST"))
      throw new Error(`${name}: a ${method} cannot be cached as "${offline}"`);
    routes.push({ method, path, offline });
  }
  return routes;
}

/** The parts of a fetch event's request the decision reads (a Request has them all). */
export type SwRequest = {
  readonly method: string;
  readonly url: string;
  readonly mode?: string;
  readonly destination?: string;
};

export type SwRoute =
  /** A navigation: the precached page for its path (a landing page, a route shell, the app shell). */
  | { readonly strategy: "precached-page" }
  | { readonly strategy: "stale-while-revalidate"; readonly cacheName: string }
  | {
      readonly strategy: "network-first-per-outlet";
      readonly cacheName: string;
      /** The outlet's GET key, from the request body; null (unreadable body): not cached. */
      readonly cacheKeyFor: (body: string) => string | null;
    }
  | { readonly strategy: "cache-first"; readonly cacheName: string }
  /** Left to the browser: personal, a write, or nothing we cache. */
  | { readonly strategy: "network" };

/** Pages the server renders itself (the payment provider's): never answered by the app shell. */
const SERVER_PAGES_PREFIX = "/payments/";

const NETWORK: SwRoute = { strategy: "network" };

/**
 * The decision for a service worker at `origin` whose app calls the API at `apiBaseUrl` (the
 * PUBLIC_API_BASE_URL setting: a path on this origin, or an absolute URL). An absolute base on
 * another origin is cached the same way: the app calls it with CORS, so its answers are readable,
 * and the chain's own backend then works offline too.
 */
export function createSwRouter(config: {
  apiBaseUrl: string;
  origin: string;
  routes: readonly OfflineRoute[];
}): (request: SwRequest) => SwRoute {
  const api = new URL(config.apiBaseUrl.trim() || "/", `${config.origin}/`);
  const apiPath = api.pathname.replace(/\/+$/, "");
  const apiRoot = `${api.origin}${apiPath}`;

  const menuRoute: SwRoute = {
    strategy: "network-first-per-outlet",
    cacheName: swCaches.menus,
    cacheKeyFor(body) {
      let outletId: unknown;
      try {
        outletId = (JSON.parse(body) as { outlet_id?: unknown } | null)?.outlet_id;
      } catch {
        return null;
      }
      const id = Number(outletId);
      return `${apiRoot}/__menu-cache/${Number.isInteger(id) && id > 0 ? id : "unknown"}`;
    },
  };
  const publicRoute: SwRoute = { strategy: "stale-while-revalidate", cacheName: swCaches.publicApi };

  return (request) => {
    const url = new URL(request.url);
    const inApi = url.origin === api.origin && url.pathname.startsWith(`${apiPath}/`);

    if (request.mode === "navigate") {
      const serverPage =
        url.origin !== config.origin || inApi || url.pathname.startsWith(SERVER_PAGES_PREFIX);
      return request.method === "GET" && !serverPage ? { strategy: "precached-page" } : NETWORK;
    }
    if (inApi) {
      const path = url.pathname.slice(apiPath.length);
      const route = config.routes.find((r) => r.method === request.method && pathMatches(r.path, path));
      if (!route) return NETWORK;
      return route.offline === "public" ? publicRoute : menuRoute;
    }
    const media = request.destination === "image" || request.destination === "font";
    if (media && request.method === "GET" && url.origin === config.origin) {
      return { strategy: "cache-first", cacheName: swCaches.images };
    }
    return NETWORK;
  };
}

/** `/order_details/:id` matches `/order_details/42`: a `:name` segment stands for any one segment. */
function pathMatches(pattern: string, path: string): boolean {
  const want = pattern.split("/");
  const got = path.split("/");
  return (
    want.length === got.length &&
    want.every((part, i) => (part.startsWith(":") ? got[i] !== "" : part === got[i]))
  );
}
