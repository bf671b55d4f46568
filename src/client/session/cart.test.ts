// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CartLine } from "#shared/contract/cart.ts";
import {
  addToCart,
  clearCart,
  readCart,
  removeCartLine,
  removeLineCondiment,
  setLineQuantity,
} from "./cart.ts";

const HOUR = 60 * 60 * 1000;
const START = new Date("2025-03-02T10:00:00+02:00");

const oat = {
  condiment_id: 400103,
  condiment_price: 25,
  condiment_name: "Oat",
  condiment_group_name: "Milk",
};
const shot = {
  condiment_id: 400301,
  condiment_price: 25,
  condiment_name: "Espresso Shot",
  condiment_group_name: "Extra Shot",
};
const latte = (overrides: Partial<CartLine> = {}): CartLine => ({
  itemName: "Flat White",
  itemPrice: 120,
  itemImg: "/images/menu/latte.svg",
  note: "",
  itemId: 21023,
  quantity: 1,
  condiment_data: [oat],
  ...overrides,
});

describe("the cart in local storage (fake clock)", () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it("stores spec-shaped lines under cartItems, with cartExpiry 24 h after the add", () => {
    addToCart(latte());
    expect(JSON.parse(localStorage.getItem("cartItems") ?? "null")).toEqual([latte()]);
    expect(Number(localStorage.getItem("cartExpiry"))).toBe(START.getTime() + 24 * HOUR);
  });

  it("is emptied when read at the expiry, and not a moment before", () => {
    addToCart(latte());
    vi.advanceTimersByTime(24 * HOUR - 1);
    expect(readCart()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(readCart()).toEqual([]);
    expect(localStorage.getItem("cartItems")).toBeNull();
    expect(localStorage.getItem("cartExpiry")).toBeNull();
  });

  it("counts the 24 h from the last add", () => {
    addToCart(latte());
    vi.advanceTimersByTime(20 * HOUR);
    addToCart(latte({ itemId: 21028, itemName: "Cappuccino" }));
    vi.advanceTimersByTime(20 * HOUR); // 40 h after the first add, 20 h after the last
    expect(readCart().map((line) => line.itemName)).toEqual(["Flat White", "Cappuccino"]);
    vi.advanceTimersByTime(4 * HOUR);
    expect(readCart()).toEqual([]);
  });

  it("changing a quantity or removing a condiment does not extend the expiry", () => {
    addToCart(latte());
    vi.advanceTimersByTime(23 * HOUR);
    setLineQuantity(0, 3);
    removeLineCondiment(0, oat.condiment_id);
    vi.advanceTimersByTime(HOUR);
    expect(readCart()).toEqual([]);
  });

  it("merges the same item with the same condiments and note; keeps the others apart", () => {
    addToCart(latte({ quantity: 2 }));
    addToCart(latte({ quantity: 3 }));
    addToCart(latte({ note: "extra hot" }));
    addToCart(latte({ condiment_data: [oat, shot] }));
    addToCart(latte({ condiment_data: [shot, oat], note: "  " }));
    expect(readCart().map((line) => [line.note, line.condiment_data.length, line.quantity])).toEqual([
      ["", 1, 5],
      ["extra hot", 1, 1],
      ["", 2, 2],
    ]);
  });

  it("a line left equal to another after a condiment removal merges into it", () => {
    addToCart(latte({ quantity: 2 }));
    addToCart(latte({ condiment_data: [oat, shot] }));
    removeLineCondiment(1, shot.condiment_id);
    expect(readCart()).toEqual([latte({ quantity: 3 })]);
  });

  it("removes a line at quantity 0 or on request, and clears the keys when empty", () => {
    addToCart(latte());
    addToCart(latte({ itemId: 21028, itemName: "Cappuccino" }));
    setLineQuantity(0, 0);
    expect(readCart().map((line) => line.itemName)).toEqual(["Cappuccino"]);
    removeCartLine(0);
    expect(localStorage.getItem("cartItems")).toBeNull();
    addToCart(latte());
    clearCart();
    expect(readCart()).toEqual([]);
  });
});
