import { describe, expect, it } from "vitest";
// workbox-core's public entry needs a worker's `self`; this is the module it names caches with.
import { cacheNames } from "workbox-core/_private/cacheNames.js";
import type { Endpoint } from "./contract/endpoint.ts";
import { endpoints } from "./contract/endpoints.ts";
import {
  clearedByKioskWipe,
  clearedOnLogout,
  createSwRouter,
  isPersistedQuery,
  isPublicQuery,
  offlineRoutes,
  PRECACHE_NAME_PREFIX,
  type SwRequest,
  swCaches,
} from "./offline-policy.ts";

const ORIGIN = "https://shop.example.com";
const routes = offlineRoutes(endpoints);
const sameOriginRouter = createSwRouter({ apiBaseUrl: "/api", origin: ORIGIN, routes });

const get = (url: string, extra: Partial<SwRequest> = {}): SwRequest => ({ method: "GET", url, ...extra });
const post = (url: string): SwRequest => ({ method: "POST", url });
const strategyOf = (request: SwRequest, router = sameOriginRouter) => router(request).strategy;

describe("the endpoints the service worker may cache", () => {
  it("are the table's public reads and fetch_menu, nothing else", () => {
    expect([...routes].sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { method: "GET", path: "/delivery_areas", offline: "public" },
      { method: "POST", path: "/fetch_menu", offline: "menu-per-outlet" },
      { method: "GET", path: "/fetch_outlet", offline: "public" },
      { method: "GET", path: "/social_posts", offline: "public" },
    ]);
  });

  it("refuse a row that would cache a bearer call or key a POST by its URL", () => {
    const row = (overrides: Partial<Endpoint>) => ({
      bad: { ...endpoints.fetchOutlet, ...overrides } as Endpoint,
    });
    expect(() => offlineRoutes(row({ auth: "bearer" }))).toThrow(/never be cached/);
    expect(() => offlineRoutes(row({ method: "POST" }))).toThrow(/cannot be cached/);
    expect(() => offlineRoutes(row({ offline: "menu-per-outlet" }))).toThrow(/cannot be cached/);
  });
});

