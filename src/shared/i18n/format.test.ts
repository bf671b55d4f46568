import { describe, expect, it } from "vitest";
import { number, plural } from "./format.ts";
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

describe("plural", () => {
  for (const locale of LOCALES) {
    const rules = new Intl.PluralRules(intlTagOf(locale));
    const branches = Object.fromEntries(
      ["zero", "one", "two", "few", "many", "other"].map((category) => [category, category]),
    );

    it(`chooses Intl's category for every count in ${locale}, with or without Intl`, () => {
      const samples = [...Array.from({ length: 1200 }, (_, index) => index), 10_011, -1, -3, 1.5, 0.5, 2.25];
      for (const count of samples)
        expect(plural(locale, count, branches), String(count)).toBe(rules.select(count));
    });
  }

  it("takes an exact branch before the category", () => {
    expect(plural("en", 0, { "=0": "none", one: "one", other: "many" })).toBe("none");
    expect(plural("ar", 2, { "=2": "exactly two", two: "two", other: "other" })).toBe("exactly two");
  });
});
