// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { QueryClient } from "@tanstack/react-query";
import { get, set } from "idb-keyval";
import { afterEach, describe, expect, it, vi } from "vitest";
import { persistedQueryCache, swCaches } from "#shared/offline-policy.ts";
import { isKioskSessionActive, startKioskSession } from "./kiosk-config.ts";
import { wipeCustomerSession } from "./wipe.ts";

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
    queryClient.setQueryData(["social-posts"], []);
    queryClient.setQueryData(["order-history"], [{ id: "order-of-the-last-customer" }]);
    queryClient.setQueryData(["profile"], { email: "nour@example.com" });
    queryClient.setQueryData(["order-details", "42"], { id: "42" });

    const publicCaches = ["workbox-precache-v2-http://localhost/", ...Object.values(swCaches)];
    const cacheNames = stubCaches([...publicCaches, "personal"]);
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(JSON.stringify({ status: 200, message: "You are logged out." }), { status: 200 }),
    );
    vi.stubGlobal("fetch", fetchMock);

    const wiping = wipeCustomerSession(queryClient);
    // Local storage is wiped before anything is awaited: offline too, the next customer sees nothing.
    expect(Object.keys(localStorage)).toEqual(["kiosk_config"]);
    await wiping;

    expect(Object.keys(localStorage)).toEqual(["kiosk_config"]);
    expect(localStorage.getItem("kiosk_config")).toBe(kioskConfig);
    expect(isKioskSessionActive()).toBe(false);
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey[0]),
    ).toEqual(["menu", "outlets", "social-posts"]);

    // IndexedDB: the queued order is gone; the persisted cache holds the public queries only.
    expect(await get("storefront-queued-order")).toBeUndefined();
    const persisted = JSON.parse((await get<string>(persistedQueryCache.storageKey)) ?? "{}");
    const keys = persisted.clientState.queries.map((query: { queryKey: unknown[] }) => query.queryKey[0]);
    expect(keys.sort()).toEqual(["menu", "outlets"]);
    expect(JSON.stringify(persisted)).not.toContain("order-of-the-last-customer");

    expect([...cacheNames]).toEqual(publicCaches);
    // The token was revoked with the value stored before the wipe.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? ["", {}];
    expect(String(url)).toMatch(/\/logout$/);
    expect((init.headers as Record<string, string>).Authorization).toBe("Bearer secret-token");
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
