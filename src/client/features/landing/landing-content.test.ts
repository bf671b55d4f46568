import { afterEach, describe, expect, it } from "vitest";
import { setLocaleSource } from "#shared/i18n/locale.ts";
import { FEATURED_PRODUCTS, LANDING_MAP_FALLBACK, landingMapCentre } from "./landing-content.ts";
import { landingStrings } from "./messages.gen.ts";

describe("landingMapCentre", () => {
  it("centres on the first outlet", () => {
    expect(
      landingMapCentre([
        { oracle_latitude: 30.0893, oracle_longitude: 31.3241 },
        { oracle_latitude: 30.0561, oracle_longitude: 31.2012 },
      ]),
    ).toEqual({ lat: 30.0893, lng: 31.3241 });
  });

  it("uses the spec's fallback (31.218574, 31.218574) when there are no outlets", () => {
    expect(landingMapCentre([])).toEqual({ lat: 31.218574, lng: 31.218574 });
    expect(LANDING_MAP_FALLBACK).toEqual({ lat: 31.218574, lng: 31.218574 });
  });
});

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