describe("the service worker's route for a request", () => {
  it("serves public reads from their cache and refreshes them behind", () => {
    for (const path of ["fetch_outlet", "social_posts", "delivery_areas"]) {
      expect(sameOriginRouter(get(`${ORIGIN}/api/${path}`))).toEqual({
        strategy: "stale-while-revalidate",
        cacheName: swCaches.publicApi,
      });
    }
    expect(strategyOf(get(`${ORIGIN}/api/fetch_outlet?lang=en`))).toBe("stale-while-revalidate");
  });

  it("asks the network for fetch_menu first and keeps each outlet's last menu under its own key", () => {
    const route = sameOriginRouter(post(`${ORIGIN}/api/fetch_menu`));
    if (route.strategy !== "network-first-per-outlet") throw new Error(`got ${route.strategy}`);
    expect(route.cacheName).toBe(swCaches.menus);
    expect(route.cacheKeyFor('{"outlet_id":3}')).toBe(`${ORIGIN}/api/__menu-cache/3`);
    expect(route.cacheKeyFor('{"outlet_id":"7"}')).toBe(`${ORIGIN}/api/__menu-cache/7`);
    expect(route.cacheKeyFor('{"outlet_id":-1}')).toBe(`${ORIGIN}/api/__menu-cache/unknown`);
    expect(route.cacheKeyFor("null")).toBe(`${ORIGIN}/api/__menu-cache/unknown`);
    expect(route.cacheKeyFor("not json")).toBeNull();
  });

  it("never caches a call that needs a token, whatever its method", () => {
    const personal = Object.values(endpoints as Record<string, Endpoint>).filter((e) => e.auth === "bearer");
    expect(personal.length).toBeGreaterThan(5);
    for (const endpoint of personal) {
      const url = `${ORIGIN}/api${endpoint.path.replace(/:[A-Za-z_]+/g, "42")}`;
      expect(strategyOf(get(url)), endpoint.path).toBe("network");
      expect(strategyOf(post(url)), endpoint.path).toBe("network");
    }
    expect(strategyOf(get(`${ORIGIN}/api/order_history`))).toBe("network");
    expect(strategyOf(get(`${ORIGIN}/api/order_details/42`))).toBe("network");
  });

  it("leaves writes, other methods and unknown paths to the network", () => {
    expect(strategyOf(post(`${ORIGIN}/api/save_interested_users`))).toBe("network");
    expect(strategyOf(get(`${ORIGIN}/api/fetch_menu`))).toBe("network");
    expect(strategyOf(post(`${ORIGIN}/api/fetch_outlet`))).toBe("network");
    expect(strategyOf(get(`${ORIGIN}/api/fetch_outlet/extra`))).toBe("network");
    expect(strategyOf(get(`${ORIGIN}/apix/fetch_outlet`))).toBe("network");
    expect(strategyOf(get(`${ORIGIN}/fetch_outlet`))).toBe("network");
  });

  it("caches nothing on another origin when the API is on this one", () => {
    expect(strategyOf(get("https://elsewhere.example.com/api/fetch_outlet"))).toBe("network");
    expect(strategyOf(post("https://elsewhere.example.com/api/fetch_menu"))).toBe("network");
    expect(strategyOf(get("https://cdn.example.com/a.webp", { destination: "image" }))).toBe("network");
  });

  it("follows an API base on another origin", () => {
    const router = createSwRouter({ apiBaseUrl: "https://backend.example.com/v2/", origin: ORIGIN, routes });
    expect(strategyOf(get("https://backend.example.com/v2/fetch_outlet"), router)).toBe(
      "stale-while-revalidate",
    );
    const menu = router(post("https://backend.example.com/v2/fetch_menu"));
    if (menu.strategy !== "network-first-per-outlet") throw new Error(`got ${menu.strategy}`);
    expect(menu.cacheKeyFor('{"outlet_id":3}')).toBe("https://backend.example.com/v2/__menu-cache/3");
    expect(strategyOf(get("https://backend.example.com/v2/order_history"), router)).toBe("network");
    expect(strategyOf(get("https://backend.example.com/fetch_outlet"), router)).toBe("network");
    // Our own origin's /api is not the API any more.
    expect(strategyOf(get(`${ORIGIN}/api/fetch_outlet`), router)).toBe("network");
  });

  it("follows a non-default API path on this origin", () => {
    const router = createSwRouter({ apiBaseUrl: "/backend/api", origin: ORIGIN, routes });
    expect(strategyOf(get(`${ORIGIN}/backend/api/social_posts`), router)).toBe("stale-while-revalidate");
    expect(strategyOf(post(`${ORIGIN}/backend/api/fetch_menu`), router)).toBe("network-first-per-outlet");
    expect(strategyOf(get(`${ORIGIN}/api/social_posts`), router)).toBe("network");
    expect(strategyOf(get(`${ORIGIN}/backend/api/x`, { mode: "navigate" }), router)).toBe("network");
    expect(strategyOf(get(`${ORIGIN}/api/x`, { mode: "navigate" }), router)).toBe("precached-page");
  });

  it("answers navigations with a precached page, except the API and the server's payment pages", () => {
    const navigate = (path: string) => get(`${ORIGIN}${path}`, { mode: "navigate" });
    expect(strategyOf(navigate("/"))).toBe("precached-page");
    expect(strategyOf(navigate("/store-menu?outlet=3"))).toBe("precached-page");
    expect(strategyOf(navigate("/api/fetch_outlet"))).toBe("network");
    expect(strategyOf(navigate("/payments/checkout/12"))).toBe("network");
    expect(strategyOf({ method: "POST", url: `${ORIGIN}/cart`, mode: "navigate" })).toBe("network");
  });

  it("keeps same-origin images the precache lacks, cache first", () => {
    expect(sameOriginRouter(get(`${ORIGIN}/images/menu/new.webp`, { destination: "image" }))).toEqual({
      strategy: "cache-first",
      cacheName: swCaches.images,
    });
    expect(strategyOf(get(`${ORIGIN}/images/menu/new.webp`))).toBe("network");
  });

  it("keeps the Arabic typeface after its first download, cache first", () => {
    const font = get(`${ORIGIN}/assets/ibm-plex-sans-arabic-400-abc.woff2`, { destination: "font" });
    expect(sameOriginRouter(font)).toEqual({ strategy: "cache-first", cacheName: swCaches.images });
  });
});

describe("which caches logout and the kiosk wipe delete", () => {
  const precache = `${cacheNames.getPrecacheName()}-https://shop.example.com/`;

  it("names the precache the way workbox does", () => {
    expect(precache.startsWith(PRECACHE_NAME_PREFIX)).toBe(true);
  });

  it("logout keeps only the precache", () => {
    expect(clearedOnLogout(precache)).toBe(false);
    for (const name of [...Object.values(swCaches), "someone-elses-cache"]) {
      expect(clearedOnLogout(name), name).toBe(true);
    }
  });

  it("the kiosk wipe keeps the public caches too, and deletes any other", () => {
    expect(clearedByKioskWipe(precache)).toBe(false);
    for (const name of Object.values(swCaches)) expect(clearedByKioskWipe(name), name).toBe(false);
    expect(clearedByKioskWipe("someone-elses-cache")).toBe(true);
  });
});

describe("the persisted query cache", () => {
  it("keeps menus, outlets and the order history, and nothing unlisted", () => {
    for (const key of [["menu", 4], ["outlets"], ["order-history"]]) expect(isPersistedQuery(key)).toBe(true);
    for (const key of [["social-posts"], ["profile"], ["order-details", "x"], ["addresses"], [], [4]]) {
      expect(isPersistedQuery(key)).toBe(false);
    }
  });

  it("counts only queries about the shop as public (the kiosk wipe keeps them)", () => {
    for (const key of [["menu", 4], ["outlets"], ["social-posts"]]) expect(isPublicQuery(key)).toBe(true);
    for (const key of [["order-history"], ["order-details", "x"], ["toString"], ["geocode", "x"]]) {
      expect(isPublicQuery(key)).toBe(false);
    }
  });
});
