// Delivery or pickup, and where the menu comes from (spec sections 3 and 4): the order type,
// the pickup outlet and the selected delivery address, kept under the spec's storage keys.
import { useMemo } from "react";
import * as z from "zod/mini";
import {
  parseJson,
  positiveIntFromStorage,
  readJson,
  readRaw,
  removeKeys,
  storageKeys,
  useStorageValue,
  useStoredRaw,
  writeJson,
  writeRaw,
} from "#client/lib/storage.ts";
import type { Address } from "#shared/contract/addresses.ts";
import { ORDER_TYPE, type OrderType } from "#shared/contract/order-type.ts";
import { type MenuIconAction, menuIconAction } from "./menu-rule.ts";

export type DeliveryType = "home-delivery" | "store-pickup";

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

export function storedOrderType(): number | null {
  const parsed = positiveIntFromStorage.safeParse(readRaw(storageKeys.orderType));
  return parsed.success ? parsed.data : null;
}

/** Delivery or pickup: the stored order type, else the stored delivery type (default delivery). */
export function currentOrderType(): OrderType {
  const stored = storedOrderType();
  if (stored === ORDER_TYPE.pickup || stored === ORDER_TYPE.delivery) return stored;
  return storedDeliveryType() === "store-pickup" ? ORDER_TYPE.pickup : ORDER_TYPE.delivery;
}

export function selectPickupOutlet(outlet: { id: number; name: string }): void {
  chooseDeliveryType("store-pickup");
  writeRaw(storageKeys.selectedOutletId, String(outlet.id));
  writeRaw(storageKeys.selectedOutletName, outlet.name);
}

/** The stored pickup outlet (its name as stored when chosen), or null. */
export function pickupOutlet(): { id: number; name: string | null } | null {
  const outletId = positiveIntFromStorage.safeParse(readRaw(storageKeys.selectedOutletId));
  return outletId.success ? { id: outletId.data, name: readRaw(storageKeys.selectedOutletName) } : null;
}

export const selectedAddressDetailsSchema = z.lazy(() =>
  z.object({
    id: z.coerce.number().check(z.int()),
    label: z.string(),
    address: z.string(),
    closest_outlet_id: z.nullable(z.coerce.number().check(z.int())),
    lat: z.coerce.number(),
    lng: z.coerce.number(),
  }),
);
export type SelectedAddressDetails = z.infer<typeof selectedAddressDetailsSchema>;

export function selectedAddress(): SelectedAddressDetails | null {
  return readJson(storageKeys.selectedAddressDetails, selectedAddressDetailsSchema);
}

export function selectedDetailsOf(address: Address): SelectedAddressDetails {
  return {
    id: address.id,
    label: address.label,
    address: address.delivery_address,
    closest_outlet_id: address.closest_outlet_id,
    lat: address.latitude,
    lng: address.longitude,
  };
}

/**
 * Selecting a delivery address (spec section 4): its id and details are stored, and the order
 * becomes a home delivery (order type 3), whose menu is the address's closest outlet's.
 */
export function selectAddress(details: SelectedAddressDetails): void {
  writeRaw(storageKeys.selectedAddressId, String(details.id));
  writeJson(storageKeys.selectedAddressDetails, details);
  chooseDeliveryType("home-delivery");
}

export function forgetSelectedAddress(): void {
  removeKeys(storageKeys.selectedAddressDetails, storageKeys.selectedAddressId);
}

/** After a delete: a removed address cannot stay the selected one. */
export function forgetSelectionOf(addressId: number): void {
  if (readRaw(storageKeys.selectedAddressId) === String(addressId)) forgetSelectedAddress();
}

/** The bottom bar's menu icon: straight to the menu, or Select Method first (spec section 2). */
export function menuIconActionNow(): MenuIconAction {
  return menuIconAction(readRaw(storageKeys.orderType), readRaw(storageKeys.selectedAddressId));
}

/** The outlet whose menu is shown: the pickup outlet, or the delivery address's closest outlet. */
export function menuOutlet(): { id: number; name: string | null } | null {
  if (storedOrderType() === ORDER_TYPE.delivery) {
    const details = selectedAddress();
    return details?.closest_outlet_id ? { id: details.closest_outlet_id, name: null } : null;
  }
  return pickupOutlet();
}

/**
 * Spec section 4: a placed order clears the cart, the delivery address, the delivery type, the
 * order type, and the outlet and address selections.
 */
export function clearOrderSelections(): void {
  removeKeys(
    storageKeys.cartItems,
    storageKeys.cartExpiry,
    storageKeys.selectedAddressDetails,
    storageKeys.selectedAddressId,
    storageKeys.deliveryType,
    storageKeys.orderType,
    storageKeys.selectedOutletId,
    storageKeys.selectedOutletName,
  );
}

// Hooks: the same reads, re-rendering when the session changes (this tab or another).

/** The stored order type (null when none is stored), as the header's switches show it. */
export const useStoredOrderType = () => useStorageValue(storedOrderType, null);
/** Delivery or pickup, as currentOrderType decides. */
export const useOrderType = () => useStorageValue(currentOrderType, ORDER_TYPE.delivery);

export function useSelectedAddressId(): number | null {
  return Number(useStoredRaw(storageKeys.selectedAddressId)) || null;
}

export function useSelectedAddress(): SelectedAddressDetails | null {
  const raw = useStoredRaw(storageKeys.selectedAddressDetails);
  return useMemo(() => parseJson(raw, selectedAddressDetailsSchema), [raw]);
}
