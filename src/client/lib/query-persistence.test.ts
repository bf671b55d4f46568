// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { shouldPersistQuery } from "./query-persistence.ts";

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
