// The optional menu sync (SIMPHONY_MENU_SYNC=on, off by default): each outlet's revenue center
// menu as STS Gen2's Configuration API serves it (prices, and the items marked unavailable),
// compared with ours through the menu map. It only reads and reports; the caller writes.
//   https://docs.oracle.com/en/industries/food-beverage/simphony/omsstsg2api/api-configuration-api-v1.html
//   https://docs.oracle.com/en/industries/food-beverage/simphony/stsgg/op-api-v1-menus-menuid-get.html
//   https://docs.oracle.com/en/industries/food-beverage/simphony/omsstsg2api/op-api-v1-menus-items-unavailable-get.html
//   https://docs.oracle.com/en/industries/food-beverage/simphony/omsstsg2api/query_params.html (menus/summary)
import { z } from "zod";
import { toPiastres } from "#shared/money/money.ts";
import type { SimphonyPlace } from "../../config/simphony.ts";
import type { SimphonyClient } from "./simphony-pos.ts";

/** A revenue center's menu: price (piastres) by Simphony menu item number, and those unavailable. */
export type PosMenu = { prices: Map<number, number>; unavailable: Set<number> };

/** One of our items at an outlet, as our menu has it (price in piastres). */
export type OurMenuItem = { itemId: number; price: number; available: boolean };

export type MenuChange = {
  itemId: number;
  price?: { from: number; to: number };
  available?: { from: boolean; to: boolean };
};

const summarySchema = z.object({ items: z.array(z.object({ menuId: z.union([z.string(), z.number()]) })) });
const menuSchema = z.object({
  menuItems: z
    .array(
      z.object({
        menuItemId: z.number(),
        definitions: z
          .array(z.object({ prices: z.array(z.object({ price: z.number() })).default([]) }))
          .default([]),
      }),
    )
    .default([]),
});
const unavailableSchema = z.object({ menuItems: z.array(z.object({ menuItemId: z.number() })).default([]) });

/** Reads a revenue center's menus (their first definition's first price) and its unavailable items. */
export async function fetchSimphonyMenu(client: SimphonyClient, place: SimphonyPlace): Promise<PosMenu> {
  const { orgShortName } = client.options;
  const read = <T>(schema: z.ZodType<T>, body: unknown, what: string): T => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new Error(`Simphony answered a ${what} we cannot read`);
    return parsed.data;
  };
  return client.retrying("POS menu", { locRef: place.locRef, rvcRef: place.rvcRef }, async () => {
    const rvc = { locRef: place.locRef, rvcRef: String(place.rvcRef) };
    const summary = await client.request("GET", "/api/v1/menus/summary", place, {
      query: { orgShortName, ...rvc },
    });
    const prices = new Map<number, number>();
    for (const { menuId } of read(summarySchema, summary.body, "menu summary").items) {
      const answer = await client.request("GET", `/api/v1/menus/${encodeURIComponent(menuId)}`, place);
      for (const item of read(menuSchema, answer.body, "menu").menuItems) {
        const price = item.definitions[0]?.prices[0]?.price;
        if (price !== undefined && !prices.has(item.menuItemId))
          prices.set(item.menuItemId, toPiastres(price));
      }
    }
    const unavailable = await client.request("GET", "/api/v1/menus/items/unavailable", place, {
      query: { OrgShortName: orgShortName, LocRef: place.locRef, RvcRef: String(place.rvcRef) },
    });
    const numbers = read(unavailableSchema, unavailable.body, "list of unavailable items").menuItems;
    return { prices, unavailable: new Set(numbers.map((item) => item.menuItemId)) };
  });
}

/**
 * Our items whose price or availability differ from the POS's. An item with no Simphony number
 * in the map, or not on this revenue center's menu, has nothing to compare with and is left as is.
 */
export function menuChanges(ours: OurMenuItem[], pos: PosMenu, items: Map<number, number>): MenuChange[] {
  const changes: MenuChange[] = [];
  for (const item of ours) {
    const number = items.get(item.itemId);
    const price = number === undefined ? undefined : pos.prices.get(number);
    if (number === undefined || price === undefined) continue;
    const available = !pos.unavailable.has(number);
    const change: MenuChange = { itemId: item.itemId };
    if (price !== item.price) change.price = { from: item.price, to: price };
    if (available !== item.available) change.available = { from: item.available, to: available };
    if (change.price || change.available) changes.push(change);
  }
  return changes;
}

/** The changes for every configured outlet, by our outlet id; nothing when the sync is off. */
export async function simphonyMenuSync(
  client: SimphonyClient,
  ourMenu: (outletId: number) => Promise<OurMenuItem[]>,
): Promise<Map<number, MenuChange[]>> {
  const changes = new Map<number, MenuChange[]>();
  if (!client.options.menuSync) return changes;
  for (const [outletId, place] of client.options.outlets) {
    const pos = await fetchSimphonyMenu(client, place);
    changes.set(outletId, menuChanges(await ourMenu(outletId), pos, client.options.menuMap.items));
  }
  return changes;
}
