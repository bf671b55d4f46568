// Delivery or pickup, and where the menu comes from (spec section 4).
import * as z from "zod/mini";
import {
  positiveIntFromStorage,
  readJson,
  readRaw,
  removeKeys,
  storageKeys,
  writeRaw,
} from "#client/lib/storage.ts";

export type DeliveryType = "home-delivery" | "store-pickup";
export const ORDER_TYPE = { delivery: 3, pickup: 2 } as const;

export function storedDeliveryType(): DeliveryType {
  return readRaw(storageKeys.deliveryType) === "store-pickup" ? "store-pickup" : "home-delivery";
}

export function chooseDeliveryType(type: DeliveryType): void {
  writeRaw(storageKeys.deliveryType, type);
  writeRaw(storageKeys.orderType, String(type === "store-pickup" ? ORDER_TYPE.pickup : ORDER_TYPE.delivery));
}

/**
 * Spec section 4: on landing page load, when home delivery is selected (the stored choice, or
 * nothing stored), delivery-type is reset to home-delivery and order_type to 3.
 */
export function applyLandingDeliveryDefaults(): void {
  if (storedDeliveryType() === "home-delivery") chooseDeliveryType("home-delivery");
}

export function selectPickupOutlet(outlet: { id: number; name: string }): void {
  chooseDeliveryType("store-pickup");
  writeRaw(storageKeys.selectedOutletId, String(outlet.id));
  writeRaw(storageKeys.selectedOutletName, outlet.name);
}

export const selectedAddressDetailsSchema = z.object({
  id: z.coerce.number().check(z.int()),
  label: z.string(),
  address: z.string(),
  closest_outlet_id: z.nullable(z.coerce.number().check(z.int())),
  lat: z.coerce.number(),
  lng: z.coerce.number(),
});
export type SelectedAddressDetails = z.infer<typeof selectedAddressDetailsSchema>;

export function storedOrderType(): number | null {
  const parsed = positiveIntFromStorage.safeParse(readRaw(storageKeys.orderType));
  return parsed.success ? parsed.data : null;
}

/** The outlet whose menu is shown: the pickup outlet, or the delivery address's closest outlet. */
export function menuOutlet(): { id: number; name: string | null } | null {
  if (storedOrderType() === ORDER_TYPE.delivery) {
    const details = readJson(storageKeys.selectedAddressDetails, selectedAddressDetailsSchema);
    return details?.closest_outlet_id ? { id: details.closest_outlet_id, name: null } : null;
  }
  const outletId = positiveIntFromStorage.safeParse(readRaw(storageKeys.selectedOutletId));
  return outletId.success ? { id: outletId.data, name: readRaw(storageKeys.selectedOutletName) } : null;
}

export function forgetSelectedAddress(): void {
  removeKeys(storageKeys.selectedAddressDetails, storageKeys.selectedAddressId);
}
