// The address form's values and how they map to save_address (the field mapping decided for
// the storefront: "Location Name" is `label`, "Area" is `location`).
import type { Address, LatLng, SaveAddressRequest } from "#shared/contract/addresses.ts";
import { toWesternDigits } from "#shared/i18n/digits.ts";
import { localMobileFormat, PHONE_MAX_DIGITS } from "#shared/rules/phone.ts";
import { addressStrings } from "./messages.gen.ts";

export const ADDRESS_FIELDS = [
  "label",
  "location",
  "landmark",
  "address_line",
  "building",
  "floor",
  "flat",
  "phone_number",
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressFormValues = Record<AddressField, string>;

/** A new address: empty, with the customer's own number and the map's place name as a start. */
export function newAddressValues({
  phone,
  area,
}: {
  phone?: string | null;
  area?: string | null;
}): AddressFormValues {
  return {
    label: "",
    location: area ?? "",
    landmark: "",
    address_line: "",
    building: "",
    floor: "",
    flat: "",
    phone_number: phone ? phoneDigits(localMobileFormat(phone)) : "",
  };
}

export function valuesFromAddress(address: Address): AddressFormValues {
  return {
    label: address.label,
    location: address.location,
    landmark: address.landmark,
    address_line: address.address_line,
    building: address.building,
    floor: address.floor,
    flat: address.flat,
    phone_number: address.phone_number,
  };
}

/** The phone field keeps digits only (Arabic-Indic digits read as ASCII), at most 15. */
export function phoneDigits(raw: string): string {
  return toWesternDigits(raw).replace(/\D/g, "").slice(0, PHONE_MAX_DIGITS);
}

export function saveAddressBody(
  values: AddressFormValues,
  point: LatLng,
  { addressId, closestOutletId }: { addressId: number | null; closestOutletId: number | null },
): SaveAddressRequest {
  const trimmed = Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [field, values[field].trim()]),
  ) as AddressFormValues;
  return {
    ...(addressId === null ? {} : { address_id: addressId }),
    ...trimmed,
    latitude: point.lat,
    longitude: point.lng,
    // The server decides the outlet itself; sent for the chain's existing backend.
    closest_outlet_id: closestOutletId ?? undefined,
  };
}

/** One line like the server's delivery_address, for when the fresh list cannot be fetched. */
export function deliveryLine(values: AddressFormValues): string {
  const t = addressStrings.deliveryLine;
  const part = (value: string, say: (a: { value: string }) => string) =>
    value.trim() && say({ value: value.trim() });
  return [
    part(values.building, t.building),
    part(values.floor, t.floor),
    part(values.flat, t.flat),
    values.address_line.trim(),
    values.location.trim(),
  ]
    .filter(Boolean)
    .join(t.separator);
}
