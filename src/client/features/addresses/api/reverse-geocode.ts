import { apiRequest } from "#client/lib/api-client.ts";
import { reverseGeocodeResponseSchema } from "#shared/contract/geocoding.ts";
import { apiPaths } from "#shared/contract/routes.ts";

/** GET geocode/reverse?lat=&lng= : the place at a point, or null when it has no known name. */
export async function reverseGeocode(lat: number, lng: number, signal?: AbortSignal) {
  const query = `lat=${encodeURIComponent(lat.toFixed(6))}&lng=${encodeURIComponent(lng.toFixed(6))}`;
  const response = await apiRequest(`${apiPaths.reverseGeocode}?${query}`, {
    schema: reverseGeocodeResponseSchema,
    signal,
  });
  return response.data;
}
