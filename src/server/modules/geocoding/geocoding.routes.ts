import type { FastifyInstance } from "fastify";
import { geocodeQuerySchema, reverseGeocodeQuerySchema } from "#shared/contract/geocoding.ts";
import { apiPaths } from "#shared/contract/routes.ts";
import type { Geocoder } from "../../adapters/geocoding/geocoder.port.ts";
import { HttpError } from "../../http/errors.ts";

export function geocodingRoutes(api: FastifyInstance, { geocoder }: { geocoder: Geocoder }) {
  const unavailable = (error: unknown, request: { log: { warn(o: object, m: string): void } }) => {
    request.log.warn({ reason: (error as Error).message }, "geocoder unavailable");
    return new HttpError(503, "Address search is unavailable right now.");
  };

  api.get<{ Querystring: { q: string } }>(
    apiPaths.geocode,
    { schema: { querystring: geocodeQuerySchema } },
    async (request) => {
      try {
        return { status: 200, data: await geocoder.search(request.query.q) };
      } catch (error) {
        throw unavailable(error, request);
      }
    },
  );

  api.get<{ Querystring: { lat: number; lng: number } }>(
    apiPaths.reverseGeocode,
    { schema: { querystring: reverseGeocodeQuerySchema } },
    async (request) => {
      try {
        return { status: 200, data: await geocoder.reverse(request.query.lat, request.query.lng) };
      } catch (error) {
        throw unavailable(error, request);
      }
    },
  );
}
