import { describe, expect, it } from "vitest";
import type { MenuData, MenuItem } from "#shared/contract/menu.ts";
import {
  buildCartLine,
  chosenCondiments,
  chosenCount,
  clampQuantity,
  condimentGroupsFor,
  isAtMaximum,
  popupPrice,
  toggleCondiment,
} from "./item-customisation.ts";

const flatWhite: MenuItem = {
  menuItemId: 21023,
  menu: "BEVERAGES",
  unk: "Coffee-Based",
  item_name: "Flat White",
  image: "/images/menu/latte.svg",
  price: 120,
  description: "Velvety microfoam over a double ristretto.",
  condiments: [
    { condimentGroupRef: 1, maximumCount: 1 },
    { condimentGroupRef: 3, maximumCount: 2 },
    { condimentGroupRef: 5, maximumCount: 1 },
    { condimentGroupRef: 7, maximumCount: 1 },
  ],
  sluId: 1,
};

const menuData: MenuData = {
  menu: {},
  items: [flatWhite],
  condiment_groups: [
    { id: 1, name: "Milk", condiment_items: [400101, 400103] },
    { id: 3, name: "Extra Shot", condiment_items: [400301, 400302, 400303] },
    { id: 5, name: "Sugar", condiment_items: [400501, 400901] },
    { id: 7, name: "Kitchen Routing", condiment_items: [400701] },
  ],
  condiment_group_items: [
    { id: 400101, name: "Full Cream", price: 0 },
    { id: 400103, name: "Oat", price: 25 },
    { id: 400301, name: "Espresso Shot", price: 25 },
    { id: 400302, name: "Decaf Shot", price: 27.5 },
    { id: 400303, name: "Ristretto Shot", price: 20 },
    { id: 400501, name: "No Sugar", price: 0 },
    { id: 400901, name: "Hidden Sugar", price: 0 },
    { id: 400701, name: "Send to Bar", price: 0 },
  ],
};

/** Looks a condiment group up by its id in the groups given, failing the test when it is not there. */
const groupFinder = (list: ReturnType<typeof condimentGroupsFor>) => (id: number) => {
  const found = list.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no group ${id}`);
  return found;
};

const groups = condimentGroupsFor(flatWhite, menuData);
const group = groupFinder(groups);

describe("the item popup's condiment groups", () => {
  it("hides group 7 and condiment 400901, and says radio or checkboxes by the maximum", () => {
    expect(groups.map((g) => g.name)).toEqual(["Milk", "Extra Shot", "Sugar"]);
    expect(group(5).options.map((o) => o.id)).toEqual([400501]);
    expect(group(1).multiple).toBe(false);
    expect(group(3).multiple).toBe(true);
    expect(group(3).maximumCount).toBe(2);
  });

  it("a radio group keeps one choice", () => {
    let selection = toggleCondiment({}, group(1), 400101, true);
    selection = toggleCondiment(selection, group(1), 400103, true);
    expect(selection[1]).toEqual([400103]);
  });

  it("a checkbox group never takes more than its maximum, and says which boxes are at the maximum", () => {
    let selection = toggleCondiment({}, group(3), 400301, true);
    selection = toggleCondiment(selection, group(3), 400302, true);
    expect(isAtMaximum(selection, group(3), 400303)).toBe(true);
    expect(isAtMaximum(selection, group(3), 400301)).toBe(false);
    selection = toggleCondiment(selection, group(3), 400303, true);
    expect(selection[3]).toEqual([400301, 400302]);
    selection = toggleCondiment(selection, group(3), 400301, false);
    expect(isAtMaximum(selection, group(3), 400303)).toBe(false);
    expect(selection[3]).toEqual([400302]);
  });

  it("ignores condiments the group does not offer (a hidden one included)", () => {
    expect(toggleCondiment({}, group(5), 400901, true)).toEqual({});
  });

  it("prices the item with its condiments times the quantity, in piastres", () => {
    let selection = toggleCondiment({}, group(1), 400103, true);
    selection = toggleCondiment(selection, group(3), 400302, true);
    const condiments = chosenCondiments(selection, groups);
    expect(condiments).toEqual([
      { condiment_id: 400103, condiment_price: 25, condiment_name: "Oat", condiment_group_name: "Milk" },
      {
        condiment_id: 400302,
        condiment_price: 27.5,
        condiment_name: "Decaf Shot",
        condiment_group_name: "Extra Shot",
      },
    ]);
    expect(popupPrice(flatWhite, condiments, 3)).toBe((120_00 + 25_00 + 27_50) * 3);
  });

  it("builds the spec's cart line, quantity at least 1 and the note trimmed to 200", () => {
    const line = buildCartLine(flatWhite, [], `  ${"x".repeat(250)} `, 0);
    expect(line).toMatchObject({
      itemName: "Flat White",
      itemPrice: 120,
      itemImg: "/images/menu/latte.svg",
      itemId: 21023,
      quantity: 1,
      condiment_data: [],
    });
    expect(line.note).toHaveLength(200);
    expect(clampQuantity(150)).toBe(99);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });
});

describe("sold-out condiments in the popup", () => {
  const soldOutMenu: MenuData = { ...menuData, sold_out: { items: [], condiments: [400103, 400302] } };
  const soldOutGroups = condimentGroupsFor(flatWhite, soldOutMenu);
  const soldOutGroup = groupFinder(soldOutGroups);

  it("are still listed, marked sold out", () => {
    expect(soldOutGroup(1).options.map((option) => [option.name, option.soldOut])).toEqual([
      ["Full Cream", false],
      ["Oat", true],
    ]);
    expect(group(1).options.every((option) => !option.soldOut)).toBe(true);
  });

  it("cannot be chosen", () => {
    expect(toggleCondiment({}, soldOutGroup(1), 400103, true)).toEqual({});
    expect(toggleCondiment({}, soldOutGroup(3), 400302, true)).toEqual({});
  });

  it("chosen before the mark came, they leave the line and stop counting towards the maximum", () => {
    // Chosen on the menu as it was; then the refreshed menu marks Oat and Decaf Shot sold out.
    let selection = toggleCondiment({}, group(1), 400103, true);
    selection = toggleCondiment(selection, group(3), 400301, true);
    selection = toggleCondiment(selection, group(3), 400302, true);
    expect(chosenCondiments(selection, soldOutGroups).map((condiment) => condiment.condiment_id)).toEqual([
      400301,
    ]);
    expect(chosenCount(selection, soldOutGroup(3))).toBe(1);
    expect(isAtMaximum(selection, soldOutGroup(3), 400303)).toBe(false);
    selection = toggleCondiment(selection, soldOutGroup(3), 400303, true);
    expect(selection[3]).toEqual([400301, 400303]);
  });
});
