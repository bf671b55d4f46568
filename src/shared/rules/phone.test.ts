import { describe, expect, it } from "vitest";
import { asciiDigits, localMobileFormat, normaliseEgyptianMobile } from "./phone.ts";

describe("normaliseEgyptianMobile", () => {
  it.each([
    ["01012345678", "+201012345678"],
    ["1012345678", "+201012345678"],
    ["+201112345678", "+201112345678"],
    ["00201212345678", "+201212345678"],
    ["201512345678", "+201512345678"],
    ["010 1234 5678", "+201012345678"],
    ["+20 (10) 1234-5678", "+201012345678"],
    ["٠١٠١٢٣٤٥٦٧٨", "+201012345678"],
    ["۰۱۱۱۲۳۴۵۶۷۸", "+201112345678"],
  ])("accepts %s", (input, expected) => {
    expect(normaliseEgyptianMobile(input)).toBe(expected);
  });

  it.each([
    ["a landline", "0223587000"],
    ["an unknown mobile prefix", "01312345678"],
    ["too short", "0101234567"],
    ["too long", "010123456789"],
    ["another country", "+971501234567"],
    ["letters", "01O12345678"],
    ["empty", ""],
    ["a plus in the middle", "010+12345678"],
  ])("refuses %s", (_case, input) => {
    expect(normaliseEgyptianMobile(input)).toBeNull();
  });

  it("converts digits and formats locally", () => {
    expect(asciiDigits("٢٠٢٦")).toBe("2026");
    expect(localMobileFormat("+201012345678")).toBe("01012345678");
  });
});
