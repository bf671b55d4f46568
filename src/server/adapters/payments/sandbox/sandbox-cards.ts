import { luhnValid } from "#shared/rules/card-data.ts";

// The sandbox's documented test cards (README "Payments"): nothing else is accepted.
export const SANDBOX_CARDS = {
  approve: "4242424242424242",
  decline: "4000000000000002",
  challenge: "4000000000003220", // asks for a 3-D Secure style confirmation first
} as const;

export type CardCheck =
  | { ok: true; last4: string; brand: string; expiry: string }
  | { ok: false; field: string; message: string };

export function brandOf(digits: string): string {
  if (digits.startsWith("4")) return "Visa";
  if (/^5[1-5]/.test(digits) || /^2[2-7]/.test(digits)) return "Mastercard";
  if (digits.startsWith("507803") || digits.startsWith("507808")) return "Meeza";
  return "Card";
}

export function checkCard(
  input: { number: string; expiry: string; cvc: string },
  now = new Date(),
): CardCheck {
  const digits = input.number.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits))
    return { ok: false, field: "number", message: "Check the card number." };
  const expiry = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(input.expiry.trim());
  if (!expiry) return { ok: false, field: "expiry", message: "Write the expiry as MM/YY." };
  const month = Number(expiry[1]);
  const year = 2000 + Number(expiry[2]);
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    return { ok: false, field: "expiry", message: "This card has expired." };
  }
  if (!/^\d{3,4}$/.test(input.cvc.trim()))
    return { ok: false, field: "cvc", message: "The security code is 3 or 4 digits." };
  return { ok: true, last4: digits.slice(-4), brand: brandOf(digits), expiry: `${expiry[1]}/${expiry[2]}` };
}

export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, "");
}
