// Opening hours in Cairo time, whatever the device's or server's time zone (spec sections 5, 9).
// Africa/Cairo observes daylight saving again since 2023; Intl's time zone data applies it.
import type { OpeningTimes } from "../contract/outlets.ts";
import { currentLocale, intlTagOf } from "../i18n/locale.ts";
import { madeOnFirstUse } from "../lib/made-on-first-use.ts";
import { CAIRO_CLOCK_LOCALE, CAIRO_TIME_ZONE } from "./cairo-time-zone.ts";
import { openingHoursMessages } from "./messages.gen.ts";
// Their own catalogue: the rules' shared one is part of the start-up code, and
// these words are wanted only where hours are shown.
import { storeHoursMessages } from "./store-hours/messages.gen.ts";

export { CAIRO_TIME_ZONE, storeHoursMessages };

const clockFormat = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat(CAIRO_CLOCK_LOCALE, {
      timeZone: CAIRO_TIME_ZONE,
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }),
);

export type CairoClock = { weekday: string; minutes: number };

export function cairoClock(at: Date): CairoClock {
  const parts = Object.fromEntries(
    clockFormat()
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { weekday: parts.weekday ?? "", minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

const toMinutes = (hhmm: string) => {
  const [hours = "0", minutes = "0"] = hhmm.split(":");
  return Number(hours) * 60 + Number(minutes);
};

const DAY_MINUTES = 24 * 60;
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
type Weekday = (typeof WEEKDAYS)[number];
const weekdayIndex = (weekday: string) => Math.max(0, WEEKDAYS.indexOf(weekday as Weekday));
const isWeekend = (index: number) => WEEKDAYS[index] === "Fri" || WEEKDAYS[index] === "Sat";

/** Today's hours: Friday and Saturday have their own, Sunday to Thursday share theirs. */
export function hoursOn(times: OpeningTimes, at: Date) {
  return isWeekend(weekdayIndex(cairoClock(at).weekday)) ? times.fri_sat : times.sun_thu;
}

/**
 * How a range reads. The same open and close ("00:00"-"00:00"): closed all that day. A close
 * before the open ("10:00"-"02:00"): open past midnight, into the next morning. "00:00"-"24:00":
 * the whole day, and every day so is open around the clock.
 */
function spanOf(range: OpeningTimes["sun_thu"]): { open: number; close: number } | null {
  const open = toMinutes(range.open);
  const close = toMinutes(range.close);
  if (open === close) return null;
  return { open, close: close > open ? close : close + DAY_MINUTES };
}

/**
 * The times an outlet is open from yesterday to a week ahead, in minutes from today's Cairo
 * midnight, each touching or overlapping pair joined (a night that runs into the next day's
 * opening is one stretch). Wall-clock minutes: the hours are Cairo wall-clock times all year.
 */
function openStretches(times: OpeningTimes, today: number): { from: number; to: number }[] {
  const stretches: { from: number; to: number }[] = [];
  for (let offset = -1; offset <= 7; offset++) {
    const index = (today + offset + 7) % 7;
    const span = spanOf(isWeekend(index) ? times.fri_sat : times.sun_thu);
    if (!span) continue;
    const from = offset * DAY_MINUTES + span.open;
    const to = offset * DAY_MINUTES + span.close;
    const last = stretches.at(-1);
    if (last && from <= last.to) last.to = Math.max(last.to, to);
    else stretches.push({ from, to });
  }
  return stretches;
}

export function isOpenAt(times: OpeningTimes, at: Date): boolean {
  return openingStatus(times, at).open;
}

/**
 * Whether an outlet is open at an instant and until when, or when it opens next: what "Open now
 * · until 22:00" and "Closed now · opens at 08:00" say, and what the order checks and the slots
 * ordered ahead go by. `minutes`: until it closes, or until it opens (null: not this week).
 */
export type OpeningStatus =
  | { open: true; allDay: true; minutes: number }
  | { open: true; allDay: false; closesAt: string; minutes: number }
  | { open: false; opensAt: string; on: "today" | "tomorrow" | Weekday; minutes: number }
  | { open: false; opensAt: null; minutes: null };

export function openingStatus(times: OpeningTimes, at: Date): OpeningStatus {
  const { weekday, minutes: now } = cairoClock(at);
  const today = weekdayIndex(weekday);
  const stretches = openStretches(times, today);
  const current = stretches.find((stretch) => stretch.from <= now && now < stretch.to);
  if (current) {
    // Open for the next whole day or more (open around the clock, on these days at least).
    if (current.to - now > DAY_MINUTES) return { open: true, allDay: true, minutes: current.to - now };
    return { open: true, allDay: false, closesAt: clockOf(current.to), minutes: current.to - now };
  }
  const next = stretches.find((stretch) => stretch.from > now);
  if (!next) return { open: false, opensAt: null, minutes: null };
  const days = Math.floor(next.from / DAY_MINUTES);
  const on = days === 0 ? "today" : days === 1 ? "tomorrow" : WEEKDAYS[(today + days) % 7];
  return { open: false, opensAt: clockOf(next.from), on: on ?? "today", minutes: next.from - now };
}

const clockOf = (minutes: number) => {
  const inDay = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(inDay / 60)).padStart(2, "0")}:${String(inDay % 60).padStart(2, "0")}`;
};

const weekdayName = madeOnFirstUse(() => new Map<string, Intl.DateTimeFormat>());

/** A weekday's name in the current language ("Sunday", "الأحد"). */
function nameOf(weekday: Weekday): string {
  const tag = intlTagOf(currentLocale());
  let format = weekdayName().get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { weekday: "long", timeZone: "UTC" });
    weekdayName().set(tag, format);
  }
  // 2026-01-04 was a Sunday.
  return format.format(new Date(Date.UTC(2026, 0, 4 + WEEKDAYS.indexOf(weekday))));
}

/** "Open now · until 22:00", "Closed now · opens tomorrow at 10:00", in the current language. */
export function openingStatusText(status: OpeningStatus): string {
  const m = storeHoursMessages;
  if (status.open)
    return status.allDay ? m.openAllDay : m.openUntil({ time: wallClockLabel(status.closesAt) });
  if (status.opensAt === null) return m.closedNow;
  const time = wallClockLabel(status.opensAt);
  if (status.on === "today") return m.opensToday({ time });
  if (status.on === "tomorrow") return m.opensTomorrow({ time });
  return m.opensOn({ day: nameOf(status.on), time });
}

/**
 * Of several outlets' statuses, the one to tell someone who may use any of them: an open one
 * that stays open longest, else the one that opens first.
 */
export function soonestStatus(statuses: readonly OpeningStatus[]): OpeningStatus | null {
  const open = statuses.filter((status) => status.open).sort((a, b) => b.minutes - a.minutes);
  if (open[0]) return open[0];
  const opening = statuses
    .filter((status) => status.minutes !== null)
    .sort((a, b) => (a.minutes ?? 0) - (b.minutes ?? 0));
  return opening[0] ?? statuses[0] ?? null;
}

/**
 * The week's hours as lines to show: "Sunday to Thursday: 08:00 - 22:00", "Friday and Saturday:
 * Closed"; one "Every day" line when both are the same.
 */
export function weeklyHours(times: OpeningTimes): { days: string; hours: string }[] {
  const m = storeHoursMessages;
  const hoursOf = (range: OpeningTimes["sun_thu"]) => {
    const span = spanOf(range);
    if (!span) return m.closedAllDay;
    if (span.close - span.open >= DAY_MINUTES) return m.allDay;
    return m.range({ open: wallClockLabel(range.open), close: wallClockLabel(range.close) });
  };
  const weekdays = hoursOf(times.sun_thu);
  const weekend = hoursOf(times.fri_sat);
  if (weekdays === weekend) return [{ days: m.everyDay, hours: weekdays }];
  return [
    { days: m.sundayToThursday, hours: weekdays },
    { days: m.fridayAndSaturday, hours: weekend },
  ];
}

/**
 * The spec's "<outlet> is closed now. Available hours are <open> - <close>": today's hours, or on
 * a day the outlet does not open at all, those of the next day it does.
 */
export function closedMessage(outletName: string, times: OpeningTimes, at: Date): string {
  const today = weekdayIndex(cairoClock(at).weekday);
  let hours = hoursOn(times, at);
  for (let offset = 1; offset < 7 && !spanOf(hours); offset++) {
    hours = isWeekend((today + offset) % 7) ? times.fri_sat : times.sun_thu;
  }
  return openingHoursMessages.closedNow({
    outletName,
    open: wallClockLabel(hours.open),
    close: wallClockLabel(hours.close),
  });
}

const arabicClock = madeOnFirstUse(
  () => new Intl.DateTimeFormat(intlTagOf("ar"), { timeZone: "UTC", hour: "numeric", minute: "2-digit" }),
);

/**
 * An opening hour ("22:00") as the current language writes it: English as the outlet's data
 * has it (the spec's messages), Arabic on a 12-hour clock ("10:00 م"), as Egyptians read it.
 */
export function wallClockLabel(hhmm: string): string {
  if (currentLocale() !== "ar") return hhmm;
  const [hours, minutes] = hhmm.split(":").map(Number);
  if (!Number.isInteger(hours) || !Number.isInteger(minutes)) return hhmm;
  return arabicClock().format(new Date(Date.UTC(2000, 0, 1, hours, minutes)));
}

const dayFormat = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat("en-CA", {
      timeZone: CAIRO_TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    }),
);

function cairoWallClock(at: Date) {
  const parts = Object.fromEntries(
    dayFormat()
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<"year" | "month" | "day" | "hour" | "minute" | "second", number>;
  return parts;
}

/** The Cairo calendar day of an instant, as YYYY-MM-DD. */
export function cairoDay(at: Date): string {
  const { year, month, day } = cairoWallClock(at);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The instant the Cairo day of `at` ends (the next Cairo midnight), daylight saving included. */
export function endOfCairoDay(at: Date): Date {
  const wall = cairoWallClock(at);
  const today = cairoDay(at);
  const offsetAt = (instant: Date) => {
    const w = cairoWallClock(instant);
    const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
    return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - wholeSeconds;
  };
  const nextMidnightAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day + 1);
  // Cairo's offset at midnight may differ from now's (the clocks change that night): of the
  // instants the two offsets give, the day ends at the first that is already the next day.
  const guess = new Date(nextMidnightAsUtc - offsetAt(at));
  const candidates = [guess, new Date(nextMidnightAsUtc - offsetAt(guess))].sort(
    (a, b) => a.getTime() - b.getTime(),
  );
  return candidates.find((candidate) => cairoDay(candidate) !== today) ?? guess;
}
