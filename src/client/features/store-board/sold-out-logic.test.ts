import { describe, expect, it } from "vitest";
import {
  availabilityOf,
  groupStoreMenu,
  type StoreMenu,
  soldOutCount,
  soldOutRequest,
  withSoldOut,
} from "./sold-out-logic.ts";

const menu: StoreMenu = {
  items: [
    { id: 1, name: "Flat White", category: "Coffee", sold_out: null },
    {
      id: 2,
      name: "Crème Brûlée Latte",
      category: "Coffee",
      sold_out: { until: "2025-03-02T20:00:00.000Z" },
    },
    { id: 3, name: "Croissant", category: "Bakery", sold_out: { until: null } },
    { id: 4, name: "Cortado", category: "Coffee", sold_out: null },
  ],
  condiments: [
    { id: 10, name: "Oat", group: "Milk", sold_out: { until: null } },
    { id: 11, name: "Almond", group: "Milk", sold_out: null },
    { id: 12, name: "Vanilla", group: "Syrups", sold_out: null },
  ],
};

describe("availability", () => {
  it("reads the server's sold_out as one of three choices", () => {
    expect(availabilityOf(null)).toBe("available");
    expect(availabilityOf({ until: "2025-03-02T20:00:00.000Z" })).toBe("today");
    expect(availabilityOf({ until: null })).toBe("undone");
  });

  it("sends each choice as the contract's body", () => {
    expect(soldOutRequest("item", 1, "today")).toEqual({
      kind: "item",
      id: 1,
      sold_out: true,
      until: "end_of_day",
    });
    expect(soldOutRequest("condiment", 10, "undone")).toEqual({
      kind: "condiment",
      id: 10,
      sold_out: true,
      until: "undone",
    });
    expect(soldOutRequest("item", 3, "available")).toEqual({ kind: "item", id: 3, sold_out: false });
  });
});

describe("grouping and search", () => {
  const titles = (sections: { title: string; entries: { name: string }[] }[]) =>
    sections.map((section) => [section.title, section.entries.map((entry) => entry.name)]);

  it("groups items by category and condiments by group, in the menu's order", () => {
    const grouped = groupStoreMenu(menu, { query: "", onlySoldOut: false });
    expect(titles(grouped.items)).toEqual([
      ["Coffee", ["Flat White", "Crème Brûlée Latte", "Cortado"]],
      ["Bakery", ["Croissant"]],
    ]);
    expect(titles(grouped.condiments)).toEqual([
      ["Milk", ["Oat", "Almond"]],
      ["Syrups", ["Vanilla"]],
    ]);
    expect(grouped.items[0]?.entries[0]).toEqual({ kind: "item", id: 1, name: "Flat White", soldOut: null });
  });

  it("searches names case- and accent-blind, and drops empty sections", () => {
    const grouped = groupStoreMenu(menu, { query: "  CREME ", onlySoldOut: false });
    expect(titles(grouped.items)).toEqual([["Coffee", ["Crème Brûlée Latte"]]]);
    expect(grouped.condiments).toEqual([]);
  });

  it("lists a whole category or group when its name is searched", () => {
    expect(titles(groupStoreMenu(menu, { query: "milk", onlySoldOut: false }).condiments)).toEqual([
      ["Milk", ["Oat", "Almond"]],
    ]);
  });

  it("shows only what is sold out when asked", () => {
    const grouped = groupStoreMenu(menu, { query: "", onlySoldOut: true });
    expect(titles(grouped.items)).toEqual([
      ["Coffee", ["Crème Brûlée Latte"]],
      ["Bakery", ["Croissant"]],
    ]);
    expect(titles(grouped.condiments)).toEqual([["Milk", ["Oat"]]]);
  });

  it("counts what is sold out", () => {
    expect(soldOutCount(menu)).toBe(3);
  });
});

describe("a saved change", () => {
  it("updates the one entry of that kind and id", () => {
    const after = withSoldOut(menu, "condiment", 11, { until: null });
    expect(after.condiments.find((c) => c.id === 11)?.sold_out).toEqual({ until: null });
    expect(after.items).toBe(menu.items);
    const item = withSoldOut(menu, "item", 3, null);
    expect(item.items.find((i) => i.id === 3)?.sold_out).toBeNull();
    // Ids of items and condiments are separate: item 10 does not touch condiment 10.
    expect(withSoldOut(menu, "item", 10, null).condiments).toEqual(menu.condiments);
  });
});
