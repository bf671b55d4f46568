/**
 * Menu and outlet content in the current language. The API sends the spec's English fields and
 * our optional `_ar` fields beside them; a text not translated (or a menu cached before the
 * Arabic existed) shows in English. The locale is read on each call, never at import time.
 */
import type { MenuData, MenuItem } from "../contract/menu.ts";
import type { Outlet } from "../contract/outlets.ts";
import { subCategoryLabel } from "../rules/menu-display.ts";
import { currentLocale } from "./locale.ts";

/** A name in both languages: categories, sub-categories, condiment groups and condiments. */
export type Named = { name: string; name_ar?: string | undefined };

/** The Arabic when the current locale is Arabic and there is an Arabic text, else the English. */
export function localized(english: string, arabic: string | null | undefined): string {
  return currentLocale() === "ar" && arabic?.trim() ? arabic : english;
}

export const localizedName = (named: Named): string => localized(named.name, named.name_ar);

export const itemName = (item: Pick<MenuItem, "item_name" | "item_name_ar">): string =>
  localized(item.item_name, item.item_name_ar);

export const itemDescription = (item: Pick<MenuItem, "description" | "description_ar">): string =>
  localized(item.description, item.description_ar);

export const categoryName = localizedName;
export const condimentGroupName = localizedName;
export const condimentName = localizedName;

/**
 * A sub-category button's text: the Arabic name, or the English display label (the spec shows
 * some sub-categories under another English label; see rules/menu-display.ts).
 */
export const subCategoryName = (sub: Named): string => localized(subCategoryLabel(sub.name), sub.name_ar);

export const outletName = (outlet: Pick<Outlet, "name" | "name_ar">): string =>
  localized(outlet.name, outlet.name_ar);

export const outletAddress = (outlet: Pick<Outlet, "address" | "address_ar">): string =>
  localized(outlet.address, outlet.address_ar);

// Cart lines and orders keep the English names they were made with (the spec's fields, sent to
// place_order); shown, they take the current menu's text when the menu still has the item.

/** An item's name by its id in the outlet's menu; `fallback` (the stored name) when absent. */
export function menuItemName(menu: MenuData | undefined, itemId: number, fallback: string): string {
  const item = menu?.items.find((candidate) => candidate.menuItemId === itemId);
  return item ? itemName(item) : fallback;
}

/** A condiment's name by its id in the outlet's menu; `fallback` when absent. */
export function menuCondimentName(menu: MenuData | undefined, condimentId: number, fallback: string): string {
  const condiment = menu?.condiment_group_items.find((candidate) => candidate.id === condimentId);
  return condiment ? condimentName(condiment) : fallback;
}

/** The name of the group a condiment belongs to, by the condiment's id; `fallback` when absent. */
export function menuCondimentGroupName(
  menu: MenuData | undefined,
  condimentId: number,
  fallback: string,
): string {
  const group = menu?.condiment_groups.find((candidate) => candidate.condiment_items.includes(condimentId));
  return group ? condimentGroupName(group) : fallback;
}
