import { describe, expect, it } from "vitest";
import { normaliseEgyptianMobile } from "#shared/rules/phone.ts";
import { insertPhoneDigits, toPhoneDigits } from "./phone-digits.ts";

describe("toPhoneDigits", () => {
  it("keeps digits only", () => {
    expect(toPhoneDigits("010 1234-5678")).toBe("01012345678");
    expect(toPhoneDigits("(010) 1234.5678")).toBe("01012345678");
    expect(toPhoneDigits("abc")).toBe("");
  });

  it("reads Arabic-Indic digits", () => {
    expect(toPhoneDigits("٠١٠١٢٣٤٥٦٧٨")).toBe("01012345678");
    expect(toPhoneDigits("۰۱۰۱۲۳۴۵۶۷۸")).toBe("01012345678");
  });

  it("drops a pasted +20 or 0020, the field being fixed to Egypt", () => {
    expect(toPhoneDigits("+20 101 234 5678")).toBe("1012345678");
    expect(toPhoneDigits("0020 101 234 5678")).toBe("1012345678");
    expect(toPhoneDigits("+201012345678")).toBe("1012345678");
  });

  it("caps at 15 digits", () => {
    expect(toPhoneDigits("1234567890123456789")).toBe("123456789012345");
  });

  it("every way of writing a number the field keeps reaches the server as the same E.164", () => {
    for (const written of ["01012345678", "1012345678", "+20 101 234 5678", "٠١٠١٢٣٤٥٦٧٨"]) {
      expect(normaliseEgyptianMobile(toPhoneDigits(written))).toBe("+201012345678");
    }
  });
});

describe("insertPhoneDigits", () => {
  it("replaces the selection with the pasted digits, capped", () => {
    expect(insertPhoneDigits("", "+20 101 234 5678", 0, 0)).toBe("1012345678");
    expect(insertPhoneDigits("0109999", "12", 3, 7)).toBe("01012");
    expect(insertPhoneDigits("12345678901234", "999", 14, 14)).toBe("123456789012349");
  });
});
