// Opening hours in Cairo time, whatever the device's or server's time zone (spec sections 5, 9).
// Africa/Cairo observes daylight saving again since 2023; Intl's time zone data applies it.
import type { OpeningTimes } from "../contract/outlets.ts";
import { currentLocale, intlTagOf } from "../i18n/locale.ts";
import { madeOnFirstUse } from "../lib/made-on-first-use.ts";
import { openingHoursMessages } from "./messages.gen.ts";

export const CAIRO_TIME_ZONE = "Africa/Cairo";

const clockFormat = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat("en-GB", {
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

/** Today's hours: Friday and Saturday have their own, Sunday to Thursday share theirs. */
export function hoursOn(times: OpeningTimes, at: Date) {
  const { weekday } = cairoClock(at);
  return weekday === "Fri" || weekday === "Sat" ? times.fri_sat : times.sun_thu;
}

export function isOpenAt(times: OpeningTimes, at: Date): boolean {
  const hours = hoursOn(times, at);
  const { minutes } = cairoClock(at);
  const open = toMinutes(hours.open);
  const close = toMinutes(hours.close);
  // A close time after midnight (e.g. 10:00-02:00) spans two calendar days.
  return close > open ? minutes >= open && minutes < close : minutes >= open || minutes < close;
}

export function closedMessage(outletName: string, times: OpeningTimes, at: Date): string {
  const hours = hoursOn(times, at);
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
