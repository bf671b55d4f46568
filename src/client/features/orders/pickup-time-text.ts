// When an order ahead is wanted, in words: "Pickup at 08:15 today", "Delivery at 21:30 tomorrow".
// Times are Cairo's whatever the device's zone, and "today" is Cairo's today: an order for 00:15
// placed at 23:50 in Cairo is for tomorrow even on a phone set to London.

import { ORDER_TYPE } from "#shared/contract/order-type.ts";
import { cairoDay } from "#shared/rules/opening-hours.ts";
import { orderStrings } from "./messages.gen.ts";
import { cairoDateParts, formatCairoTime } from "./order-format.ts";

const t = orderStrings.pickupTime;
const DAY_MS = 86_400_000;

/** Cairo calendar days from `now`'s day to `at`'s: 0 today, 1 tomorrow, -1 yesterday. */
export function cairoDaysFrom(now: Date, at: Date): number {
  const midnightOf = (instant: Date) => Date.parse(`${cairoDay(instant)}T00:00:00Z`);
  return Math.round((midnightOf(at) - midnightOf(now)) / DAY_MS);
}

/** "today", "tomorrow", "yesterday", or "on 2 Mar": the Cairo day of `at` seen from `now`. */
export function cairoDayWord(at: Date, now: Date): string {
  switch (cairoDaysFrom(now, at)) {
    case 0:
      return t.today;
    case 1:
      return t.tomorrow;
    case -1:
      return t.yesterday;
    default:
      return t.onDate(cairoDateParts(at));
  }
}

/**
 * An order's chosen time in words, or null for as soon as possible (no pickup_at) and for a
 * value that is not a time.
 */
export function pickupTimeText(
  pickupAt: string | null | undefined,
  orderType: number | undefined,
  now: Date,
): string | null {
  if (!pickupAt) return null;
  const at = new Date(pickupAt);
  if (Number.isNaN(at.getTime())) return null;
  const words = orderType === ORDER_TYPE.delivery ? t.delivery : t.pickup;
  return words({ time: formatCairoTime(at), day: cairoDayWord(at, now) });
}
