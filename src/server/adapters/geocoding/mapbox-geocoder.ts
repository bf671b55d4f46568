import { z } from "zod";
import type { Place } from "#shared/contract/geocoding.ts";
import type { Geocoder } from "./geocoder.port.ts";

const featureSchema = z.object({
  geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
  properties: z.object({ name: z.string(), place_formatted: z.string().optional() }),
});
const answerSchema = z.object({ features: z.array(featureSchema) });

/** Mapbox Geocoding v6, restricted to Egypt (used when MAPBOX_TOKEN is set). */
export function mapboxGeocoder(options: {
  token: string;
  baseUrl?: string;
  fetchImpl?: typeof fetch;
}): Geocoder {
  const base = options.baseUrl ?? "https://api.mapbox.com/search/geocode/v6";
  const call = async (path: string, params: Record<string, string>): Promise<Place[]> => {
    const url = new URL(`${base}/${path}`);
    for (const [key, value] of Object.entries({ ...params, country: "eg", access_token: options.token })) {
      url.searchParams.set(key, value);
    }
    const response = await (options.fetchImpl ?? fetch)(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`Mapbox geocoding answered ${response.status}`);
    const answer = answerSchema.parse(await response.json());
    return answer.features.map((feature) => ({
      name: feature.properties.name,
      area: feature.properties.place_formatted ?? "",
      lng: feature.geometry.coordinates[0],
      lat: feature.geometry.coordinates[1],
    }));
  };
  return {
    search: (query) => call("forward", { q: query, limit: "8", language: "en,ar" }),
    reverse: async (lat, lng) =>
      (await call("reverse", { latitude: String(lat), longitude: String(lng), limit: "1" }))[0] ?? null,
  };
}
