// 'Use my location' (spec sections 5, 8 and 9): the browser's position with a 10 s timeout and
// high accuracy, each failure worded as the spec says, and a point outside Egypt replaced by a
// default point in the Cairo area.
import type { LatLng } from "#shared/contract/addresses.ts";
import { addressStrings as t } from "./messages.gen.ts";

export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 0,
};

/** Tahrir Square, Downtown Cairo: the map's starting point and the fallback outside Egypt. */
export const DEFAULT_CAIRO_POINT: LatLng = { lat: 30.0444, lng: 31.2357 };

/**
 * Egypt's bounding box (about 22.0-31.7 N, 24.7-37.0 E). A box, not the border: it also takes
 * in slivers of the neighbours, which is good enough to catch a position abroad or a VPN exit.
 */
export const EGYPT_BOUNDS = { south: 21.99, north: 31.7, west: 24.69, east: 37.0 } as const;

export function isInEgypt({ lat, lng }: LatLng): boolean {
  return (
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    lat >= EGYPT_BOUNDS.south &&
    lat <= EGYPT_BOUNDS.north &&
    lng >= EGYPT_BOUNDS.west &&
    lng <= EGYPT_BOUNDS.east
  );
}

/** The point itself inside Egypt; otherwise the default Cairo point, saying so. */
export function pointInEgyptOrCairo(point: LatLng): { point: LatLng; fellBack: boolean } {
  return isInEgypt(point)
    ? { point: { lat: point.lat, lng: point.lng }, fellBack: false }
    : { point: DEFAULT_CAIRO_POINT, fellBack: true };
}

// GeolocationPositionError's codes (the constants are not on every test environment's globals).
export const GEO_ERROR = { PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as const;

export function geolocationErrorMessage(code: number | undefined): string {
  switch (code) {
    case GEO_ERROR.PERMISSION_DENIED:
      return t.geoDenied;
    case GEO_ERROR.POSITION_UNAVAILABLE:
      return t.geoUnavailable;
    case GEO_ERROR.TIMEOUT:
      return t.geoTimeout;
    default:
      return t.geoUnknown;
  }
}

export class GeolocationFailure extends Error {
  constructor(readonly code: number | undefined) {
    super(geolocationErrorMessage(code));
    this.name = "GeolocationFailure";
  }
}

type GeolocationLike = Pick<Geolocation, "getCurrentPosition">;

/** The current position; rejects with a GeolocationFailure whose message is the spec's. */
export function currentPosition(
  geolocation: GeolocationLike | undefined = typeof navigator === "undefined"
    ? undefined
    : navigator.geolocation,
): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new GeolocationFailure(undefined));
      return;
    }
    try {
      geolocation.getCurrentPosition(
        (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
        (error) => reject(new GeolocationFailure(error?.code)),
        GEOLOCATION_OPTIONS,
      );
    } catch {
      reject(new GeolocationFailure(undefined));
    }
  });
}
