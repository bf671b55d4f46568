// "Add to cart" on a past order: its lines rebuilt from the outlet's menu as it is today (today's
// names and prices, as the item popup would add them), and the ones that cannot be ordered now
// named with the reason. place_order would refuse the same lines (server/modules/orders/order-pricing.ts).
import {
  CART_MAX_QUANTITY,
  type CartCondiment,
  type CartLine,
  NOTE_MAX_LENGTH,
} from "#shared/contract/cart.ts";
import type { MenuData } from "#shared/contract/menu.ts";
import type { PastOrder } from "#shared/contract/orders.ts";
import { condimentName, itemName, localized } from "#shared/i18n/localized-content.ts";
import {
  isCondimentGroupVisible,
  isCondimentItemVisible,
  isItemVisible,
} from "#shared/rules/menu-display.ts";

export type UnavailableReason = "gone" | "soldOut" | "optionGone";
/** A line left out: its name in the reader's language (with the option at fault, if any). */
export type UnavailableLine = { name: string; option?: string; reason: UnavailableReason };
export type PastOrderCart = { lines: CartLine[]; unavailable: UnavailableLine[] };

type PastLine = PastOrder["order_data"]["menuItems"][number];

/** Whether the history answered the ids a cart line needs (a list kept from before may not). */
export function canRebuild(order: PastOrder): boolean {
  return (
    order.outlet_id !== undefined && order.order_data.menuItems.every((line) => line.item_id !== undefined)
  );
}

export function pastOrderCart(order: PastOrder, menu: MenuData): PastOrderCart {
  const lines: CartLine[] = [];
  const unavailable: UnavailableLine[] = [];
  for (const past of order.order_data.menuItems) {
    const rebuilt = rebuildLine(past, menu);
    if ("reason" in rebuilt) unavailable.push(rebuilt);
    else lines.push(rebuilt);
  }
  return { lines, unavailable };
}

function rebuildLine(past: PastLine, menu: MenuData): CartLine | UnavailableLine {
  const item = menu.items.find((candidate) => candidate.menuItemId === past.item_id);
  if (!item || !isItemVisible(item)) return { name: localized(past.name, past.name_ar), reason: "gone" };
  const name = itemName(item);
  // What the outlet's staff marked sold out for now (absent: nothing).
  if (menu.sold_out?.items.includes(item.menuItemId)) return { name, reason: "soldOut" };

  const condiments: CartCondiment[] = [];
  const perGroup = new Map<number, number>();
  for (const id of past.condiment_ids ?? []) {
    const condiment = menu.condiment_group_items.find((candidate) => candidate.id === id);
    // Which of the item's groups offers it today, and how many of that group the item takes.
    const ref = item.condiments.find((candidate) =>
      menu.condiment_groups.some(
        (group) => group.id === candidate.condimentGroupRef && group.condiment_items.includes(id),
      ),
    );
    const group = menu.condiment_groups.find((candidate) => candidate.id === ref?.condimentGroupRef);
    const count = (group ? (perGroup.get(group.id) ?? 0) : 0) + 1;
    if (
      !condiment ||
      !ref ||
      !group ||
      !isCondimentGroupVisible(group.id) ||
      !isCondimentItemVisible(id) ||
      count > ref.maximumCount
    ) {
      return { name, ...(condiment ? { option: condimentName(condiment) } : {}), reason: "optionGone" };
    }
    if (menu.sold_out?.condiments.includes(id))
      return { name, option: condimentName(condiment), reason: "soldOut" };
    perGroup.set(group.id, count);
    condiments.push({
      condiment_id: id,
      condiment_price: condiment.price,
      condiment_name: condiment.name,
      condiment_group_name: group.name,
    });
  }
  // The line as the item popup adds it (spec section 3's fields), at today's price.
  return {
    itemName: item.item_name,
    itemPrice: item.price,
    itemImg: item.image,
    note: (past.note ?? "").trim().slice(0, NOTE_MAX_LENGTH),
    itemId: item.menuItemId,
    quantity: Math.min(CART_MAX_QUANTITY, Math.max(1, past.quantity)),
    condiment_data: condiments,
  };
}
