import { describe, expect, it } from "vitest";
import {
  currentPosition,
  DEFAULT_CAIRO_POINT,
  GEOLOCATION_OPTIONS,
  GeolocationFailure,
  geolocationErrorMessage,
  isInEgypt,
  pointInEgyptOrCairo,
} from "./geolocation.ts";

describe("geolocationErrorMessage (spec section 8)", () => {
  it("words each GeolocationPositionError code as the spec does", () => {
    expect(geolocationErrorMessage(1)).toBe(
      "Location access was denied. Please enable it in your browser settings.",
    );
    expect(geolocationErrorMessage(2)).toBe("Location information is unavailable. Check your connection.");
    expect(geolocationErrorMessage(3)).toBe("Request for location timed out. Try again.");
    expect(geolocationErrorMessage(0)).toBe("An unknown error occurred.");
    expect(geolocationErrorMessage(undefined)).toBe("An unknown error occurred.");
  });
});

describe("the Egypt fallback (spec section 5)", () => {
  it("keeps points in Egypt, from Alexandria to Aswan and the Red Sea", () => {
    for (const point of [
      { lat: 29.963, lng: 31.2597 }, // Maadi
      { lat: 31.2001, lng: 29.9187 }, // Alexandria
      { lat: 24.0889, lng: 32.8998 }, // Aswan
      { lat: 27.2579, lng: 33.8116 }, // Hurghada
    ]) {
      expect(isInEgypt(point)).toBe(true);
      expect(pointInEgyptOrCairo(point)).toEqual({ point, fellBack: false });
    }
  });

  it("replaces a point abroad (or no real point) with the default Cairo point", () => {
    for (const point of [
      { lat: 51.5072, lng: -0.1276 }, // London
      { lat: 25.2048, lng: 55.2708 }, // Dubai
      { lat: 33.8938, lng: 35.5018 }, // Beirut
      { lat: Number.NaN, lng: 31 },
    ]) {
      expect(isInEgypt(point)).toBe(false);
      expect(pointInEgyptOrCairo(point)).toEqual({ point: DEFAULT_CAIRO_POINT, fellBack: true });
    }
  });

  it("has its default point in Cairo, in Egypt", () => {
    expect(isInEgypt(DEFAULT_CAIRO_POINT)).toBe(true);
    expect(DEFAULT_CAIRO_POINT.lat).toBeCloseTo(30.04, 1);
    expect(DEFAULT_CAIRO_POINT.lng).toBeCloseTo(31.24, 1);
  });
});

describe("currentPosition", () => {
  it("asks with a 10 s timeout and high accuracy (spec section 9)", async () => {
    let options: PositionOptions | undefined;
    const position = await currentPosition({
      getCurrentPosition: (success, _error, given) => {
        options = given ?? undefined;
        success({ coords: { latitude: 29.963, longitude: 31.2597 } } as GeolocationPosition);
      },
    });
    expect(position).toEqual({ lat: 29.963, lng: 31.2597 });
    expect(options).toEqual(GEOLOCATION_OPTIONS);
    expect(options).toMatchObject({ timeout: 10_000, enableHighAccuracy: true });
  });

  it("rejects with the spec's message for the browser's error", async () => {
    const failing = (code: number) => ({
      getCurrentPosition: (_success: PositionCallback, error?: PositionErrorCallback | null) =>
        error?.({ code, message: "" } as GeolocationPositionError),
    });
    await expect(currentPosition(failing(1))).rejects.toThrow(
      "Location access was denied. Please enable it in your browser settings.",
    );
    await expect(currentPosition(failing(3))).rejects.toBeInstanceOf(GeolocationFailure);
  });

  it("rejects with the unknown-error message when the browser has no geolocation", async () => {
    await expect(currentPosition(undefined)).rejects.toThrow("An unknown error occurred.");
  });
});
