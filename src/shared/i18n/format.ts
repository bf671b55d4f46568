// What compiled messages call at run time: plural and select branches and numbers, through Intl
// where a shortcut would not give the same answer.
import { currentLocale, intlTagOf, type Locale } from "./locale.ts";

export { currentLocale };

const pluralRules = new Map<Locale, Intl.PluralRules>();
const numberFormats = new Map<Locale, Intl.NumberFormat>();

/** ICU `plural`: an exact `=n` branch first, then the locale's category (Arabic has six). */
export function plural(locale: Locale, count: number, branches: Record<string, string>): string {
  return branches[`=${count}`] ?? branches[category(locale, count)] ?? (branches.other as string);
}

/**
 * A count's plural category. A whole number's follows CLDR's rules for our two languages without
 * Intl: like the first NumberFormat (see `number`), the first PluralRules costs a phone's main
 * thread tens of milliseconds, and the landing page's first render needs a plural for the cart
 * badge's label.
 */
function category(locale: Locale, count: number): string {
  if (Number.isInteger(count) && count >= 0) {
    if (locale === "en") return count === 1 ? "one" : "other";
    const lastTwo = count % 100;
    if (count < 3) return (["zero", "one", "two"] as const)[count] as string;
    return lastTwo >= 11 ? "many" : lastTwo >= 3 ? "few" : "other";
  }
  const rules = pluralRules.get(locale) ?? new Intl.PluralRules(intlTagOf(locale));
  pluralRules.set(locale, rules);
  return rules.select(count);
}

/** ICU `select`. */
export const select = (value: string, branches: Record<string, string>): string =>
  branches[value] ?? (branches.other as string);

/**
 * ICU `number` and `#`. A whole number from 0 to 999 reads the same in both languages' formats
 * (Western digits, no grouping yet, no sign mark), so it skips Intl: the first NumberFormat costs
 * a phone's main thread tens of milliseconds to load its locale data, and the landing page's
 * first render would pay that for the cart badge's count alone.
 */
export function number(locale: Locale, value: number): string {
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  const format = numberFormats.get(locale) ?? new Intl.NumberFormat(intlTagOf(locale));
  numberFormats.set(locale, format);
  return format.format(value);
}
