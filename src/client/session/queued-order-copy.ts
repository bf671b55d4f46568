// Where IndexedDB does not answer, an order placed offline waits in local storage instead
// (features/offline/order-queue.ts validates it on the way out). Logout and a kiosk's wipe clear
// it with the rest of the customer's data.
import { readRaw, removeKeys, storageKeys, writeJson } from "#client/lib/storage.ts";

/** Throws when local storage refuses it (full or disabled). */
export function keepQueuedOrderCopy(order: unknown): void {
  writeJson(storageKeys.queuedOrder, order);
}

/** The stored copy, undefined when there is none or it is not JSON. */
export function queuedOrderCopy(): unknown {
  const raw = readRaw(storageKeys.queuedOrder);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

export function forgetQueuedOrderCopy(): void {
  removeKeys(storageKeys.queuedOrder);
}
