import { describe, expect, it } from "vitest";
import { normaliseEgyptianMobile } from "#shared/rules/phone.ts";
import { insertPhoneDigits, toPhoneDigits } from "./phone-digits.ts";

describe("toPhoneDigits", () => {
  const typings: { name: string; written: [typed: string, digits: string][] }[] = [
    {
      name: "keeps digits only",
      written: [
        ["010 1234-5678", "01012345678"],
        ["(010) 1234.5678", "01012345678"],
        ["abc", ""],
      ],
    },
    {
      name: "reads Arabic-Indic digits",
      written: [
        ["٠١٠١٢٣٤٥٦٧٨", "01012345678"],
        ["۰۱۰۱۲۳۴۵۶۷۸", "01012345678"],
      ],
    },
    {
      name: "drops a pasted +20 or 0020, the field being fixed to Egypt",
      written: [
        ["+20 101 234 5678", "1012345678"],
        ["0020 101 234 5678", "1012345678"],
        ["+201012345678", "1012345678"],
      ],
    },
    { name: "caps at 15 digits", written: [["1234567890123456789", "123456789012345"]] },
  ];

  for (const { name, written } of typings) {
    it(name, () => {
      for (const [typed, digits] of written) expect(toPhoneDigits(typed), typed).toBe(digits);
    });
  }

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
