// What the item popup offers and what it puts in the cart (spec sections 2 "Menu" and 3). Pure,
// so the condiment limits and the live price are tested without a browser.
import {
  CART_MAX_QUANTITY,
  type CartCondiment,
  type CartLine,
  NOTE_MAX_LENGTH,
} from "#shared/contract/cart.ts";
import type { MenuData, MenuItem } from "#shared/contract/menu.ts";
import { condimentGroupName, condimentName } from "#shared/i18n/localized-content.ts";
import { type Piastres, toPiastres } from "#shared/money/money.ts";
import { isCondimentGroupVisible, isCondimentItemVisible } from "#shared/rules/menu-display.ts";
import { lineTotal } from "#shared/rules/order-totals.ts";
import { isCondimentSoldOut } from "./sold-out.ts";

export type CondimentOption = {
  id: number;
  /** The menu's English name: what the cart and the order keep. */
  name: string;
  /** What the popup shows: the name in the reader's language. */
  label: string;
  price: number /* EGP, as the menu gives it */;
  /** Marked sold out by the outlet for now: shown, but not offered. */
  soldOut: boolean;
};
export type CondimentGroupView = {
  id: number;
  name: string;
  label: string;
  maximumCount: number;
  /** Radio buttons when one may be chosen, checkboxes otherwise. */
  multiple: boolean;
  options: CondimentOption[];
};

/** Chosen condiment ids per group id, in the order they were chosen. */
export type CondimentSelection = Readonly<Record<number, readonly number[]>>;

/** The item's condiment groups as the popup shows them: hidden groups and items left out. */
export function condimentGroupsFor(item: MenuItem, menuData: MenuData): CondimentGroupView[] {
  const groups = new Map(menuData.condiment_groups.map((group) => [group.id, group]));
  const condiments = new Map(menuData.condiment_group_items.map((condiment) => [condiment.id, condiment]));
  const views: CondimentGroupView[] = [];
  for (const ref of item.condiments) {
    const group = groups.get(ref.condimentGroupRef);
    if (!group || !isCondimentGroupVisible(group.id) || ref.maximumCount < 1) continue;
    if (views.some((view) => view.id === group.id)) continue;
    const options = group.condiment_items
      .filter(isCondimentItemVisible)
      .map((id) => condiments.get(id))
      .filter((condiment) => condiment !== undefined)
      .map((condiment) => ({
        id: condiment.id,
        name: condiment.name,
        label: condimentName(condiment),
        price: condiment.price,
        soldOut: isCondimentSoldOut(menuData, condiment.id),
      }));
    if (options.length === 0) continue;
    views.push({
      id: group.id,
      name: group.name,
      label: condimentGroupName(group),
      maximumCount: ref.maximumCount,
      multiple: ref.maximumCount > 1,
      options,
    });
  }
  return views;
}

/** Checks or unchecks one condiment; never more than the group's maximum, never a sold-out one. */
export function toggleCondiment(
  selection: CondimentSelection,
  group: CondimentGroupView,
  condimentId: number,
  checked: boolean,
): CondimentSelection {
  const option = group.options.find((candidate) => candidate.id === condimentId);
  if (!option || (checked && option.soldOut)) return selection;
  if (!group.multiple) return { ...selection, [group.id]: checked ? [condimentId] : [] };
  // A choice that has since sold out no longer counts, nor stays.
  const offered = new Set(group.options.filter((candidate) => !candidate.soldOut).map(({ id }) => id));
  const current = (selection[group.id] ?? []).filter((id) => offered.has(id));
  if (!checked) return { ...selection, [group.id]: current.filter((id) => id !== condimentId) };
  if (current.includes(condimentId) || current.length >= group.maximumCount) return selection;
  return { ...selection, [group.id]: [...current, condimentId] };
}

export function isChosen(selection: CondimentSelection, groupId: number, condimentId: number): boolean {
  return (selection[groupId] ?? []).includes(condimentId);
}

/** How many of the group's condiments are chosen and still offered. */
export function chosenCount(selection: CondimentSelection, group: CondimentGroupView): number {
  return group.options.filter((option) => !option.soldOut && isChosen(selection, group.id, option.id)).length;
}

/** A checkbox that may not be ticked because its group is at its maximum. */
export function isAtMaximum(selection: CondimentSelection, group: CondimentGroupView, condimentId: number) {
  return (
    group.multiple &&
    !isChosen(selection, group.id, condimentId) &&
    chosenCount(selection, group) >= group.maximumCount
  );
}

/**
 * The chosen condiments as cart line entries, in the popup's order. One chosen before the menu
 * marked it sold out (the menu refreshes while the popup is open) is left out.
 */
export function chosenCondiments(
  selection: CondimentSelection,
  groups: readonly CondimentGroupView[],
): CartCondiment[] {
  return groups.flatMap((group) =>
    group.options
      .filter((option) => !option.soldOut && isChosen(selection, group.id, option.id))
      .map((option) => ({
        condiment_id: option.id,
        condiment_price: option.price,
        condiment_name: option.name,
        condiment_group_name: group.name,
      })),
  );
}

export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(CART_MAX_QUANTITY, Math.max(1, Math.trunc(quantity)));
}

/** The cart line the popup adds (spec section 3's fields). */
export function buildCartLine(
  item: MenuItem,
  condiments: CartCondiment[],
  note: string,
  quantity: number,
): CartLine {
  return {
    itemName: item.item_name,
    itemPrice: item.price,
    itemImg: item.image,
    note: note.trim().slice(0, NOTE_MAX_LENGTH),
    itemId: item.menuItemId,
    quantity: clampQuantity(quantity),
    condiment_data: condiments,
  };
}

/** The popup's live price: the item and its condiments, times the quantity. */
export function popupPrice(item: MenuItem, condiments: CartCondiment[], quantity: number): Piastres {
  return lineTotal({
    unitPrice: toPiastres(item.price),
    condimentPrices: condiments.map((condiment) => toPiastres(condiment.condiment_price)),
    quantity: clampQuantity(quantity),
  });
}
