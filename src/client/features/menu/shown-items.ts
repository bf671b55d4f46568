// What the menu screen shows: which tab, which sub-category, which cards. One rule for the screen
// (MenuBrowser) and for the route's loader, which asks for the opening cards' pictures as soon as
// the menu is known, so that they download while the screen renders instead of after it.
import type { MenuData, MenuItem } from "#shared/contract/menu.ts";
import {
  isItemVisible,
  orderedSubCategories,
  type SubCategoryTab,
  visibleCategories,
} from "#shared/rules/menu-display.ts";

/** Cards a phone shows without scrolling: their pictures load at once, the others when near. */
export const ABOVE_THE_FOLD = 4;

/** The tab the menu opens on: the one the navigation names (a gift button's beans), else the first. */
export function openingCategory(menu: MenuData["menu"], named?: string): string {
  const tabs = visibleCategories(menu);
  return tabs.some((tab) => tab.key === named) ? (named as string) : (tabs[0]?.key ?? "");
}

/** The sub-category shown: the one chosen, else the category's first. */
export function shownSubCategory(
  subCategories: SubCategoryTab[],
  chosen?: string,
): SubCategoryTab | undefined {
  return subCategories.find((sub) => sub.key === chosen) ?? subCategories[0];
}

export function shownItems(menuData: MenuData, categoryKey: string, subKey?: string): MenuItem[] {
  return menuData.items.filter(
    (item) => item.menu === categoryKey && item.unk === subKey && isItemVisible(item),
  );
}

/** The pictures of the cards on the menu's first screen, as it opens. */
export function openingPictures(menuData: MenuData, named?: { menu?: string; submenu?: string }): string[] {
  const categoryKey = openingCategory(menuData.menu, named?.menu);
  const sub = shownSubCategory(orderedSubCategories(menuData.menu, categoryKey), named?.submenu);
  return shownItems(menuData, categoryKey, sub?.key)
    .slice(0, ABOVE_THE_FOLD)
    .map((item) => item.image);
}

/** Asks for pictures now; the browser keeps them for the cards that show them. */
export function warmPictures(urls: string[]): void {
  for (const url of urls) {
    const picture = new Image();
    picture.fetchPriority = "high";
    picture.src = url;
  }
}
