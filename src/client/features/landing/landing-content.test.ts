import { afterEach, describe, expect, it } from "vitest";
import { setLocaleSource } from "#shared/i18n/locale.ts";
import { FEATURED_PRODUCTS } from "./landing-content.ts";
import { landingStrings } from "./messages.gen.ts";

describe("featured products", () => {
  it("are the spec's eight, in order", () => {
    expect(FEATURED_PRODUCTS.map(({ key }) => landingStrings.featured.products[key])).toEqual([
      "Cortado",
      "Espresso Double",
      "Espresso Single",
      "Flat White",
      "Espresso Con Panna",
      "American Coffee",
      "Nutella Cappuccino",
      "Brownie Northino",
    ]);
  });

  describe("in Arabic", () => {
    afterEach(() => setLocaleSource(() => "en"));

    it("are named in the language current when read", () => {
      const names = () => FEATURED_PRODUCTS.map(({ key }) => landingStrings.featured.products[key]);
      setLocaleSource(() => "ar");
      expect(names()[0]).toBe("كورتادو");
      setLocaleSource(() => "en");
      expect(names()[0]).toBe("Cortado");
    });
  });
});
