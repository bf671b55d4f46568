import { callApi } from "#client/lib/api-client.ts";
import { reverseGeocode as reverseGeocodeCall } from "#shared/contract/geocoding.ts";

/** GET geocode/reverse?lat=&lng= : the place at a point, or null when it has no known name. */
export async function reverseGeocode(lat: number, lng: number, signal?: AbortSignal) {
  const query = { lat: lat.toFixed(6), lng: lng.toFixed(6) };
  const response = await callApi(reverseGeocodeCall, { query, signal });
  return response.data;
}
