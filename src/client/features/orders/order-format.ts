// How orders read on screen: dates in Cairo time whatever the device's zone, in the current
// language, amounts through the shared money module (the API sends EGP decimals).

import { currentLocale, intlTagOf, type Locale } from "#shared/i18n/locale.ts";
import { formatEgp, toPiastres } from "#shared/money/money.ts";
import { CAIRO_TIME_ZONE } from "#shared/rules/opening-hours.ts";
import { orderStrings as t } from "./messages.gen.ts";

type DateParts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

// One format per language and shape, made on first use: making one loads locale data.
const formats = new Map<string, Intl.DateTimeFormat>();

function format(shape: "date" | "time", locale: Locale): Intl.DateTimeFormat {
  const key = `${shape} ${locale}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(
      intlTagOf(locale),
      shape === "date"
        ? { timeZone: CAIRO_TIME_ZONE, day: "numeric", month: "short", year: "numeric" }
        : { timeZone: CAIRO_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
    );
    formats.set(key, made);
  }
  return made;
}

/**
 * Day, month name and year of a Cairo date, each as Intl writes it in the current language. The
 * messages put them in order: Intl's English for Egypt would say "Jan 15, 2025", ours "15 Jan 2025".
 */
export function cairoDateParts(date: Date): { day: string; month: string; year: string } {
  const parts: DateParts = {};
  for (const part of format("date", currentLocale()).formatToParts(date)) parts[part.type] = part.value;
  return { day: parts.day ?? "", month: parts.month ?? "", year: parts.year ?? "" };
}

/** "08:15", Cairo's wall-clock time. */
export function formatCairoTime(date: Date): string {
  return format("time", currentLocale()).format(date);
}

/** "2 Mar 2025, 10:05" in Cairo time; the raw text when it is not a date. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return t.orderDate({ ...cairoDateParts(date), time: formatCairoTime(date) });
}

/** An EGP amount from the API, shown the one way amounts are shown. */
export function formatApiEgp(egp: number): string {
  return formatEgp(toPiastres(egp));
}

export function newIdempotencyKey(): string {
  // randomUUID needs a secure context; plain http on a LAN address has only getRandomValues.
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
}
