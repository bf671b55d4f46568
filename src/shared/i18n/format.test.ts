import { describe, expect, it } from "vitest";
import { number } from "./format.ts";
import { intlTagOf, LOCALES } from "./locale.ts";

describe("number", () => {
  for (const locale of LOCALES) {
    const intl = new Intl.NumberFormat(intlTagOf(locale));

    it(`writes every number as Intl does in ${locale}, with or without Intl`, () => {
      const samples = [
        ...Array.from({ length: 1000 }, (_, index) => index),
        1000,
        1234,
        25_000,
        -1,
        -999,
        2.5,
        0.25,
        999.5,
      ];
      for (const value of samples) expect(number(locale, value), String(value)).toBe(intl.format(value));
    });
  }
});
