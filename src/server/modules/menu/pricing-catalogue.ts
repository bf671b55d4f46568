// What the server prices an order from: an outlet's menu in piastres, with the storefront's
// hiding rules applied (what the customer never sees cannot be ordered).
import type { MenuData } from "#shared/contract/menu.ts";
import { toPiastres } from "#shared/money/money.ts";
import {
  isBoxGroup,
  isCondimentGroupVisible,
  isCondimentItemVisible,
  isItemVisible,
} from "#shared/rules/menu-display.ts";

export type CatalogueItem = {
  id: number;
  name: string;
  /** The Arabic name, when the menu has one. */
  nameAr: string | undefined;
  price: number; // piastres
  orderable: boolean;
  /** Marked sold out by the outlet's staff: on the menu, not orderable for now. */
  soldOut: boolean;
  condimentGroups: Map<number, { name: string; nameAr: string | undefined; maximumCount: number }>;
};
export type CatalogueCondiment = {
  id: number;
  name: string;
  nameAr: string | undefined;
  groupId: number;
  price: number;
  orderable: boolean;
  soldOut: boolean;
};
export type PricingCatalogue = {
  items: Map<number, CatalogueItem>;
  condiments: Map<number, CatalogueCondiment>;
};

export function pricingCatalogue(menu: MenuData, boxProduct: string): PricingCatalogue {
  const groups = new Map(menu.condiment_groups.map((group) => [group.id, group]));
  const soldOutItems = new Set(menu.sold_out?.items);
  const soldOutCondiments = new Set(menu.sold_out?.condiments);
  const condiments = new Map<number, CatalogueCondiment>();
  for (const group of menu.condiment_groups) {
    for (const condimentId of group.condiment_items) {
      const condiment = menu.condiment_group_items.find((candidate) => candidate.id === condimentId);
      if (!condiment) continue;
      condiments.set(condimentId, {
        id: condimentId,
        name: condiment.name,
        nameAr: condiment.name_ar,
        groupId: group.id,
        price: toPiastres(condiment.price),
        orderable: isCondimentGroupVisible(group.id) && isCondimentItemVisible(condimentId),
        soldOut: soldOutCondiments.has(condimentId),
      });
    }
  }
  const items = new Map<number, CatalogueItem>();
  for (const item of menu.items) {
    const subCategoryName = menu.menu[item.menu]?.sub_menu[item.unk]?.name ?? "";
    items.set(item.menuItemId, {
      id: item.menuItemId,
      name: item.item_name,
      nameAr: item.item_name_ar,
      price: toPiastres(item.price),
      // Box items are ordered by message, not online.
      orderable: isItemVisible(item) && !isBoxGroup(subCategoryName, boxProduct),
      soldOut: soldOutItems.has(item.menuItemId),
      condimentGroups: new Map(
        item.condiments
          .filter((ref) => isCondimentGroupVisible(ref.condimentGroupRef))
          .map((ref) => [
            ref.condimentGroupRef,
            {
              name: groups.get(ref.condimentGroupRef)?.name ?? "",
              nameAr: groups.get(ref.condimentGroupRef)?.name_ar,
              maximumCount: ref.maximumCount,
            },
          ]),
      ),
    });
  }
  return { items, condiments };
}
