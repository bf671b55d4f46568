import type { ReplyOf } from "#shared/contract/endpoint.ts";
import type { fetchMenu, MenuData } from "#shared/contract/menu.ts";
import type { storeMenu } from "#shared/contract/store.ts";
import { itemName, localized, localizedName } from "#shared/i18n/localized-content.ts";
import { endOfCairoDay } from "#shared/rules/opening-hours.ts";
import type { Db } from "../../db/database.ts";
import { expiringCache } from "../../db/expiring-cache.ts";
import { type CachedBody, cachedBody } from "../../http/etag.ts";
import { RequestValidationError } from "../../http/validation.ts";
import type { OutletsService } from "../outlets/outlets.service.ts";
import { clearSoldOut, loadOutletMenu, markSoldOut, type SoldOutKind, soldOutAt } from "./menu.repository.ts";
import { menuMessages } from "./messages.gen.ts";
import { type PricingCatalogue, pricingCatalogue } from "./pricing-catalogue.ts";

export type { PricingCatalogue };

// The menu changes a few times a day; the morning rush asks for it thousands of times.
// Each instance keeps the serialised answer for a short while (never longer than MENU_TTL_MS, so
// a change reaches every instance quickly; nothing that must be shared lives here).
const MENU_TTL_MS = 30_000;

type MenuAnswer = ReplyOf<typeof fetchMenu>;
type CachedMenu = { body: CachedBody<MenuAnswer>; menuData: MenuData; catalogue: PricingCatalogue };

export function createMenuService(
  db: Db,
  options: {
    boxProduct: string;
    outlets: OutletsService;
    cacheMs?: number;
    /** The cache's clock (milliseconds). */
    now?: () => number;
    /** The clock of sold-out marks (until the end of the Cairo day). */
    clock?: () => Date;
  },
) {
  const now = options.now ?? Date.now;
  const clock = options.clock ?? (() => new Date());
  const cacheMs = options.cacheMs ?? MENU_TTL_MS;

  const menus = expiringCache(
    async (outletId: number): Promise<CachedMenu> => {
      if (!(await options.outlets.outlet(outletId))) {
        throw new RequestValidationError({ outlet_id: [menuMessages.outletMissing] });
      }
      const menuData = await loadOutletMenu(db, outletId, clock());
      return {
        body: cachedBody<MenuAnswer>({ status: 200, outlet_id: outletId, menu_data: menuData }),
        menuData,
        catalogue: pricingCatalogue(menuData, options.boxProduct),
      };
    },
    cacheMs,
    now,
  );

  type SoldOutState = { until: string | null } | null;
  const soldOutStates = async (outletId: number) => {
    const rows = await soldOutAt(db, outletId, clock());
    const state = (row: (typeof rows)[number]): SoldOutState => ({ until: row.until?.toISOString() ?? null });
    return (kind: SoldOutKind, id: number): SoldOutState => {
      const row = rows.find((candidate) => candidate.kind === kind && candidate.refId === id);
      return row ? state(row) : null;
    };
  };

  return {
    menuBody: async (outletId: number) => (await menus(outletId)).body,
    /** fetch_menu's answer as sent (its JSON text) and as data, for the menu's painted page. */
    async menuAnswer(outletId: number): Promise<{ json: string; menuData: MenuData }> {
      const { body, menuData } = await menus(outletId);
      return { json: body.json, menuData };
    },
    catalogue: async (outletId: number) => (await menus(outletId)).catalogue,
    /** A change of what the outlet sells (heard from any instance): the next read loads it. */
    forget: (outletId: number) => menus.forget(outletId),

    /** What the outlet's staff may mark sold out: what customers can order there, and its state. */
    async storeMenu(outletId: number): Promise<ReplyOf<typeof storeMenu>["data"]> {
      const [{ menuData, catalogue }, stateOf] = await Promise.all([
        menus(outletId),
        soldOutStates(outletId),
      ]);
      // In the language of the request, like the rest of the board.
      const groupNames = new Map(menuData.condiment_groups.map((group) => [group.id, localizedName(group)]));
      return {
        items: menuData.items
          .filter((item) => catalogue.items.get(item.menuItemId)?.orderable)
          .map((item) => ({
            id: item.menuItemId,
            name: itemName(item),
            category: localized(menuData.menu[item.menu]?.name ?? "", menuData.menu[item.menu]?.name_ar),
            sold_out: stateOf("item", item.menuItemId),
          })),
        condiments: [...catalogue.condiments.values()]
          .filter((condiment) => condiment.orderable)
          .map((condiment) => ({
            id: condiment.id,
            name: localized(condiment.name, condiment.nameAr),
            group: groupNames.get(condiment.groupId) ?? "",
            sold_out: stateOf("condiment", condiment.id),
          })),
      };
    },

    /**
     * Marks an item or condiment of the outlet's menu sold out, until the end of the Cairo day or
     * until undone, or available again. 422 for one the outlet does not sell.
     */
    async setSoldOut(
      outletId: number,
      change: {
        kind: SoldOutKind;
        id: number;
        soldOut: boolean;
        until: "end_of_day" | "undone";
        staffId: number;
      },
    ): Promise<SoldOutState> {
      const { catalogue } = await menus(outletId);
      const known =
        change.kind === "item"
          ? catalogue.items.get(change.id)?.orderable
          : catalogue.condiments.get(change.id)?.orderable;
      if (!known) throw new RequestValidationError({ id: [menuMessages.notOnMenu({ kind: change.kind })] });
      if (!change.soldOut) {
        await clearSoldOut(db, outletId, change.kind, change.id);
        menus.forget(outletId);
        return null;
      }
      const until = change.until === "end_of_day" ? endOfCairoDay(clock()) : null;
      await markSoldOut(db, {
        outletId,
        kind: change.kind,
        refId: change.id,
        until,
        staffId: change.staffId,
      });
      menus.forget(outletId);
      return { until: until?.toISOString() ?? null };
    },
  };
}
export type MenuService = ReturnType<typeof createMenuService>;
