import { describe, expect, it } from "vitest";
import type { MenuData } from "../contract/menu.ts";
import { isBoxGroup, isItemVisible, orderedSubCategories, visibleCategories } from "./menu-display.ts";

const menu: MenuData["menu"] = {
  BEVERAGES: {
    name: "Beverages",
    sub_menu: {
      Seasonal: { name: "Seasonal Specials" },
      Frappe: { name: "Frappe" },
      "Soft-Drinks-H20": { name: "Soft Drinks & H20" },
      "The-Brew-Bar": { name: "The Brew Bar" },
      "Coffee-Based": { name: "Coffee Based" },
      Zeta: { name: "Zeta" },
    },
  },
  VAHDAM: { name: "Vahdam", sub_menu: {} },
  "COFFEE-BEANS": {
    name: "Coffee Beans",
    sub_menu: {
      "Drip-Bags": { name: "Drip Bags" },
      "Turkish-Coffee-Beans": { name: "Turkish Coffee Beans 250GM" },
      "Specialty-Coffee-Beans": { name: "Specialty Coffee Beans 250GM" },
    },
  },
  PRODUCTS: { name: "Products", sub_menu: {} },
  "Delivery-Charge": { name: "Delivery", sub_menu: {} },
  EXTRA: { name: "Extra", sub_menu: {} },
};

describe("menu display rules", () => {
  it("hides VAHDAM, PRODUCTS, Delivery-Charge and EXTRA and keeps the menu's order", () => {
    expect(visibleCategories(menu).map((tab) => tab.key)).toEqual(["BEVERAGES", "COFFEE-BEANS"]);
  });

  it("orders beverage sub-categories as the spec lists them, unknown ones last in their order", () => {
    expect(orderedSubCategories(menu, "BEVERAGES").map((tab) => tab.name)).toEqual([
      "The Brew Bar",
      "Coffee Based",
      "Frappe",
      "Soft Drinks & H20",
      "Seasonal Specials",
      "Zeta",
    ]);
  });

  it("puts Specialty before Turkish beans and others last", () => {
    expect(orderedSubCategories(menu, "COFFEE-BEANS").map((tab) => tab.key)).toEqual([
      "Specialty-Coffee-Beans",
      "Turkish-Coffee-Beans",
      "Drip-Bags",
    ]);
  });

  it("labels Frappe as Non Coffee Frappe", () => {
    const frappe = orderedSubCategories(menu, "BEVERAGES").find((tab) => tab.key === "Frappe");
    expect(frappe?.label).toBe("Non Coffee Frappe");
  });

  it("never shows item 21026 nor items of hidden categories", () => {
    expect(isItemVisible({ menuItemId: 21026, menu: "BEVERAGES" })).toBe(false);
    expect(isItemVisible({ menuItemId: 21027, menu: "EXTRA" })).toBe(false);
    expect(isItemVisible({ menuItemId: 21027, menu: "BEVERAGES" })).toBe(true);
  });

  it("recognises the configured box group", () => {
    expect(isBoxGroup("Brew Box", "Brew")).toBe(true);
    expect(isBoxGroup("Brew Bar", "Brew")).toBe(false);
  });
});
