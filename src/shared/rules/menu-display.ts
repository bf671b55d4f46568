// How the storefront shows a menu (spec section 2, "Menu"). Pure, shared by client and server:
// the server refuses at order time what the client never shows.
import type { MenuData, MenuItem } from "../contract/menu.ts";

export const HIDDEN_CATEGORY_KEYS: readonly string[] = ["VAHDAM", "PRODUCTS", "Delivery-Charge", "EXTRA"];
export const HIDDEN_ITEM_IDS: readonly number[] = [21026];
export const HIDDEN_CONDIMENT_GROUP_IDS: readonly number[] = [7];
export const HIDDEN_CONDIMENT_ITEM_IDS: readonly number[] = [400901];

/** Display order of sub-categories by name; names not listed keep their order after these. */
export const SUB_CATEGORY_ORDER: readonly string[] = [
  "The Brew Bar",
  "Coffee Based",
  "Coffees Of The World",
  "Cold Coffee",
  "Bottled Brew Coffee",
  "Frappe",
  "Non Coffee Hot",
  "Non Coffee Cold",
  "Matcha",
  "Iced Tea",
  "Fresh Juices",
  "Soft Drinks & H20",
  "Specialty Coffee Beans 250GM",
  "Turkish Coffee Beans 250GM",
];

const SUB_CATEGORY_LABELS: Readonly<Record<string, string>> = { Frappe: "Non Coffee Frappe" };

export type MenuTab = { key: string; name: string };
export type SubCategoryTab = { key: string; name: string; label: string };

export function isCategoryVisible(categoryKey: string): boolean {
  return !HIDDEN_CATEGORY_KEYS.includes(categoryKey);
}

export function isItemVisible(item: Pick<MenuItem, "menuItemId" | "menu">): boolean {
  return !HIDDEN_ITEM_IDS.includes(item.menuItemId) && isCategoryVisible(item.menu);
}

export function isCondimentGroupVisible(groupId: number): boolean {
  return !HIDDEN_CONDIMENT_GROUP_IDS.includes(groupId);
}

export function isCondimentItemVisible(condimentId: number): boolean {
  return !HIDDEN_CONDIMENT_ITEM_IDS.includes(condimentId);
}

/** Top-level tabs: the menu's categories in its order, without the hidden ones. */
export function visibleCategories(menu: MenuData["menu"]): MenuTab[] {
  return Object.entries(menu)
    .filter(([key]) => isCategoryVisible(key))
    .map(([key, category]) => ({ key, name: category.name }));
}

/** Sub-category buttons of one category in the spec's fixed order; others last, as they came. */
export function orderedSubCategories(menu: MenuData["menu"], categoryKey: string): SubCategoryTab[] {
  const category = menu[categoryKey];
  if (!category) return [];
  const rank = (name: string) => {
    const index = SUB_CATEGORY_ORDER.indexOf(name);
    return index === -1 ? SUB_CATEGORY_ORDER.length : index;
  };
  return Object.entries(category.sub_menu)
    .map(([key, sub], position) => ({ key, name: sub.name, label: subCategoryLabel(sub.name), position }))
    .sort((a, b) => rank(a.name) - rank(b.name) || a.position - b.position)
    .map(({ key, name, label }) => ({ key, name, label }));
}

export function subCategoryLabel(name: string): string {
  return SUB_CATEGORY_LABELS[name] ?? name;
}

/** Items of the `{product} Box` group are ordered by messaging: they show a picture, not an add button. */
export function isBoxGroup(subCategoryName: string, boxProduct: string): boolean {
  return subCategoryName.trim().toLowerCase() === `${boxProduct} Box`.trim().toLowerCase();
}
