import * as z from "zod/mini";
import { endpoint } from "./endpoint.ts";
import { contractMessages as m } from "./messages.gen.ts";

/** GET geocode?q= : places in Egypt matching a search. */
export const geocodeQuerySchema = z.lazy(() =>
  z.object({
    q: z
      .string({ error: () => m.searchRequired })
      .check(z.trim(), z.minLength(2, { error: () => m.searchTooShort }), z.maxLength(100)),
  }),
);
export const placeSchema = z.lazy(() =>
  z.object({ name: z.string(), area: z.string(), lat: z.number(), lng: z.number() }),
);
export type Place = z.infer<typeof placeSchema>;
export const geocodeResponseSchema = z.lazy(() =>
  z.object({
    status: z.literal(200),
    data: z.array(placeSchema),
    /** Nothing found, and the search names a place abroad ("Paris France"): the screen says so. */
    outside_egypt: z.optional(z.boolean()),
  }),
);

/** GET geocode/reverse?lat=&lng= : the name of the place at a point. */
export const reverseGeocodeQuerySchema = z.lazy(() =>
  z.object({
    lat: z.coerce.number().check(z.gte(-90), z.lte(90)),
    lng: z.coerce.number().check(z.gte(-180), z.lte(180)),
  }),
);
export const reverseGeocodeResponseSchema = z.lazy(() =>
  z.object({
    status: z.literal(200),
    data: z.nullable(placeSchema),
  }),
);

export const geocode = endpoint({
  method: "GET",
  path: "/geocode",
  auth: "none",
  query: geocodeQuerySchema,
  response: geocodeResponseSchema,
  offline: "never",
});
export const reverseGeocode = endpoint({
  method: "GET",
  path: "/geocode/reverse",
  auth: "none",
  query: reverseGeocodeQuerySchema,
  response: reverseGeocodeResponseSchema,
  offline: "never",
});
