import * as z from "zod/mini";
import { endpoint } from "./endpoint.ts";

export const hoursRangeSchema = z.lazy(() =>
  z.object({
    open: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
    close: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
  }),
);
export const openingTimesSchema = z.lazy(() =>
  z.object({ sun_thu: hoursRangeSchema, fri_sat: hoursRangeSchema }),
);
export type OpeningTimes = z.infer<typeof openingTimesSchema>;

export const outletSchema = z.lazy(() =>
  z.object({
    id: z.number().check(z.int()),
    name: z.string(),
    /** Arabic beside the English (ours, optional: absent or empty, the English is shown). */
    name_ar: z.optional(z.string()),
    brand: z.string(),
    address: z.string(),
    address_ar: z.optional(z.string()),
    oracle_latitude: z.number(),
    oracle_longitude: z.number(),
    delivery_enabled: z.boolean(),
    opening_times: z.nullable(openingTimesSchema),
  }),
);
export type Outlet = z.infer<typeof outletSchema>;

/** GET fetch_outlet */
export const fetchOutletResponseSchema = z.lazy(() =>
  z.object({
    status: z.literal(200),
    data: z.array(outletSchema),
  }),
);
export type FetchOutletResponse = z.infer<typeof fetchOutletResponseSchema>;

export const fetchOutlet = endpoint({
  method: "GET",
  path: "/fetch_outlet",
  auth: "none",
  response: fetchOutletResponseSchema,
  offline: "public",
});
