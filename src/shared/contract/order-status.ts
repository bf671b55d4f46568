// The live status of one order: a stream the order summary, history and kiosk result follow.
// Apart from the order reads (orders.ts), which start-up loads: the landing page does not carry it.
import * as z from "zod/mini";
import { endpoint } from "./endpoint.ts";
import { ORDER_STATUSES, orderIdParamsSchema } from "./orders.ts";

/** One event of an order's status stream: where the order is now. */
export const orderStatusEventSchema = z.lazy(() =>
  z.object({
    id: z.string(),
    order_status: z.enum(ORDER_STATUSES),
    order_type: z.number().check(z.int()),
    pickup_number: z.nullable(z.number().check(z.int())),
    /** When it got there (ISO 8601). */
    at: z.string(),
  }),
);
export type OrderStatusEvent = z.infer<typeof orderStatusEventSchema>;

/**
 * The live status of one order: its state at once, then each move as the store makes it.
 * Public like order_details (the id is the capability). Clients poll order_details when it is cut.
 */
export const orderStatusStream = endpoint({
  method: "GET",
  path: "/order_status/:id/events",
  auth: "none",
  params: orderIdParamsSchema,
  response: orderStatusEventSchema,
  stream: true,
  offline: "never",
});
