import { describe, expect, it } from "vitest";
import { isCardFieldName, looksLikeCardNumber, luhnValid } from "./card-data.ts";

describe("card data", () => {
  it("recognises card numbers however they are written", () => {
    expect(looksLikeCardNumber("4242424242424242")).toBe(true);
    expect(looksLikeCardNumber("4242 4242 4242 4242")).toBe(true);
    expect(looksLikeCardNumber("4242-4242-4242-4242")).toBe(true);
    expect(looksLikeCardNumber(4242424242424242)).toBe(true);
    expect(looksLikeCardNumber("4242424242424241")).toBe(false); // fails Luhn
    expect(looksLikeCardNumber("Nour Hassan")).toBe(false);
    expect(looksLikeCardNumber("01012345678")).toBe(false); // a phone: 11 digits
    expect(luhnValid("79927398713")).toBe(false); // valid Luhn but too short for a card
  });

  it("recognises card field names in any spelling", () => {
    for (const name of ["card_number", "cardNumber", "CVV", "cvc", "card-no", "PAN", "security_code"]) {
      expect(isCardFieldName(name), name).toBe(true);
    }
    expect(isCardFieldName("name")).toBe(false);
    expect(isCardFieldName("last4")).toBe(false);
  });
});
