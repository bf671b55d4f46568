import { describe, expect, it } from "vitest";
import { menuIconAction } from "./menu-rule.ts";

describe("menuIconAction (the bottom bar's menu icon)", () => {
  it("goes to the menu when both an order type and a selected address id are stored", () => {
    expect(menuIconAction("3", "12")).toBe("store-menu");
    expect(menuIconAction("2", "7")).toBe("store-menu");
  });

  it("opens Select Method when either is missing or empty", () => {
    expect(menuIconAction(null, null)).toBe("select-method");
    expect(menuIconAction("3", null)).toBe("select-method");
    expect(menuIconAction(null, "12")).toBe("select-method");
    expect(menuIconAction("3", "")).toBe("select-method");
    expect(menuIconAction("  ", "12")).toBe("select-method");
  });
});
