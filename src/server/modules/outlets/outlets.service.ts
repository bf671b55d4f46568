import type { Outlet } from "#shared/contract/outlets.ts";
import type { OutletPosition } from "#shared/rules/delivery-area.ts";
import type { Db } from "../../db/database.ts";
import { expiringCache } from "../../db/expiring-cache.ts";
import { listOutlets, type OutletRow } from "./outlets.repository.ts";

export type { OutletRow };

/** How long each instance reuses the outlet rows (the menu's lifetime: see the menu service). */
const OUTLETS_TTL_MS = 30_000;

export function toOutlet(row: OutletRow): Outlet {
  return {
    id: row.id,
    name: row.name,
    // Absent when not translated (the JSON omits it; the client shows the English).
    name_ar: row.nameAr || undefined,
    brand: row.brand,
    address: row.address,
    address_ar: row.addressAr || undefined,
    oracle_latitude: row.latitude,
    oracle_longitude: row.longitude,
    delivery_enabled: row.deliveryEnabled,
    opening_times: row.openingTimes ?? null,
  };
}

export function createOutletsService(db: Db, options: { cacheMs?: number; now?: () => number } = {}) {
  // place_order and fetch_menu read an outlet's row (opening times, delivery flag) from here
  // instead of asking the database on every order; a change reaches them within the lifetime.
  const cached = expiringCache(
    async () => new Map((await listOutlets(db)).map((outlet) => [outlet.id, outlet])),
    options.cacheMs ?? OUTLETS_TTL_MS,
    options.now ?? Date.now,
  );

  return {
    /** fetch_outlet's list, read fresh (its answer carries an ETag and is cached by HTTP). */
    list: async (): Promise<Outlet[]> => (await listOutlets(db)).map(toOutlet),
    /** One outlet's row, from the cache; null when there is no such outlet. */
    outlet: async (outletId: number): Promise<OutletRow | null> => (await cached(null)).get(outletId) ?? null,
    /** Every outlet's position and delivery flag, read fresh (the delivery rule picks by the flag). */
    positions: async (): Promise<OutletPosition[]> =>
      (await listOutlets(db)).map(({ id, latitude, longitude, deliveryEnabled }) => ({
        id,
        latitude,
        longitude,
        deliveryEnabled,
      })),
  };
}
export type OutletsService = ReturnType<typeof createOutletsService>;
