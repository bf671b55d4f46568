import { describe, expect, it } from "vitest";
import type { CartLine } from "#shared/contract/cart.ts";
import type { MenuData } from "#shared/contract/menu.ts";
import { cartLineSoldOut, isCondimentSoldOut, isItemSoldOut } from "./sold-out.ts";

const menu = (sold_out?: MenuData["sold_out"]) => ({ sold_out });

const line = (itemId: number, condimentIds: number[]): CartLine => ({
  itemName: "Flat White",
  itemPrice: 120,
  itemImg: "/images/menu/latte.svg",
  note: "",
  itemId,
  quantity: 1,
  condiment_data: condimentIds.map((condiment_id) => ({
    condiment_id,
    condiment_price: 0,
    condiment_name: `Condiment ${condiment_id}`,
    condiment_group_name: "Milk",
  })),
});

describe("sold out", () => {
  const soldOut = menu({ items: [21023], condiments: [400103, 400302] });

  it("reads the menu's marks for items and condiments apart", () => {
    expect(isItemSoldOut(soldOut, 21023)).toBe(true);
    expect(isItemSoldOut(soldOut, 21024)).toBe(false);
    // An id that is sold out as an item says nothing about a condiment of the same number.
    expect(isCondimentSoldOut(soldOut, 21023)).toBe(false);
    expect(isCondimentSoldOut(soldOut, 400103)).toBe(true);
  });

  it("treats a menu without marks (an older server, or none loaded yet) as all available", () => {
    expect(isItemSoldOut(menu(), 21023)).toBe(false);
    expect(isCondimentSoldOut(undefined, 400103)).toBe(false);
    expect(cartLineSoldOut(undefined, line(21023, [400103]))).toBeNull();
  });

  it("says which parts of a cart line are sold out", () => {
    expect(cartLineSoldOut(soldOut, line(21023, []))).toEqual({ item: true, condimentIds: [] });
    expect(cartLineSoldOut(soldOut, line(21024, [400101, 400103, 400302]))).toEqual({
      item: false,
      condimentIds: [400103, 400302],
    });
    expect(cartLineSoldOut(soldOut, line(21024, [400101]))).toBeNull();
  });
});
