// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { QueryClient } from "@tanstack/react-query";
import { get, set } from "idb-keyval";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PERSISTED_CACHE_KEY } from "#client/lib/query-persistence.ts";
import { isKioskSessionActive, startKioskSession } from "./kiosk-config.ts";
import { isPublicCache, wipeCustomerSession } from "./wipe.ts";

const kioskConfig = JSON.stringify({
  outletId: 3,
  outletName: "Zamalek",
  boundAt: "2025-01-01T00:00:00.000Z",
});

function stubCaches(names: string[]) {
  const cacheNames = new Set(names);
  vi.stubGlobal("caches", {
    keys: async () => [...cacheNames],
    delete: async (name: string) => cacheNames.delete(name),
  });
  return cacheNames;
}

describe("isPublicCache", () => {
  it("keeps the precache and the service worker's public caches only", () => {
    expect(isPublicCache("workbox-precache-v2-http://localhost/")).toBe(true);
    expect(isPublicCache("storefront-menus")).toBe(true);
    expect(isPublicCache("storefront-public-api")).toBe(true);
    expect(isPublicCache("storefront-images")).toBe(true);
    expect(isPublicCache("api-order-history")).toBe(false);
  });
});

describe("wipeCustomerSession", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  it("leaves no trace of the customer and keeps what the kiosk needs", async () => {
    localStorage.setItem("kiosk_config", kioskConfig);
    localStorage.setItem("token", "secret-token");
    localStorage.setItem("user_data", '{"id":1}');
    localStorage.setItem("cartItems", "[]");
    localStorage.setItem("cartExpiry", "1");
    localStorage.setItem("pending_checkout", "{}");
    startKioskSession();
    await set("storefront-queued-order", { body: {} });

    const queryClient = new QueryClient();
    queryClient.setQueryData(["menu", 3], { menu_data: "the menu" });
    queryClient.setQueryData(["outlets"], [{ id: 3 }]);
    queryClient.setQueryData(["order-history"], [{ id: "order-of-the-last-customer" }]);
    queryClient.setQueryData(["profile"], { email: "nour@example.com" });
    queryClient.setQueryData(["order-details", "42"], { id: "42" });

    const cacheNames = stubCaches(["workbox-precache-v2-http://localhost/", "storefront-menus", "personal"]);
    let tokenStillStored: string | null = "unset";
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      tokenStillStored = localStorage.getItem("token");
      expect((init.headers as Record<string, string>).Authorization).toBe("Bearer secret-token");
      return new Response(JSON.stringify({ status: 200, message: "You are logged out." }), { status: 200 });
    });
    vi.stubGlobal("fetch", fetchMock);

    await wipeCustomerSession(queryClient);

    expect(Object.keys(localStorage)).toEqual(["kiosk_config"]);
    expect(localStorage.getItem("kiosk_config")).toBe(kioskConfig);
    expect(isKioskSessionActive()).toBe(false);
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey[0]),
    ).toEqual(["menu", "outlets"]);

    // IndexedDB: the queued order is gone; the persisted cache holds the public queries only.
    expect(await get("storefront-queued-order")).toBeUndefined();
    const persisted = JSON.parse((await get<string>(PERSISTED_CACHE_KEY)) ?? "{}");
    const keys = persisted.clientState.queries.map((query: { queryKey: unknown[] }) => query.queryKey[0]);
    expect(keys.sort()).toEqual(["menu", "outlets"]);
    expect(JSON.stringify(persisted)).not.toContain("order-of-the-last-customer");

    expect([...cacheNames]).toEqual(["workbox-precache-v2-http://localhost/", "storefront-menus"]);
    // The token was revoked with the value read before local storage was cleared.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/logout$/);
    expect(tokenStillStored).toBeNull();
  });

  it("wipes locally even when the server cannot be reached, and calls nobody without a token", async () => {
    localStorage.setItem("kiosk_config", kioskConfig);
    localStorage.setItem("token", "secret-token");
    stubCaches([]);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await wipeCustomerSession(new QueryClient());
    expect(Object.keys(localStorage)).toEqual(["kiosk_config"]);

    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    await wipeCustomerSession(new QueryClient());
    expect(fetchMock).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
