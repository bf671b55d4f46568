// Egyptian mobile numbers: the only ones the storefront accepts (spec section 5).
import { toWesternDigits } from "../i18n/digits.ts";

export { phoneMessages } from "./messages.gen.ts";

export const PHONE_MAX_DIGITS = 15;
export const EGYPT_MOBILE_PREFIXES = ["10", "11", "12", "15"] as const;

/** Turns Arabic-Indic digits (٠١٢ and ۰۱۲) into ASCII digits. */
export const asciiDigits = toWesternDigits;

/**
 * The E.164 form (+201XXXXXXXXX) of an Egyptian mobile number written as 01XXXXXXXXX,
 * 1XXXXXXXXX (after a fixed +20), +201..., 00201... or 201..., with spaces, dashes, dots or
 * brackets, in ASCII or Arabic-Indic digits; null when it is not one.
 */
export function normaliseEgyptianMobile(input: string): string | null {
  const compact = asciiDigits(input.trim()).replace(/[\s\-.()\u200e\u200f]/g, "");
  if (!/^\+?\d+$/.test(compact)) return null;
  let national: string;
  if (compact.startsWith("+20")) national = compact.slice(3);
  else if (compact.startsWith("0020")) national = compact.slice(4);
  else if (compact.startsWith("20") && compact.length === 12) national = compact.slice(2);
  else if (compact.startsWith("+"))
    return null; // another country
  else national = compact;
  if (national.startsWith("0")) national = national.slice(1);
  if (!/^\d{10}$/.test(national)) return null;
  if (!EGYPT_MOBILE_PREFIXES.some((prefix) => national.startsWith(prefix))) return null;
  return `+20${national}`;
}

/** 01XXXXXXXXX, the way Egyptians write their own number. */
export function localMobileFormat(e164: string): string {
  return e164.startsWith("+20") ? `0${e164.slice(3)}` : e164;
}
