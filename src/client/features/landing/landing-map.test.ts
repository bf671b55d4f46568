import { describe, expect, it } from "vitest";
import { LANDING_MAP_FALLBACK, landingMapCentre } from "./landing-map.ts";

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
