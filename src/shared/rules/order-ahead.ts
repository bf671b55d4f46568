// Ordering ahead: "as soon as possible", or a 15-minute slot later today or tomorrow within the
// outlet's opening hours. Hours are Cairo wall-clock times all year; slots are instants, so the
// nights the clocks change need no special case (a slot is a real quarter of an hour, and a
// wall-clock time that happens twice is offered once).
import type { OpeningTimes } from "../contract/outlets.ts";
import { currentLocale, intlTagOf, type Locale } from "../i18n/locale.ts";
import { orderAheadMessages } from "./messages.gen.ts";
import { CAIRO_TIME_ZONE, cairoDay, endOfCairoDay, isOpenAt } from "./opening-hours.ts";

export { orderAheadMessages };

export const SLOT_MINUTES = 15;
const SLOT_MS = SLOT_MINUTES * 60_000;
/** Each open order ahead of a new one adds this to its "as soon as possible" estimate. */
export const MINUTES_PER_QUEUED_ORDER = 2;

export type Slot = {
  /** When the slot starts (ISO 8601, UTC): what place_order sends as pickup_at. */
  start: string;
  /** Its Cairo wall-clock time in the current language, "08:15" ("8:15 ص" in Arabic). */
  label: string;
  day: "today" | "tomorrow";
};

/** Minutes until an order placed now can be ready: the outlet's preparation time and its queue. */
export function asapMinutes(prepMinutes: number, openOrders: number): number {
  return prepMinutes + MINUTES_PER_QUEUED_ORDER * openOrders;
}

const timeFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A Cairo wall-clock time in `locale` (the current one unless said): "08:15" in English, on the
 * 24-hour clock the spec shows; "8:15 ص" in Arabic, on the 12-hour clock Egyptians read.
 */
export function cairoTimeLabel(at: Date, locale: Locale = currentLocale()): string {
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(
      intlTagOf(locale),
      locale === "ar"
        ? { timeZone: CAIRO_TIME_ZONE, hour: "numeric", minute: "2-digit" }
        : { timeZone: CAIRO_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
    );
    timeFormats.set(locale, format);
  }
  return format.format(at);
}

/**
 * The slots an outlet offers at `now`: every quarter of an hour starting at least `leadMinutes`
 * from now, today and tomorrow (Cairo days), while the outlet is open. `hours` null: always open.
 */
export function orderAheadSlots(hours: OpeningTimes | null, now: Date, leadMinutes: number): Slot[] {
  const today = cairoDay(now);
  const endOfTomorrow = endOfCairoDay(endOfCairoDay(now)).getTime();
  // Cairo's offsets are whole hours: quarters of a UTC hour are quarters of a Cairo hour.
  const first = Math.ceil((now.getTime() + leadMinutes * 60_000) / SLOT_MS) * SLOT_MS;
  const slots: Slot[] = [];
  const seen = new Set<string>();
  for (let start = first; start < endOfTomorrow; start += SLOT_MS) {
    const at = new Date(start);
    if (hours && !isOpenAt(hours, at)) continue;
    const day = cairoDay(at) === today ? "today" : "tomorrow";
    const label = cairoTimeLabel(at);
    if (seen.has(`${day} ${label}`)) continue;
    seen.add(`${day} ${label}`);
    slots.push({ start: at.toISOString(), label, day });
  }
  return slots;
}

/**
 * Why a chosen start cannot be ordered for (the message for the pickup_at field), or null when
 * it is one of the outlet's slots now.
 */
export function slotProblem(
  chosen: string,
  outlet: { name: string; hours: OpeningTimes | null },
  now: Date,
  leadMinutes: number,
): string | null {
  const at = new Date(chosen);
  if (Number.isNaN(at.getTime()) || at.getTime() % SLOT_MS !== 0) return orderAheadMessages.invalid;
  if (at.getTime() <= now.getTime()) return orderAheadMessages.past;
  if (at.getTime() < now.getTime() + leadMinutes * 60_000) return orderAheadMessages.tooSoon;
  if (at.getTime() >= endOfCairoDay(endOfCairoDay(now)).getTime()) return orderAheadMessages.otherDay;
  if (outlet.hours && !isOpenAt(outlet.hours, at))
    return orderAheadMessages.closed({ outletName: outlet.name });
  return null;
}

/** An order ahead reaches the store's board this long before its slot. */
export const BOARD_LEAD_MINUTES = 30;
