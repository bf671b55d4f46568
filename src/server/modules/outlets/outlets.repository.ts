import { asc } from "drizzle-orm";
import type { Outlet } from "#shared/contract/outlets.ts";
import type { Db } from "../../db/database.ts";
import { outlets } from "../../db/schema.ts";

export async function listOutlets(db: Db): Promise<Outlet[]> {
  const rows = await db.select().from(outlets).orderBy(asc(outlets.sort), asc(outlets.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    brand: row.brand,
    address: row.address,
    oracle_latitude: row.latitude,
    oracle_longitude: row.longitude,
    delivery_enabled: row.deliveryEnabled,
    opening_times: row.openingTimes ?? null,
  }));
}
