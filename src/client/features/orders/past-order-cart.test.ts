import { describe, expect, it } from "vitest";
import type { MenuData, MenuItem } from "#shared/contract/menu.ts";
import type { PastOrder } from "#shared/contract/orders.ts";
import { canRebuild, pastOrderCart } from "./past-order-cart.ts";

const item = (
  menuItemId: number,
  item_name: string,
  price: number,
  condiments: MenuItem["condiments"] = [],
) =>
  ({
    menuItemId,
    menu: "BEVERAGES",
    unk: "Coffee-Based",
    item_name,
    item_name_ar: `${item_name} (ar)`,
    image: `/images/menu/${menuItemId}.svg`,
    price,
    description: "",
    condiments,
    sluId: 1,
  }) satisfies MenuItem;

const menu: MenuData = {
  menu: {},
  items: [
    item(21023, "Flat White", 120, [
      { condimentGroupRef: 1, maximumCount: 1 },
      { condimentGroupRef: 3, maximumCount: 2 },
    ]),
    item(21001, "Espresso Single", 60),
    item(21002, "Cortado", 90),
    item(21026, "Hidden Item", 10),
  ],
  condiment_groups: [
    { id: 1, name: "Milk", condiment_items: [400101, 400103] },
    { id: 3, name: "Extra Shot", condiment_items: [400301, 400302] },
  ],
  condiment_group_items: [
    { id: 400101, name: "Full Cream", price: 0 },
    { id: 400103, name: "Oat", name_ar: "شوفان", price: 25 },
    { id: 400301, name: "Espresso Shot", price: 25 },
    { id: 400302, name: "Decaf Shot", price: 27.5 },
  ],
  sold_out: { items: [21002], condiments: [400302] },
};

type Line = PastOrder["order_data"]["menuItems"][number];
const line = (name: string, item_id: number, quantity = 1, extra: Partial<Line> = {}): Line => ({
  name,
  quantity,
  total: 0,
  item_id,
  condiment_ids: [],
  note: "",
  ...extra,
});
const order = (menuItems: Line[]): PastOrder => ({
  id: "o1",
  created_at: "2026-01-13T10:00:00Z",
  order_status: "completed",
  order_type: 2,
  outlet_id: 1,
  outlet_name: "Heliopolis Korba",
  order_data: { menuItems },
});

describe("a past order's lines as cart lines", () => {
  it("rebuilds each line at today's menu: name, price, image, condiments, note and quantity", () => {
    const { lines, unavailable } = pastOrderCart(
      order([
        line("Flat White", 21023, 2, { condiment_ids: [400103, 400301], note: "extra hot", total: 999 }),
        line("Espresso Single", 21001),
      ]),
      menu,
    );
    expect(unavailable).toEqual([]);
    expect(lines).toEqual([
      {
        itemName: "Flat White",
        itemPrice: 120,
        itemImg: "/images/menu/21023.svg",
        note: "extra hot",
        itemId: 21023,
        quantity: 2,
        condiment_data: [
          { condiment_id: 400103, condiment_price: 25, condiment_name: "Oat", condiment_group_name: "Milk" },
          {
            condiment_id: 400301,
            condiment_price: 25,
            condiment_name: "Espresso Shot",
            condiment_group_name: "Extra Shot",
          },
        ],
      },
      {
        itemName: "Espresso Single",
        itemPrice: 60,
        itemImg: "/images/menu/21001.svg",
        note: "",
        itemId: 21001,
        quantity: 1,
        condiment_data: [],
      },
    ]);
  });

  it("names the lines it leaves out: gone from the menu, hidden, sold out, an option sold out or gone", () => {
    const { lines, unavailable } = pastOrderCart(
      order([
        line("Pumpkin Spice Latte", 29999, 1, { name_ar: "لاتيه اليقطين" }),
        line("Hidden Item", 21026),
        line("Cortado", 21002),
        line("Flat White", 21023, 1, { condiment_ids: [400302] }),
        line("Flat White", 21023, 1, { condiment_ids: [400999] }),
        // Two milks where the item takes one.
        line("Flat White", 21023, 1, { condiment_ids: [400101, 400103] }),
        line("Espresso Single", 21001, 3),
      ]),
      menu,
    );
    expect(lines.map((kept) => [kept.itemName, kept.quantity])).toEqual([["Espresso Single", 3]]);
    expect(unavailable).toEqual([
      { name: "Pumpkin Spice Latte", reason: "gone" },
      { name: "Hidden Item", reason: "gone" },
      { name: "Cortado", reason: "soldOut" },
      { name: "Flat White", option: "Decaf Shot", reason: "soldOut" },
      { name: "Flat White", reason: "optionGone" },
      { name: "Flat White", option: "Oat", reason: "optionGone" },
    ]);
  });

  it("needs the ids a list from before the change lacks", () => {
    expect(canRebuild(order([line("Espresso Single", 21001)]))).toBe(true);
    const { item_id: _, ...withoutId } = line("Espresso Single", 21001);
    expect(canRebuild(order([withoutId]))).toBe(false);
    expect(canRebuild({ ...order([]), outlet_id: undefined })).toBe(false);
  });
});
