import { describe, expect, it } from "vitest";
import type { CartLine } from "../contract/cart.ts";
import {
  addLine,
  CART_LIFETIME_MS,
  expiryAfterAdd,
  isExpired,
  itemCount,
  removeCondiment,
  setQuantity,
} from "./cart.ts";

const latte = (overrides: Partial<CartLine> = {}): CartLine => ({
  itemName: "Caffe Latte",
  itemPrice: 120,
  itemImg: "/images/menu/latte.svg",
  note: "",
  itemId: 21010,
  quantity: 1,
  condiment_data: [
    { condiment_id: 400103, condiment_price: 25, condiment_name: "Oat", condiment_group_name: "Milk" },
    { condiment_id: 400201, condiment_price: 0, condiment_name: "Regular", condiment_group_name: "Size" },
  ],
  ...overrides,
});

describe("cart rules", () => {
  it("merges the same item with the same condiments (in any order) and note", () => {
    const reordered = latte({ condiment_data: [...latte().condiment_data].reverse(), quantity: 2 });
    const lines = addLine([latte()], reordered);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(3);
  });

  it("keeps separate lines for other condiments or another note", () => {
    let lines = addLine([latte()], latte({ note: "extra hot" }));
    lines = addLine(lines, latte({ condiment_data: [] }));
    expect(lines).toHaveLength(3);
    expect(itemCount(lines)).toBe(3);
  });

  it("removes a line when its quantity drops below 1, and one condiment on request", () => {
    expect(setQuantity([latte()], 0, 0)).toEqual([]);
    expect(setQuantity([latte()], 0, 4)[0]?.quantity).toBe(4);
    expect(removeCondiment([latte()], 0, 400103)[0]?.condiment_data.map((c) => c.condiment_id)).toEqual([
      400201,
    ]);
  });

  it("expires 24 hours after the last add", () => {
    const addedAt = Date.UTC(2026, 10, 22, 9);
    const expiry = expiryAfterAdd(addedAt);
    expect(expiry - addedAt).toBe(CART_LIFETIME_MS);
    expect(isExpired(expiry, addedAt + CART_LIFETIME_MS - 1)).toBe(false);
    expect(isExpired(expiry, addedAt + CART_LIFETIME_MS)).toBe(true);
    expect(isExpired(null, addedAt)).toBe(false);
  });
});
