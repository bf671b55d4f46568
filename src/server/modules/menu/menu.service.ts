import type { Db } from "../../db/database.ts";
import { type CachedBody, cachedBody } from "../../http/etag.ts";
import { RequestValidationError } from "../../http/validation.ts";
import { loadOutletMenu, loadOutlets, type OutletRow } from "./menu.repository.ts";
import { type PricingCatalogue, pricingCatalogue } from "./pricing-catalogue.ts";

// The menu changes a few times a day; the morning rush asks for it thousands of times.
// Each instance keeps the serialised answer for a short while (never longer than MENU_TTL_MS, so
// a change reaches every instance quickly; nothing that must be shared lives here).
const MENU_TTL_MS = 30_000;
/** A hit this close to its expiry starts the next load in the background (no request waits). */
const REFRESH_AHEAD = 0.2;

type CachedMenu = { body: CachedBody; catalogue: PricingCatalogue };

type Expiring<T> = { value: T; expiresAt: number };

/**
 * A cache of loads that expire after `ttlMs`: one load per key at a time (concurrent misses
 * share it), a failed load is forgotten, and a value is never used past its expiry. A hit in the
 * last REFRESH_AHEAD of its lifetime starts the next load while it is still answered from.
 */
function expiringCache<K, T>(load: (key: K) => Promise<T>, ttlMs: number, now: () => number) {
  const entries = new Map<K, { current: Promise<Expiring<T>>; next?: Promise<Expiring<T>> }>();

  const start = (key: K) => {
    const loading = load(key).then((value) => ({ value, expiresAt: now() + ttlMs }));
    loading.catch(() => {
      const entry = entries.get(key);
      if (entry?.current === loading) entries.delete(key);
      else if (entry?.next === loading) entry.next = undefined;
    });
    return loading;
  };

  return async function get(key: K): Promise<T> {
    const entry = entries.get(key);
    if (entry) {
      const cached = await entry.current.catch(() => null);
      if (entries.get(key) !== entry) return get(key);
      if (cached && cached.expiresAt > now()) {
        if (!entry.next && cached.expiresAt - now() < ttlMs * REFRESH_AHEAD) {
          const next = start(key);
          entry.next = next;
          next.then(
            () => {
              if (entries.get(key) === entry && entry.next === next) {
                entries.set(key, { current: next });
              }
            },
            () => {},
          );
        }
        return cached.value;
      }
      // Expired (or failed): a background load already under way is the one to wait for.
      if (entry.next) {
        entries.set(key, { current: entry.next });
        return get(key);
      }
    }
    const loading = start(key);
    entries.set(key, { current: loading });
    return (await loading).value;
  };
}

export function createMenuService(
  db: Db,
  options: { boxProduct: string; cacheMs?: number; now?: () => number },
) {
  const now = options.now ?? Date.now;
  const cacheMs = options.cacheMs ?? MENU_TTL_MS;

  // The outlets (a dozen rows) under the same rule as the menus: place_order reads the chosen
  // outlet's opening times from here instead of asking the database on every order.
  const allOutlets = expiringCache(
    async () => new Map((await loadOutlets(db)).map((outlet) => [outlet.id, outlet])),
    cacheMs,
    now,
  );

  const menus = expiringCache(
    async (outletId: number): Promise<CachedMenu> => {
      if (!(await allOutlets(null)).has(outletId)) {
        throw new RequestValidationError({ outlet_id: ["The selected outlet does not exist."] });
      }
      const menuData = await loadOutletMenu(db, outletId);
      return {
        body: cachedBody({ status: 200, outlet_id: outletId, menu_data: menuData }),
        catalogue: pricingCatalogue(menuData, options.boxProduct),
      };
    },
    cacheMs,
    now,
  );

  return {
    menuBody: async (outletId: number) => (await menus(outletId)).body,
    catalogue: async (outletId: number) => (await menus(outletId)).catalogue,
    /** One outlet's row (opening times, delivery), or null when there is no such outlet. */
    outlet: async (outletId: number): Promise<OutletRow | null> =>
      (await allOutlets(null)).get(outletId) ?? null,
  };
}
export type MenuService = ReturnType<typeof createMenuService>;
