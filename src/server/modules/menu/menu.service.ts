import type { Db } from "../../db/database.ts";
import { type CachedBody, cachedBody } from "../../http/etag.ts";
import { RequestValidationError } from "../../http/validation.ts";
import { loadOutletMenu, outletExists } from "./menu.repository.ts";
import { type PricingCatalogue, pricingCatalogue } from "./pricing-catalogue.ts";

// The menu changes a few times a day; the morning rush asks for it thousands of times.
// Each instance keeps the serialised answer for a short while (never longer than MENU_TTL_MS, so
// a change reaches every instance quickly; nothing that must be shared lives here).
const MENU_TTL_MS = 30_000;

type CachedMenu = { body: CachedBody; catalogue: PricingCatalogue; expiresAt: number };

export function createMenuService(
  db: Db,
  options: { boxProduct: string; cacheMs?: number; now?: () => number },
) {
  const now = options.now ?? Date.now;
  const cacheMs = options.cacheMs ?? MENU_TTL_MS;
  const cache = new Map<number, Promise<CachedMenu>>();

  async function load(outletId: number): Promise<CachedMenu> {
    if (!(await outletExists(db, outletId))) {
      throw new RequestValidationError({ outlet_id: ["The selected outlet does not exist."] });
    }
    const menuData = await loadOutletMenu(db, outletId);
    return {
      body: cachedBody({ status: 200, outlet_id: outletId, menu_data: menuData }),
      catalogue: pricingCatalogue(menuData, options.boxProduct),
      expiresAt: now() + cacheMs,
    };
  }

  // One load per outlet at a time: the morning rush's concurrent misses share it.
  async function menu(outletId: number): Promise<CachedMenu> {
    const hit = cache.get(outletId);
    if (hit) {
      const cached = await hit.catch(() => null);
      if (cached && cached.expiresAt > now()) return cached;
      if (cache.get(outletId) !== hit) return menu(outletId);
    }
    const loading = load(outletId);
    cache.set(outletId, loading);
    loading.catch(() => cache.delete(outletId));
    return loading;
  }

  return {
    menuBody: async (outletId: number) => (await menu(outletId)).body,
    catalogue: async (outletId: number) => (await menu(outletId)).catalogue,
  };
}
export type MenuService = ReturnType<typeof createMenuService>;
