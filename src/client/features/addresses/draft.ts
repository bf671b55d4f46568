// The map picker's work in progress, kept in local storage so a reload of /addAddress or
// /address keeps the chosen point, its outlet and the typed fields. One draft at a time, for a
// new address (addressId null) or for one being edited; saving clears it, and logging out
// clears all storage anyway.
import * as z from "zod/mini";
import { latLngSchema } from "#shared/contract/addresses.ts";
import { ADDRESS_FIELDS, type AddressFormValues } from "./address-form-values.ts";

export const DRAFT_STORAGE_KEY = "address_draft";

const draftSchema = z.lazy(() =>
  z.object({
    addressId: z.nullable(z.number().check(z.int())),
    point: z.nullable(latLngSchema),
    /** The place name of the point (search result or reverse geocoding), to prefill Area. */
    place: z.nullable(z.string()),
    /** Set by Confirm location; any later move of the point clears it. */
    closestOutletId: z.nullable(z.number().check(z.int())),
    fields: z.partialRecord(z.enum(ADDRESS_FIELDS), z.string()),
  }),
);
export type AddressDraft = z.infer<typeof draftSchema>;

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The draft for this address (null: a new one); null when there is none or it is another's. */
export function readDraft(addressId: number | null): AddressDraft | null {
  try {
    const raw = storage()?.getItem(DRAFT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.addressId === addressId ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Merges `patch` into this address's draft (another address's draft is replaced). */
export function updateDraft(
  addressId: number | null,
  patch: Partial<Omit<AddressDraft, "addressId">>,
): AddressDraft {
  const current = readDraft(addressId) ?? {
    addressId,
    point: null,
    place: null,
    closestOutletId: null,
    fields: {},
  };
  const next: AddressDraft = { ...current, ...patch, addressId };
  try {
    storage()?.setItem(DRAFT_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // storage full or disabled: the flow still works within this page
  }
  return next;
}

export function saveDraftFields(addressId: number | null, fields: AddressFormValues): void {
  updateDraft(addressId, { fields });
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}

/** A point with its confirmed outlet, as the address form needs it; null when not confirmed. */
export function confirmedLocation(
  draft: AddressDraft | null,
): { point: z.infer<typeof latLngSchema>; closestOutletId: number; place: string | null } | null {
  if (!draft?.point || draft.closestOutletId === null) return null;
  return { point: draft.point, closestOutletId: draft.closestOutletId, place: draft.place };
}
