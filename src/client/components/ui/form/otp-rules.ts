// The rules of a one-digit OTP box (spec section 5): required, exactly one digit 0-9, max 1.
// Arabic-Indic digits typed or pasted are read as the same digits 0-9 before these rules apply.
import { toWesternDigits } from "#shared/i18n/digits.ts";

export type OtpBoxProblem = "required" | "not-one-digit";

export function otpBoxProblem(value: string): OtpBoxProblem | null {
  if (value === "") return "required";
  return /^[0-9]$/.test(value) ? null : "not-one-digit";
}

/** A pasted or autofilled code: its digits when it is exactly `length` digits (spaces and dashes allowed). */
export function codeFromText(text: string, length: number): string[] | null {
  const compact = toWesternDigits(text).replace(/[\s-]/g, "");
  return new RegExp(`^\\d{${length}}$`).test(compact) ? compact.split("") : null;
}

/**
 * The boxes after `text` is typed or pasted into box `index`: a whole code fills every box; a
 * longer text fills from `index` on, one character per box (a non-digit stays, to be flagged).
 */
export function fillBoxes(values: readonly string[], index: number, text: string): string[] {
  const code = codeFromText(text, values.length);
  if (code) return code;
  const next = [...values];
  const characters = [...toWesternDigits(text).replace(/\s/g, "")];
  for (let offset = 0; offset < characters.length && index + offset < next.length; offset++) {
    next[index + offset] = characters[offset] ?? "";
  }
  return next;
}
