// The sold-out panel's rules: the three choices staff have for an item or a condiment, the
// request each choice sends, and the menu grouped (items by category, condiments by group) and
// filtered by a search. Pure, so it is tested without a screen.
import type { AnswerOf, BodyIn } from "#shared/contract/endpoint.ts";
import type { storeMenu, storeSoldOut } from "#shared/contract/store.ts";

export type StoreMenu = AnswerOf<typeof storeMenu>["data"];
export type SoldOutKind = BodyIn<typeof storeSoldOut>["kind"];
type SoldOut = StoreMenu["items"][number]["sold_out"];

/** Available, sold out until the end of today, or sold out until staff undo it. */
export type Availability = "available" | "today" | "undone";
export const AVAILABILITIES: readonly Availability[] = ["available", "today", "undone"];

export function availabilityOf(soldOut: SoldOut): Availability {
  if (soldOut === null) return "available";
  return soldOut.until === null ? "undone" : "today";
}

export function soldOutRequest(
  kind: SoldOutKind,
  id: number,
  choice: Availability,
): BodyIn<typeof storeSoldOut> {
  if (choice === "available") return { kind, id, sold_out: false };
  return { kind, id, sold_out: true, until: choice === "today" ? "end_of_day" : "undone" };
}

export type MenuEntry = { kind: SoldOutKind; id: number; name: string; soldOut: SoldOut };
export type MenuSection = { title: string; entries: MenuEntry[] };

/** Case- and accent-blind, so "creme" finds "Crème brûlée". */
function searchable(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase()
    .trim();
}

function sections(
  entries: readonly (MenuEntry & { section: string })[],
  query: string,
  onlySoldOut: boolean,
) {
  const needle = searchable(query);
  const bySection = new Map<string, MenuEntry[]>();
  for (const { section, ...entry } of entries) {
    if (onlySoldOut && entry.soldOut === null) continue;
    // A search for a category's name lists all of it.
    if (needle && !searchable(entry.name).includes(needle) && !searchable(section).includes(needle)) continue;
    const list = bySection.get(section) ?? [];
    list.push(entry);
    bySection.set(section, list);
  }
  return [...bySection].map(([title, list]): MenuSection => ({ title, entries: list }));
}

/** Items by category and condiments by group, in the menu's order, filtered. */
export function groupStoreMenu(
  menu: StoreMenu,
  filter: { query: string; onlySoldOut: boolean },
): { items: MenuSection[]; condiments: MenuSection[] } {
  return {
    items: sections(
      menu.items.map((item) => ({
        kind: "item",
        id: item.id,
        name: item.name,
        soldOut: item.sold_out,
        section: item.category,
      })),
      filter.query,
      filter.onlySoldOut,
    ),
    condiments: sections(
      menu.condiments.map((condiment) => ({
        kind: "condiment",
        id: condiment.id,
        name: condiment.name,
        soldOut: condiment.sold_out,
        section: condiment.group,
      })),
      filter.query,
      filter.onlySoldOut,
    ),
  };
}

export function soldOutCount(menu: StoreMenu): number {
  return [...menu.items, ...menu.condiments].filter((entry) => entry.sold_out !== null).length;
}

/** The menu with one entry's new state, as the server answered it. */
export function withSoldOut(menu: StoreMenu, kind: SoldOutKind, id: number, soldOut: SoldOut): StoreMenu {
  return kind === "item"
    ? { ...menu, items: menu.items.map((item) => (item.id === id ? { ...item, sold_out: soldOut } : item)) }
    : {
        ...menu,
        condiments: menu.condiments.map((condiment) =>
          condiment.id === id ? { ...condiment, sold_out: soldOut } : condiment,
        ),
      };
}
