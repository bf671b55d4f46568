// Ordering ahead: the times an outlet offers now, for the checkout's time picker.
import * as z from "zod/mini";
import { idSchema } from "./common.ts";
import { endpoint } from "./endpoint.ts";

export const orderAheadSlotSchema = z.lazy(() =>
  z.object({
    /** The slot's start (ISO 8601): place_order's pickup_at. */
    start: z.string(),
    /** Its Cairo wall-clock time, "08:15". */
    label: z.string(),
    day: z.enum(["today", "tomorrow"]),
    /** Booked up: shown, not to be chosen. */
    full: z.boolean(),
  }),
);
export type OrderAheadSlot = z.infer<typeof orderAheadSlotSchema>;

/** GET order_ahead_slots?outlet_id= */
export const orderAheadSlots = endpoint({
  method: "GET",
  path: "/order_ahead_slots",
  auth: "none",
  query: z.lazy(() => z.object({ outlet_id: idSchema })),
  response: z.lazy(() =>
    z.object({
      status: z.literal(200),
      data: z.object({
        /** Whether "as soon as possible" can be ordered now (the outlet is open). */
        asap_available: z.boolean(),
        /** Minutes until an order placed now is ready: preparation and the queue. */
        asap_minutes: z.number().check(z.int()),
        slots: z.array(orderAheadSlotSchema),
      }),
    }),
  ),
  offline: "never",
});
