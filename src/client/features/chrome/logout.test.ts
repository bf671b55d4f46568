// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { clear, get, set } from "idb-keyval";
import { afterEach, describe, expect, it, vi } from "vitest";
import { INDEXED_DB_WAIT_MS } from "#client/lib/indexed-db-wait.ts";
import { persistedQueryCache, swCaches } from "#shared/offline-policy.ts";
import { clearBrowserStorage, revokeToken, unsubscribePush } from "./logout.ts";

// The real store, whose clear() one test makes hang.
vi.mock("idb-keyval", async (importOriginal) => {
  const real = await importOriginal<typeof import("idb-keyval")>();
  return { ...real, clear: vi.fn(real.clear) };
});

describe("revokeToken", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("posts logout with the stored token", async () => {
    localStorage.setItem("token", "secret");
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(JSON.stringify({ status: 200, message: "You are logged out." }), { status: 200 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    await revokeToken();
    const [url, init] = fetchMock.mock.calls[0] ?? ["", {}];
    expect(String(url)).toMatch(/\/api\/logout$/);
    expect(init.method).toBe("POST");
    expect((init.headers as Record<string, string>).Authorization).toBe("Bearer secret");
  });

  it("gives up quietly when the server cannot be reached", async () => {
    localStorage.setItem("token", "secret");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await expect(revokeToken()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe("clearBrowserStorage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("clears local and session storage, the keyval store and every runtime cache", async () => {
    localStorage.setItem("token", "secret");
    localStorage.setItem("cartItems", "[]");
    sessionStorage.setItem("draft", "x");
    await set(persistedQueryCache.storageKey, { clientState: "persisted" });
    const cacheNames = new Set([
      "workbox-precache-v2-http://localhost/",
      ...Object.values(swCaches),
      "api-order-history",
    ]);
    vi.stubGlobal("caches", {
      keys: async () => [...cacheNames],
      delete: async (name: string) => cacheNames.delete(name),
    });

    await clearBrowserStorage();

    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(await get(persistedQueryCache.storageKey)).toBeUndefined();
    expect([...cacheNames]).toEqual(["workbox-precache-v2-http://localhost/"]);
  });

  it("keeps the device's settings (a kiosk's outlet binding) and nothing else", async () => {
    localStorage.setItem("token", "secret");
    localStorage.setItem("user_data", "{}");
    localStorage.setItem("kiosk_config", '{"outletId":3}');
    vi.stubGlobal("caches", { keys: async () => [], delete: async () => true });

    await clearBrowserStorage();

    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem("kiosk_config")).toBe('{"outletId":3}');
    localStorage.clear();
  });

  it("still clears local storage when a cache cannot be opened", async () => {
    localStorage.setItem("token", "secret");
    vi.stubGlobal("caches", {
      keys: async () => {
        throw new Error("SecurityError");
      },
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await clearBrowserStorage();
    expect(localStorage.getItem("token")).toBeNull();
    warn.mockRestore();
  });

  it("finishes when IndexedDB never answers, so logout does not hang", async () => {
    vi.useFakeTimers();
    localStorage.setItem("token", "secret");
    vi.stubGlobal("caches", { keys: async () => [], delete: async () => true });
    vi.mocked(clear).mockReturnValueOnce(new Promise(() => {}));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const cleared = clearBrowserStorage();
    await vi.advanceTimersByTimeAsync(INDEXED_DB_WAIT_MS);
    await expect(cleared).resolves.toBeUndefined();
    expect(localStorage.getItem("token")).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
    vi.useRealTimers();
  });
});

describe("unsubscribePush", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("drops the browser's push subscription", async () => {
    const unsubscribe = vi.fn(async () => true);
    vi.stubGlobal("navigator", {
      serviceWorker: {
        getRegistration: async () => ({ pushManager: { getSubscription: async () => ({ unsubscribe }) } }),
      },
    });
    await unsubscribePush();
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it("does nothing without a service worker or a subscription", async () => {
    vi.stubGlobal("navigator", {});
    await expect(unsubscribePush()).resolves.toBeUndefined();
    vi.stubGlobal("navigator", {
      serviceWorker: {
        getRegistration: async () => ({ pushManager: { getSubscription: async () => null } }),
      },
    });
    await expect(unsubscribePush()).resolves.toBeUndefined();
  });
});
