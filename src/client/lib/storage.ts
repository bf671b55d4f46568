// The browser's local storage, with the spec's keys (section 3). Every read is validated: a
// value damaged by an old version or by hand reads as absent instead of crashing a screen.
import { useSyncExternalStore } from "react";
import * as z from "zod/mini";

export const storageKeys = {
  token: "token",
  userData: "user_data",
  addressList: "address",
  selectedAddressDetails: "selected_address_details",
  selectedAddressId: "select_address_id",
  selectedOutletId: "selected_outlet_id",
  selectedOutletName: "selected_outlet_name",
  orderType: "order_type",
  deliveryType: "delivery-type",
  cartItems: "cartItems",
  cartExpiry: "cartExpiry",
  /**
   * Not the spec's: the code being entered ({id, phone}: the server's challenge id and the number
   * it went to), kept apart from user_data so the logged-in user's data is always the full record.
   */
  otpChallenge: "otp_challenge",
  /** Not the spec's: the checkout attempt waiting for the server (its Idempotency-Key and body). */
  pendingCheckout: "pending_checkout",
  /** Not the spec's: a queued order the server accepted, waiting to be paid (features/offline). */
  sentOrder: "sent_order",
  /** Not the spec's: an order placed offline where IndexedDB does not answer (features/offline). */
  queuedOrder: "queued_order",
  /** Not the spec's: a store kiosk's outlet binding (features/kiosk). A device setting. */
  kioskConfig: "kiosk_config",
  /** Not the spec's: a store staff member's session on the order board (features/store-board). */
  staffSession: "staff_session",
  /** Not the spec's: the language the customer chose, "en" or "ar" (read early by lib/locale.ts). */
  language: "language",
} as const;
export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

const CHANGE_EVENT = "storefront:storage";
const listeners = new Set<() => void>();

function notify(key: string) {
  for (const listener of listeners) listener();
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: key }));
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled by the browser's privacy settings
  }
}

export function readRaw(key: StorageKey): string | null {
  try {
    return safeStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeRaw(key: StorageKey, value: string): void {
  try {
    safeStorage()?.setItem(key, value);
  } finally {
    notify(key);
  }
}

export function removeKeys(...keys: StorageKey[]): void {
  for (const key of keys) {
    try {
      safeStorage()?.removeItem(key);
    } catch {
      // nothing stored, nothing to remove
    }
  }
  notify(keys.join(","));
}

/**
 * Settings of the device rather than of a customer: they survive Logout and a kiosk's wipe
 * between customers, which clear everything else. (A kiosk's wipe also forgets the language
 * a walk-in chose: features/kiosk/wipe.ts.)
 */
export const deviceKeys: readonly StorageKey[] = [storageKeys.kioskConfig, storageKeys.language];

/** Clears local storage, all but `deviceKeys`. */
export function clearAllStorage(): void {
  try {
    const storage = safeStorage();
    if (storage) {
      const keep = new Set<string>(deviceKeys);
      const doomed: string[] = [];
      for (let index = 0; index < storage.length; index++) {
        const key = storage.key(index);
        if (key !== null && !keep.has(key)) doomed.push(key);
      }
      for (const key of doomed) storage.removeItem(key);
    }
  } finally {
    notify("*");
  }
}

export function readJson<T>(key: StorageKey, schema: z.ZodMiniType<T>): T | null {
  return parseJson(readRaw(key), schema);
}

/**
 * A stored value read through its schema: absent, not JSON or not in the expected shape reads as
 * null. Hooks parse the raw snapshot they render with (hydration sees the server's null).
 */
export function parseJson<T>(raw: string | null, schema: z.ZodMiniType<T>): T | null {
  if (raw === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeRaw(key, JSON.stringify(value));
}

/** Calls `listener` whenever storage changes, in this tab or another; returns the unsubscribe. */
export function subscribe(listener: () => void) {
  listeners.add(listener);
  // Other tabs and windows change storage too.
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/**
 * `read()`, read again whenever storage changes (this tab or another). `read` must return the
 * same value while storage is unchanged (a primitive, or a cached object); `serverValue` is what
 * the prerendered page showed, for hydration.
 */
export function useStorageValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribe, read, () => serverValue);
}

/** Re-renders when the value under `key` changes, in this tab or another. */
export function useStoredRaw(key: StorageKey): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readRaw(key),
    () => null,
  );
}

export const positiveIntFromStorage = z.lazy(() => z.coerce.number().check(z.int(), z.positive()));
