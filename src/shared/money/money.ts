// Money is integer piastres (1 EGP = 100 piastres) everywhere inside the product.
// The wire format of the chain's backend carries EGP decimals (e.g. 87.5), so conversion
// happens exactly once, where such a value enters, with `toPiastres`.

import { currentLocale, intlTagOf, type Locale } from "../i18n/locale.ts";

export type Piastres = number;

export const VAT_RATE_PERCENT = 14;
export const DELIVERY_FEE: Piastres = 25_00;

export function toPiastres(egp: number): Piastres {
  // Math.round removes binary noise such as 87.49999999 from 0.1-step decimals.
  return Math.round(egp * 100);
}

export function toEgp(piastres: Piastres): number {
  return piastres / 100;
}

/** VAT on an amount, rounded half-up to the piastre (as on the POS receipt). */
export function vatOf(subtotal: Piastres): Piastres {
  return Math.round((subtotal * VAT_RATE_PERCENT) / 100);
}

// Made on first use, per language: the landing page, showing no prices, should not pay for the
// locale data. Arabic reads "87.50 ج.م." (Western digits, as the chain's receipts print them).
const formats = new Map<string, Intl.NumberFormat>();
function egpFormat(locale: Locale, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${locale}:${fractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlTagOf(locale), {
      style: "currency",
      currency: "EGP",
      currencyDisplay: locale === "ar" ? "symbol" : "code",
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formats.set(key, format);
  }
  return format;
}

/** "EGP 87.50" ("87.50 ج.م." in Arabic): the one way amounts are shown. */
export function formatEgp(piastres: Piastres, locale: Locale = currentLocale()): string {
  return plainText(egpFormat(locale, 2).format(piastres / 100));
}

/** "EGP 88" ("88 ج.م."): the rounded price of the menu's item cards. */
export function formatEgpRounded(piastres: Piastres, locale: Locale = currentLocale()): string {
  return plainText(egpFormat(locale, 0).format(Math.round(piastres / 100)));
}

// ICU puts a no-break space after the currency code, and Arabic's bidi marks around the amount;
// tests and screen readers want a plain space, and the screens isolate an amount's direction
// themselves (<bdi>), so the text is the same wherever it is shown.
function plainText(text: string): string {
  return text.replace(/[\u200e\u200f\u061c]/g, "").replace(/\s/g, " ");
}
