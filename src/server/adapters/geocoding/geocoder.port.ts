import type { Place } from "#shared/contract/geocoding.ts";

/** Finds places in Egypt by name, and names a point (address search on the map picker). */
export interface Geocoder {
  search(query: string): Promise<Place[]>;
  reverse(lat: number, lng: number): Promise<Place | null>;
}
