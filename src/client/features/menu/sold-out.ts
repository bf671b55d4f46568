// What the outlet's staff marked sold out for now (menu_data.sold_out; absent: nothing). The
// menu greys such items and condiments out, and the cart marks lines it can no longer send;
// place_order refuses them anyway, this only tells the customer before they try.
import type { CartLine } from "#shared/contract/cart.ts";
import type { MenuData } from "#shared/contract/menu.ts";

type SoldOutSource = Pick<MenuData, "sold_out"> | undefined;

export function isItemSoldOut(menu: SoldOutSource, itemId: number): boolean {
  return menu?.sold_out?.items.includes(itemId) ?? false;
}

export function isCondimentSoldOut(menu: SoldOutSource, condimentId: number): boolean {
  return menu?.sold_out?.condiments.includes(condimentId) ?? false;
}

/** What of a cart line is sold out now: the item itself, and which of its condiments. */
export type LineSoldOut = { item: boolean; condimentIds: number[] };

/** The line's sold-out parts, or null when all of it can be ordered (or the menu is unknown). */
export function cartLineSoldOut(menu: SoldOutSource, line: CartLine): LineSoldOut | null {
  const item = isItemSoldOut(menu, line.itemId);
  const condimentIds = line.condiment_data
    .map((condiment) => condiment.condiment_id)
    .filter((id) => isCondimentSoldOut(menu, id));
  return item || condimentIds.length > 0 ? { item, condimentIds } : null;
}
