import { describe, expect, it } from "vitest";
import type { MenuData, MenuItem } from "#shared/contract/menu.ts";
import { openingPictures, shownItems } from "./shown-items.ts";

const item = (menuItemId: number, menu: string, unk: string): MenuItem => ({
  menuItemId,
  menu,
  unk,
  item_name: `Item ${menuItemId}`,
  image: `/images/menu/${menuItemId}.svg`,
  price: 100,
  description: "",
  condiments: [],
  sluId: 1,
});

const menuData: MenuData = {
  menu: {
    VAHDAM: { name: "Vahdam", sub_menu: { Tea: { name: "Tea" } } },
    BEVERAGES: {
      name: "Beverages",
      sub_menu: { Zeta: { name: "Zeta" }, "Coffee-Based": { name: "Coffee Based" } },
    },
    "COFFEE-BEANS": { name: "Coffee Beans", sub_menu: { Specialty: { name: "Specialty" } } },
  },
  items: [
    item(1, "VAHDAM", "Tea"),
    item(2, "BEVERAGES", "Zeta"),
    ...[3, 4, 5, 21026, 6, 7].map((id) => item(id, "BEVERAGES", "Coffee-Based")),
    item(8, "COFFEE-BEANS", "Specialty"),
  ],
  condiment_groups: [],
  condiment_group_items: [],
};

const pictures = (ids: number[]) => ids.map((id) => `/images/menu/${id}.svg`);

describe("the menu's opening cards", () => {
  it("are the first visible tab's first sub-category in the spec's order, four of them", () => {
    // VAHDAM is hidden; Coffee Based comes before Zeta; item 21026 is never shown.
    expect(openingPictures(menuData)).toEqual(pictures([3, 4, 5, 6]));
    expect(shownItems(menuData, "BEVERAGES", "Coffee-Based").map((shown) => shown.menuItemId)).toEqual([
      3, 4, 5, 6, 7,
    ]);
  });

  it("follow the tab and sub-category the navigation names, and ignore names the menu lacks", () => {
    expect(openingPictures(menuData, { menu: "COFFEE-BEANS", submenu: "Specialty" })).toEqual(pictures([8]));
    expect(openingPictures(menuData, { menu: "BEVERAGES", submenu: "Zeta" })).toEqual(pictures([2]));
    expect(openingPictures(menuData, { menu: "VAHDAM" })).toEqual(pictures([3, 4, 5, 6]));
    expect(openingPictures(menuData, { menu: "NOPE", submenu: "Nope" })).toEqual(pictures([3, 4, 5, 6]));
  });
});
