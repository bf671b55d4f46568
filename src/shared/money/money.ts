// Money is integer piastres (1 EGP = 100 piastres) everywhere inside the product.
// The wire format of the chain's backend carries EGP decimals (e.g. 87.5), so conversion
// happens exactly once, where such a value enters, with `toPiastres`.

import { madeOnFirstUse } from "../lib/made-on-first-use.ts";

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

// Made on first use: the landing page, showing no prices, should not pay for the locale data.
const egpFormat = (fractionDigits: 0 | 2) =>
  new Intl.NumberFormat("en-EG", {
    style: "currency",
    currency: "EGP",
    currencyDisplay: "code",
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
const egpWithPiastres = madeOnFirstUse(() => egpFormat(2));
const egpRounded = madeOnFirstUse(() => egpFormat(0));

/** "EGP 87.50": the one way amounts are shown. */
export function formatEgp(piastres: Piastres): string {
  return normaliseSpaces(egpWithPiastres().format(piastres / 100));
}

/** "EGP 88": the rounded price of the menu's item cards. */
export function formatEgpRounded(piastres: Piastres): string {
  return normaliseSpaces(egpRounded().format(Math.round(piastres / 100)));
}

// ICU puts a no-break space after the currency code; tests and screen readers want a plain one.
function normaliseSpaces(text: string): string {
  return text.replace(/\s/g, " ");
}
