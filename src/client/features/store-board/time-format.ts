import { currentLocale, intlTagOf, type Locale } from "#shared/i18n/locale.ts";
import { CAIRO_TIME_ZONE } from "#shared/rules/opening-hours.ts";

// Built on first use per language: making one loads locale data.
const clockFormats = new Map<Locale, Intl.DateTimeFormat>();

function clockFormat(locale: Locale): Intl.DateTimeFormat {
  let format = clockFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlTagOf(locale), {
      timeZone: CAIRO_TIME_ZONE,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    clockFormats.set(locale, format);
  }
  return format;
}

/** "09:05": the store's own time (Cairo), whatever the tablet's zone, in the board's language. */
export function formatClock(ms: number): string {
  return clockFormat(currentLocale()).format(new Date(ms));
}
