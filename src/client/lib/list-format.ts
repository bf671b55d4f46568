// Lists of names or numbers read at a glance, the current language's short way: "Latte, Mocha",
// "12, 13, 14" (no "and" in English; Arabic joins with its own "و"). One format a language, made
// on first use: making one loads locale data.
import { currentLocale, intlTagOf, type Locale } from "#shared/i18n/locale.ts";

const formats = new Map<Locale, Intl.ListFormat>();

export function formatList(parts: readonly string[]): string {
  const locale = currentLocale();
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(intlTagOf(locale), { type: "unit", style: "short" });
    formats.set(locale, format);
  }
  return format.format(parts);
}
