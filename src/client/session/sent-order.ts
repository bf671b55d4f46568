// A queued order the server accepted when the connection came back. The customer may be anywhere
// in the app by then, so nothing takes them away: a notice (features/offline) says it was sent and
// offers "Pay now".
// The order is kept in local storage until they pay, dismiss the notice or its day is over, so a
// reload does not lose it; logout and a kiosk's wipe clear it with the rest of the customer's data.
import { useMemo } from "react";
import * as z from "zod/mini";
import { parseJson, readRaw, removeKeys, storageKeys, useStoredRaw, writeJson } from "#client/lib/storage.ts";

/** As long as a cart lives: an order sent longer ago than this is not offered any more. */
const SENT_ORDER_LIFETIME_MS = 24 * 60 * 60 * 1000;

const sentOrderSchema = z.lazy(() =>
  z.object({
    id: z.string(),
    /** Its payment page; null when the server placed it without one (the order summary then). */
    url: z.nullable(z.string()),
    sentAt: z.number(),
  }),
);
export type SentOrder = z.output<typeof sentOrderSchema>;

/** Keeps the order for the notice; false when storage refused it (full or disabled). */
export function rememberSentOrder(answer: { id: string; url?: string | null }, now = Date.now()): boolean {
  try {
    writeJson(storageKeys.sentOrder, { id: answer.id, url: answer.url ?? null, sentAt: now });
    return sentOrderOf(readRaw(storageKeys.sentOrder), now) !== null;
  } catch {
    return false;
  }
}

export function forgetSentOrder(): void {
  removeKeys(storageKeys.sentOrder);
}

/** The stored order, or null when there is none, it is damaged or its day is over. */
export function sentOrderOf(raw: string | null, now = Date.now()): SentOrder | null {
  const order = parseJson(raw, sentOrderSchema);
  return order && now - order.sentAt < SENT_ORDER_LIFETIME_MS ? order : null;
}

/** The sent order waiting to be paid, kept current as storage changes (this tab or another). */
export function useSentOrder(): SentOrder | null {
  const raw = useStoredRaw(storageKeys.sentOrder);
  return useMemo(() => sentOrderOf(raw), [raw]);
}
