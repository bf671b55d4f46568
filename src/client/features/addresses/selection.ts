// Selecting a delivery address (spec section 4): its id and details are stored, and the order
// becomes a home delivery (order type 3), whose menu is the address's closest outlet's.
import {
  chooseDeliveryType,
  forgetSelectedAddress,
  type SelectedAddressDetails,
} from "#client/features/order-method/order-method.ts";
import { readRaw, storageKeys, writeJson, writeRaw } from "#client/lib/storage.ts";
import {
  type Address,
  type FetchAddressResponse,
  fetchAddressResponseSchema,
} from "#shared/contract/addresses.ts";

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

export function selectAddress(details: SelectedAddressDetails): void {
  writeRaw(storageKeys.selectedAddressId, String(details.id));
  writeJson(storageKeys.selectedAddressDetails, details);
  chooseDeliveryType("home-delivery");
}

/** After a delete: a removed address cannot stay the selected one. */
export function forgetSelectionOf(addressId: number): void {
  if (readRaw(storageKeys.selectedAddressId) === String(addressId)) forgetSelectedAddress();
}

/** The stored `address` list (the fetch_address answer), read from its raw value. */
export function parseAddressList(raw: string | null): FetchAddressResponse | null {
  if (!raw) return null;
  try {
    const parsed = fetchAddressResponseSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
