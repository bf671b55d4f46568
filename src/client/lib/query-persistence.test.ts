// @vitest-environment jsdom
import { set } from "idb-keyval";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { persistedQueryCache } from "#shared/offline-policy.ts";
import { INDEXED_DB_WAIT_MS } from "./indexed-db-wait.ts";
import { createPersistOptions, shouldPersistQuery } from "./query-persistence.ts";

vi.mock("idb-keyval", () => ({ get: vi.fn(), set: vi.fn(), del: vi.fn() }));

const query = (queryKey: unknown[], status: "success" | "error" | "pending" = "success") =>
  ({ queryKey, state: { status } }) as unknown as Parameters<typeof shouldPersistQuery>[0];

describe("which queries persist for offline use", () => {
  beforeEach(() => localStorage.setItem("token", "a-token"));
  afterEach(() => localStorage.clear());

  it("keeps menus, outlets and the order history", () => {
    for (const key of [["menu", 4], ["outlets"], ["order-history"]]) {
      expect(shouldPersistQuery(query(key))).toBe(true);
    }
  });

  it("never keeps addresses or anything else, nor failed queries", () => {
    expect(shouldPersistQuery(query(["addresses"]))).toBe(false);
    expect(shouldPersistQuery(query(["order-details", "x"]))).toBe(false);
    expect(shouldPersistQuery(query(["social-posts"]))).toBe(false);
    expect(shouldPersistQuery(query(["menu", 4], "error"))).toBe(false);
    expect(shouldPersistQuery(query(["order-history"], "pending"))).toBe(false);
  });

  it("keeps no personal query once logged out, however late its answer lands", () => {
    localStorage.removeItem("token");
    expect(shouldPersistQuery(query(["order-history"]))).toBe(false);
    expect(shouldPersistQuery(query(["menu", 4]))).toBe(true);
    expect(shouldPersistQuery(query(["outlets"]))).toBe(true);
  });
});

describe("where the cache persists", () => {
  const saved = { timestamp: 1, buster: "", clientState: { queries: [], mutations: [] } };
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("indexedDB", {}); // jsdom has none: idb-keyval, mocked, stands for it
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.mocked(set).mockReset();
    localStorage.clear();
  });

  it("is IndexedDB when it answers", async () => {
    vi.mocked(set).mockResolvedValue(undefined);
    const { persister } = await createPersistOptions();
    await persister.persistClient(saved);
    await vi.advanceTimersByTimeAsync(1000); // the persister's throttle
    expect(set).toHaveBeenLastCalledWith(persistedQueryCache.storageKey, expect.any(String));
    expect(localStorage.getItem(persistedQueryCache.storageKey)).toBeNull();
  });

  it("is local storage when IndexedDB never answers, so the app still starts", async () => {
    vi.mocked(set).mockReturnValue(new Promise(() => {}));
    const options = createPersistOptions();
    await vi.advanceTimersByTimeAsync(INDEXED_DB_WAIT_MS);
    const { persister } = await options;
    await persister.persistClient(saved);
    await vi.advanceTimersByTimeAsync(1000);
    expect(localStorage.getItem(persistedQueryCache.storageKey)).toContain('"timestamp":1');
  });
});
