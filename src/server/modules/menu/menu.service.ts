import type { ReplyOf } from "#shared/contract/endpoint.ts";
import type { fetchMenu } from "#shared/contract/menu.ts";
import type { Db } from "../../db/database.ts";
import { expiringCache } from "../../db/expiring-cache.ts";
import { type CachedBody, cachedBody } from "../../http/etag.ts";
import { RequestValidationError } from "../../http/validation.ts";
import type { OutletsService } from "../outlets/outlets.service.ts";
import { loadOutletMenu } from "./menu.repository.ts";
import { type PricingCatalogue, pricingCatalogue } from "./pricing-catalogue.ts";

export type { PricingCatalogue };

// The menu changes a few times a day; the morning rush asks for it thousands of times.
// Each instance keeps the serialised answer for a short while (never longer than MENU_TTL_MS, so
// a change reaches every instance quickly; nothing that must be shared lives here).
const MENU_TTL_MS = 30_000;

type MenuAnswer = ReplyOf<typeof fetchMenu>;
type CachedMenu = { body: CachedBody<MenuAnswer>; catalogue: PricingCatalogue };

export function createMenuService(
  db: Db,
  options: { boxProduct: string; outlets: OutletsService; cacheMs?: number; now?: () => number },
) {
  const now = options.now ?? Date.now;
  const cacheMs = options.cacheMs ?? MENU_TTL_MS;

  const menus = expiringCache(
    async (outletId: number): Promise<CachedMenu> => {
      if (!(await options.outlets.outlet(outletId))) {
        throw new RequestValidationError({ outlet_id: ["The selected outlet does not exist."] });
      }
      const menuData = await loadOutletMenu(db, outletId);
      return {
        body: cachedBody<MenuAnswer>({ status: 200, outlet_id: outletId, menu_data: menuData }),
        catalogue: pricingCatalogue(menuData, options.boxProduct),
      };
    },
    cacheMs,
    now,
  );

  return {
    menuBody: async (outletId: number) => (await menus(outletId)).body,
    catalogue: async (outletId: number) => (await menus(outletId)).catalogue,
  };
}
export type MenuService = ReturnType<typeof createMenuService>;
