// Card numbers and security codes never reach the storefront's API or database: the provider's
// page turns them into a token. These rules recognise them wherever they turn up.

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** 12 to 19 digits (spaces and dashes allowed) that pass the Luhn check. */
export function looksLikeCardNumber(value: unknown): boolean {
  if (typeof value !== "string" && typeof value !== "number") return false;
  const digits = String(value).replace(/[\s-]/g, "");
  return /^\d{12,19}$/.test(digits) && luhnValid(digits);
}

const CARD_FIELD_NAMES = [
  "cardnumber",
  "number",
  "cardno",
  "pan",
  "cvv",
  "cvv2",
  "cvc",
  "csc",
  "securitycode",
];

/** Field names that can only mean a card number or a security code, however they are written. */
export function isCardFieldName(name: string): boolean {
  return CARD_FIELD_NAMES.includes(name.toLowerCase().replace(/[^a-z0-9]/g, ""));
}
