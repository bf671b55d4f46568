/**
 * The storefront's two languages and which one is speaking. Messages read the current locale
 * when they are called, so one bundle serves both: the browser sets it from the device's choice,
 * the server from each request's Accept-Language.
 */
export const LOCALES = ["en", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

export const directionOf = (locale: Locale): "ltr" | "rtl" => (locale === "ar" ? "rtl" : "ltr");

/**
 * `Intl`'s tag for a locale. Arabic uses Western digits on purpose: prices, phone numbers, pickup
 * numbers and card pages (which are Latin-only) then read the same on the screen, the receipt, the
 * SMS and the till; Egyptian shops and banks print them so. Input accepts both (see digits.ts).
 */
export const intlTagOf = (locale: Locale): string => (locale === "ar" ? "ar-EG-u-nu-latn" : "en-EG");

let source: () => Locale = () => DEFAULT_LOCALE;

/** Where the current locale comes from: a device setting in the browser, the request on the server. */
export function setLocaleSource(read: () => Locale): void {
  source = read;
}

export const currentLocale = (): Locale => source();

/**
 * The best of our locales for a list of language preferences (navigator.languages, or an
 * Accept-Language header with its q-values): the first whose language we speak.
 */
export function negotiateLocale(preferences: readonly string[] | string | undefined): Locale {
  const list =
    typeof preferences === "string"
      ? preferences
          .split(",")
          .map((part) => {
            const [tag = "", ...params] = part.trim().split(";");
            const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
            return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1 };
          })
          .filter((entry) => entry.tag && Number.isFinite(entry.q) && entry.q > 0)
          .sort((a, b) => b.q - a.q)
          .map((entry) => entry.tag)
      : (preferences ?? []);
  for (const tag of list) {
    const language = tag.toLowerCase().split("-")[0];
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}
