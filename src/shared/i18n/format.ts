// What compiled messages call at run time: plural and select branches and numbers, through Intl.
import { currentLocale, intlTagOf, type Locale } from "./locale.ts";

export { currentLocale };

const pluralRules = new Map<Locale, Intl.PluralRules>();
const numberFormats = new Map<Locale, Intl.NumberFormat>();

/** ICU `plural`: an exact `=n` branch first, then the locale's category (Arabic has six). */
export function plural(locale: Locale, count: number, branches: Record<string, string>): string {
  const rules = pluralRules.get(locale) ?? new Intl.PluralRules(intlTagOf(locale));
  pluralRules.set(locale, rules);
  return branches[`=${count}`] ?? branches[rules.select(count)] ?? (branches.other as string);
}

/** ICU `select`. */
export const select = (value: string, branches: Record<string, string>): string =>
  branches[value] ?? (branches.other as string);

/** ICU `number` and `#`. */
export function number(locale: Locale, value: number): string {
  const format = numberFormats.get(locale) ?? new Intl.NumberFormat(intlTagOf(locale));
  numberFormats.set(locale, format);
  return format.format(value);
}
