import { and, asc, count, eq, isNull } from "drizzle-orm";
import type { Address, DeliveryArea } from "#shared/contract/addresses.ts";
import { lockAccount } from "../../db/account-locks.ts";
import type { Db } from "../../db/database.ts";
import { addresses, deliveryAreas } from "../../db/schema.ts";

export type AddressRow = typeof addresses.$inferSelect;
export type AddressFields = Omit<AddressRow, "id" | "userId" | "createdAt" | "updatedAt" | "deletedAt">;

/** One line for the address picker and the cart's Deliver to card. */
export function deliveryAddressLine(
  row: Pick<AddressRow, "addressLine" | "building" | "floor" | "flat" | "landmark" | "location">,
) {
  const parts = [
    row.building && `Building ${row.building}`,
    row.floor && `Floor ${row.floor}`,
    row.flat && `Flat ${row.flat}`,
    row.addressLine,
    row.location,
  ].filter(Boolean);
  return parts.join(", ");
}

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    label: row.label,
    location: row.location,
    delivery_address: deliveryAddressLine(row),
    phone_number: row.phoneNumber,
    closest_outlet_id: row.closestOutletId,
    latitude: row.latitude,
    longitude: row.longitude,
    landmark: row.landmark,
    address_line: row.addressLine,
    building: row.building,
    floor: row.floor,
    flat: row.flat,
  };
}

const live = (userId: number) => and(eq(addresses.userId, userId), isNull(addresses.deletedAt));

export async function listAddresses(db: Db, userId: number): Promise<Address[]> {
  const rows = await db.select().from(addresses).where(live(userId)).orderBy(asc(addresses.id));
  return rows.map(toAddress);
}

export async function findAddress(db: Db, userId: number, addressId: number): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(live(userId), eq(addresses.id, addressId)))
    .limit(1);
  return row ?? null;
}

/**
 * Adds an address unless the account already keeps `max`; null then. Counted under a lock of
 * the account's own, so requests sent at once cannot all slip under the count.
 */
export async function insertAddressUpTo(
  db: Db,
  userId: number,
  fields: AddressFields,
  max: number,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, "addresses", userId);
    const [kept] = await tx.select({ n: count() }).from(addresses).where(live(userId));
    if ((kept?.n ?? 0) >= max) return null;
    const [row] = await tx
      .insert(addresses)
      .values({ ...fields, userId })
      .returning({ id: addresses.id });
    if (!row) throw new Error("insert returned no row");
    return row.id;
  });
}

export async function updateAddress(
  db: Db,
  userId: number,
  addressId: number,
  fields: AddressFields,
): Promise<boolean> {
  const rows = await db
    .update(addresses)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(live(userId), eq(addresses.id, addressId)))
    .returning({ id: addresses.id });
  return rows.length === 1;
}

/** Soft delete: past orders keep pointing at the address they were delivered to. */
export async function deleteAddress(db: Db, userId: number, addressId: number): Promise<boolean> {
  const rows = await db
    .update(addresses)
    .set({ deletedAt: new Date() })
    .where(and(live(userId), eq(addresses.id, addressId)))
    .returning({ id: addresses.id });
  return rows.length === 1;
}

export async function listDeliveryAreas(db: Db): Promise<DeliveryArea[]> {
  const rows = await db.select().from(deliveryAreas).orderBy(asc(deliveryAreas.outletId));
  return rows.map((row) => ({ outlet_id: row.outletId, delivery_coordinates: row.coordinates }));
}
