import type { FastifyInstance } from "fastify";
import { geocode, reverseGeocode } from "#shared/contract/geocoding.ts";
import type { Geocoder } from "../../adapters/geocoding/geocoder.port.ts";
import { namesPlaceAbroad } from "../../adapters/geocoding/place-names.ts";
import { HttpError } from "../../http/errors.ts";
import { addressKey, type RateLimiter } from "../../http/rate-limit.ts";
import { route } from "../../http/route.ts";
import { geocodingMessages } from "./messages.gen.ts";

type Deps = {
  geocoder: Geocoder;
  limiter: RateLimiter;
  /** Searches and reverse look-ups together, per client address. */
  limits: { geocodesPerMinute: number; geocodesPerHour: number };
};

export function geocodingRoutes(api: FastifyInstance, { geocoder, limiter, limits }: Deps) {
  // Each look-up is a billed call once a Mapbox token is set.
  const limit = (ip: string) =>
    limiter.check(
      { key: `geocode:minute:${addressKey(ip)}`, max: limits.geocodesPerMinute, windowSeconds: 60 },
      { key: `geocode:hour:${addressKey(ip)}`, max: limits.geocodesPerHour, windowSeconds: 3600 },
    );
  const unavailable = (error: unknown, request: { log: { warn(o: object, m: string): void } }) => {
    request.log.warn({ reason: (error as Error).message }, "geocoder unavailable");
    return new HttpError(503, geocodingMessages.unavailable);
  };

  route(
    api,
    geocode,
  )(async (request) => {
    await limit(request.ip);
    let places: Awaited<ReturnType<Geocoder["search"]>>;
    try {
      places = await geocoder.search(request.query.q);
    } catch (error) {
      throw unavailable(error, request);
    }
    // Every search is restricted to Egypt; one for a place abroad is told so, not "no places".
    if (places.length === 0 && namesPlaceAbroad(request.query.q)) {
      return { status: 200, data: places, outside_egypt: true };
    }
    return { status: 200, data: places };
  });

  route(
    api,
    reverseGeocode,
  )(async (request) => {
    await limit(request.ip);
    try {
      return { status: 200, data: await geocoder.reverse(request.query.lat, request.query.lng) };
    } catch (error) {
      throw unavailable(error, request);
    }
  });
}
