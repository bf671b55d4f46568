import type { FastifyInstance } from "fastify";
import { geocode, reverseGeocode } from "#shared/contract/geocoding.ts";
import type { Geocoder } from "../../adapters/geocoding/geocoder.port.ts";
import { HttpError } from "../../http/errors.ts";
import { route } from "../../http/route.ts";

export function geocodingRoutes(api: FastifyInstance, { geocoder }: { geocoder: Geocoder }) {
  const unavailable = (error: unknown, request: { log: { warn(o: object, m: string): void } }) => {
    request.log.warn({ reason: (error as Error).message }, "geocoder unavailable");
    return new HttpError(503, "Address search is unavailable right now.");
  };

  route(
    api,
    geocode,
  )(async (request) => {
    try {
      return { status: 200, data: await geocoder.search(request.query.q) };
    } catch (error) {
      throw unavailable(error, request);
    }
  });

  route(
    api,
    reverseGeocode,
  )(async (request) => {
    try {
      return { status: 200, data: await geocoder.reverse(request.query.lat, request.query.lng) };
    } catch (error) {
      throw unavailable(error, request);
    }
  });
}
