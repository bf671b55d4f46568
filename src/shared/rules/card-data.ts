// Card numbers and security codes never reach the storefront's API or database: the provider's
// page turns them into a token. These rules recognise them wherever they turn up.

export function luhnValid(digits: string): boolean {
  return digits.length >= 12 && luhnSumAt(digits, 0, digits.length) % 10 === 0;
}

/** The Luhn sum of `length` ASCII digits of `digits` from `start`. */
function luhnSumAt(digits: string, start: number, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i++) {
    let digit = digits.charCodeAt(start + length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum;
}

// Digits (Arabic-Indic ones too) with up to 3 separators between them: spaces, dots, dashes,
// underscores, slashes.
const DIGIT_RUN = /[0-9\u0660-\u0669\u06f0-\u06f9](?:[\s._/-]{0,3}[0-9\u0660-\u0669\u06f0-\u06f9])*/gu;
const LETTER = /\p{L}/u;
const asciiDigits = (run: string) =>
  run
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\D/g, "");

/**
 * Whether a value holds a card number: 13 to 19 digits passing the Luhn check, written with any
 * separators, alone or inside text or a longer run of digits, in any string or number within it
 * (objects and arrays included, however deep). Digits glued to letters on both sides are part of
 * a word or an identifier (a provider's hex token), not a number someone typed.
 */
export function containsCardNumber(value: unknown): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string" || typeof next === "number") {
      if (textHoldsCardNumber(String(next))) return true;
    } else if (next && typeof next === "object") {
      for (const inner of Object.values(next)) pending.push(inner);
    }
  }
  return false;
}

function textHoldsCardNumber(text: string): boolean {
  for (const match of text.matchAll(DIGIT_RUN)) {
    const before = text[match.index - 1] ?? "";
    const after = text[match.index + match[0].length] ?? "";
    if (LETTER.test(before) && LETTER.test(after)) continue;
    const digits = asciiDigits(match[0]);
    // Nobody types a thousand digits into a card form; checking every window of them is wasted work.
    if (digits.length > 1000) return true;
    for (let start = 0; start + 13 <= digits.length; start++) {
      for (let length = 13; length <= 19 && start + length <= digits.length; length++) {
        if (luhnSumAt(digits, start, length) % 10 === 0) return true;
      }
    }
  }
  return false;
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
