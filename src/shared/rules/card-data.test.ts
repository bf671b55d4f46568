import { describe, expect, it } from "vitest";
import { containsCardNumber, isCardFieldName, luhnValid } from "./card-data.ts";

const VISA = "4242424242424242";
const MASTERCARD = "5555555555554444";
const AMEX = "378282246310005"; // 15 digits
const VISA_13 = "4222222222222"; // 13 digits
const UNIONPAY = "6250941006528599";
const NINETEEN_DIGITS = "4000000000000000006"; // Luhn-valid, 19 digits

describe("containsCardNumber", () => {
  it("finds a card number however it is separated", () => {
    for (const value of [
      VISA,
      "4242 4242 4242 4242",
      "4242-4242-4242-4242",
      "4242.4242.4242.4242",
      "4242_4242_4242_4242",
      "4242/4242/4242/4242",
      "4242 - 4242 - 4242 - 4242",
      "4242\t4242\n4242 4242",
      "42 42 42 42 42 42 42 42",
      "4-2-4-2-4-2-4-2-4-2-4-2-4-2-4-2",
      "3782 822463 10005",
      MASTERCARD,
      AMEX,
      VISA_13,
      UNIONPAY,
      NINETEEN_DIGITS,
    ]) {
      expect(containsCardNumber(value), value).toBe(true);
    }
  });

  it("finds one inside text, inside a longer run of digits, and after a word", () => {
    for (const value of [
      "Mona 4242424242424242 cvv 123",
      "tok_4242424242424242",
      "card:4242.4242.4242.4242;exp=12/29",
      "Visa4242424242424242",
      "4242424242424242cvv",
      "4242424242424242 123", // the number and its security code in one run
      "04242424242424242", // a digit in front
      "4242424242424242 12/29",
    ]) {
      expect(containsCardNumber(value), value).toBe(true);
    }
  });

  it("finds one written in Arabic-Indic digits, as a number, or nested in an object or a list", () => {
    const arabicIndic = VISA.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    const persian = VISA.replace(/\d/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)));
    expect(containsCardNumber(arabicIndic)).toBe(true);
    expect(containsCardNumber(persian)).toBe(true);
    expect(containsCardNumber(4242424242424242)).toBe(true);
    expect(containsCardNumber({ inner: { pan: `x ${VISA}` } })).toBe(true);
    expect(containsCardNumber(["a", ["b", MASTERCARD]])).toBe(true);
    let deep: unknown = VISA;
    for (let i = 0; i < 100_000; i++) deep = { deep };
    expect(containsCardNumber(deep)).toBe(true);
  });

  it("passes ordinary values", () => {
    for (const value of [
      "Mona Hassan",
      "01012345678", // a phone: 11 digits
      "+201012345678",
      "+20 10 1234 5678",
      "12/29", // an expiry
      "4242", // last 4
      "Visa",
      "tok_sbx_0123456789abcdef",
      "123", // a security code alone (the field name catches cvv fields)
      "79927398713", // Luhn-valid but 11 digits
      "424242424242", // 12 digits
      "4242424242421", // 13 digits failing the Luhn check
      "4242 4242 4242 1",
      "Flat 7, floor 3, building 12",
      "",
      null,
      undefined,
      true,
      1234,
      {},
      [],
    ]) {
      expect(containsCardNumber(value), String(value)).toBe(false);
    }
  });

  it("passes digits that are part of an identifier (glued to letters on both sides)", () => {
    // A provider's hex token may hold a Luhn-valid run of digits by chance.
    expect(containsCardNumber(`tok_sbx_ab${VISA}cd`)).toBe(false);
    expect(containsCardNumber(`tok_sbx_ab${VISA}`)).toBe(true);
  });

  it("refuses a mistyped card number that still holds a Luhn-valid 13 to 15 digit run", () => {
    // Any 13 digits of 4242424242424241 that pass the check are a card number as far as we know.
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(containsCardNumber("4242424242424241")).toBe(true);
  });

  it("treats a run of over a thousand digits as one (it is not worth searching)", () => {
    expect(containsCardNumber("1".repeat(1001))).toBe(true);
    expect(containsCardNumber("1".repeat(1000))).toBe(false);
  });

  it("keeps separators short: digits far apart are not one number", () => {
    expect(containsCardNumber("4242 4242    4242 4242")).toBe(false);
    expect(containsCardNumber("4242 4242 4242 4242")).toBe(true);
  });

  it("keeps the Luhn check for 12 digits and up, as the sandbox's card page uses it", () => {
    expect(luhnValid(VISA)).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("79927398713")).toBe(false); // valid Luhn but too short for a card
  });
});

describe("isCardFieldName", () => {
  it("recognises card field names in any spelling", () => {
    for (const name of ["card_number", "cardNumber", "CVV", "cvc", "card-no", "PAN", "security_code"]) {
      expect(isCardFieldName(name), name).toBe(true);
    }
    expect(isCardFieldName("name")).toBe(false);
    expect(isCardFieldName("last4")).toBe(false);
  });
});
