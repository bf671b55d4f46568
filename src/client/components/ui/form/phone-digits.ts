// What the phone field keeps: digits only (Arabic-Indic digits read as ASCII), at most 15, with
// a pasted or autofilled country code (+20, 0020) dropped since the field is fixed to +20.
import { toWesternDigits } from "#shared/i18n/digits.ts";
import { PHONE_MAX_DIGITS } from "#shared/rules/phone.ts";

export function toPhoneDigits(raw: string): string {
  const text = toWesternDigits(raw).trim();
  let digits = text.replace(/\D/g, "");
  if (/^(\+|00)\s*20/.test(text)) digits = digits.replace(/^(00)?20/, "");
  return digits.slice(0, PHONE_MAX_DIGITS);
}

/** The field's value after `inserted` replaces the selection [start, end) of `current`. */
export function insertPhoneDigits(current: string, inserted: string, start: number, end: number): string {
  return toPhoneDigits(`${current.slice(0, start)}${toPhoneDigits(inserted)}${current.slice(end)}`);
}
