// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { get, set } from "idb-keyval";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearBrowserStorage, holdsPersonalData } from "./logout.ts";

describe("holdsPersonalData", () => {
  it("keeps only the precache of the app shell", () => {
    expect(holdsPersonalData("workbox-precache-v2-http://localhost/")).toBe(false);
    expect(holdsPersonalData("menu-per-outlet")).toBe(true);
    expect(holdsPersonalData("api-order-history")).toBe(true);
  });
});

describe("clearBrowserStorage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("clears local and session storage, the keyval store and personal caches", async () => {
    localStorage.setItem("token", "secret");
    localStorage.setItem("cartItems", "[]");
    sessionStorage.setItem("draft", "x");
    await set("react-query", { clientState: "persisted" });
    const cacheNames = new Set(["workbox-precache-v2-http://localhost/", "api-order-history"]);
    vi.stubGlobal("caches", {
      keys: async () => [...cacheNames],
      delete: async (name: string) => cacheNames.delete(name),
    });

    await clearBrowserStorage();

    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(await get("react-query")).toBeUndefined();
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
});
