// Ordering ahead: "as soon as possible", or a 15-minute slot later today or tomorrow within the
// outlet's opening hours. Hours are Cairo wall-clock times all year; slots are instants, so the
// nights the clocks change need no special case (a slot is a real quarter of an hour, and a
// wall-clock time that happens twice is offered once).
import type { OpeningTimes } from "../contract/outlets.ts";
import { cairoClock, cairoDay, endOfCairoDay, isOpenAt } from "./opening-hours.ts";

export const SLOT_MINUTES = 15;
const SLOT_MS = SLOT_MINUTES * 60_000;
/** Each open order ahead of a new one adds this to its "as soon as possible" estimate. */
export const MINUTES_PER_QUEUED_ORDER = 2;

export type Slot = {
  /** When the slot starts (ISO 8601, UTC): what place_order sends as pickup_at. */
  start: string;
  /** Its Cairo wall-clock time, "08:15". */
  label: string;
  day: "today" | "tomorrow";
};

/** Minutes until an order placed now can be ready: the outlet's preparation time and its queue. */
export function asapMinutes(prepMinutes: number, openOrders: number): number {
  return prepMinutes + MINUTES_PER_QUEUED_ORDER * openOrders;
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** A Cairo wall-clock time as "08:15". */
export function cairoTimeLabel(at: Date): string {
  const { minutes } = cairoClock(at);
  return `${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`;
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

export const orderAheadMessages = {
  invalid: "Please choose a time from the list.",
  past: "This time has passed. Please choose another.",
  tooSoon: "This time is too soon for the store to have your order ready. Please choose a later one.",
  closed: (outletName: string) => `${outletName} is closed at that time. Please choose another.`,
  otherDay: "You can order ahead for today and tomorrow only.",
  full: "This time is fully booked. Please choose another.",
} as const;

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
  if (outlet.hours && !isOpenAt(outlet.hours, at)) return orderAheadMessages.closed(outlet.name);
  return null;
}

/** An order ahead reaches the store's board this long before its slot. */
export const BOARD_LEAD_MINUTES = 30;
