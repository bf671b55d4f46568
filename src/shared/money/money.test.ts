import { afterEach, describe, expect, it } from "vitest";
import { setLocaleSource } from "../i18n/locale.ts";
import { formatEgp, formatEgpRounded, toPiastres, vatOf } from "./money.ts";

describe("money", () => {
  it("converts EGP decimals to whole piastres without float noise", () => {
    expect(toPiastres(87.5)).toBe(8750);
    expect(toPiastres(0.1 + 0.2)).toBe(30);
    expect(toPiastres(19.99)).toBe(1999);
  });

  it("computes 14 % VAT rounded to the piastre", () => {
    expect(vatOf(10000)).toBe(1400);
    expect(vatOf(8750)).toBe(1225);
    expect(vatOf(1)).toBe(0);
    expect(vatOf(4)).toBe(1);
  });

  it("formats amounts one way", () => {
    expect(formatEgp(8750)).toBe("EGP 87.50");
    expect(formatEgp(123456)).toBe("EGP 1,234.56");
    expect(formatEgpRounded(8750)).toBe("EGP 88");
    expect(formatEgpRounded(8749)).toBe("EGP 87");
  });

  describe("in Arabic", () => {
    afterEach(() => setLocaleSource(() => "en"));

    it("follows the current language, with Western digits and no bidi marks", () => {
      setLocaleSource(() => "ar");
      expect(formatEgp(8750)).toBe("87.50 ج.م.");
      expect(formatEgp(123456)).toBe("1,234.56 ج.م.");
      expect(formatEgpRounded(8750)).toBe("88 ج.م.");
      expect(formatEgp(8750, "en")).toBe("EGP 87.50");
    });

    it("can be asked for explicitly", () => {
      expect(formatEgp(2500, "ar")).toBe("25.00 ج.م.");
      expect(formatEgp(2500)).toBe("EGP 25.00");
    });
  });
});
