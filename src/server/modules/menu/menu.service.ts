import type { Db } from "../../db/database.ts";
import { type CachedBody, cachedBody } from "../../http/etag.ts";
import { RequestValidationError } from "../../http/validation.ts";
import { loadOutletMenu, outletExists } from "./menu.repository.ts";

// The menu changes a few times a day; the morning rush asks for it thousands of times.
// Each instance keeps the serialised answer for a short while (never longer than MENU_TTL_MS, so
// a change reaches every instance quickly; nothing that must be shared lives here).
const MENU_TTL_MS = 30_000;

export function createMenuService(db: Db, now: () => number = Date.now) {
  const cache = new Map<number, { body: CachedBody; expiresAt: number }>();

  return {
    async menuBody(outletId: number): Promise<CachedBody> {
      const hit = cache.get(outletId);
      if (hit && hit.expiresAt > now()) return hit.body;
      if (!(await outletExists(db, outletId))) {
        throw new RequestValidationError({ outlet_id: ["The selected outlet does not exist."] });
      }
      const menuData = await loadOutletMenu(db, outletId);
      const body = cachedBody({ status: 200, outlet_id: outletId, menu_data: menuData });
      cache.set(outletId, { body, expiresAt: now() + MENU_TTL_MS });
      return body;
    },
  };
}
