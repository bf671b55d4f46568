import * as z from "zod/mini";
import { endpoint } from "./endpoint.ts";

/** The POS's receipt (spec section 3, "Order response"). Amounts in EGP. */
export const oracleResponseSchema = z.lazy(() =>
  z.object({
    header: z.object({ informationLines: z.array(z.string()) }),
    menuItems: z.array(
      z.object({
        name: z.string(),
        quantity: z.number().check(z.int()),
        unitPrice: z.number(),
        condiments: z.array(z.object({ name: z.string(), total: z.number() })),
      }),
    ),
    totals: z.object({ subtotal: z.number(), taxTotal: z.number(), paymentTotal: z.number() }),
  }),
);
export type OracleResponse = z.infer<typeof oracleResponseSchema>;

/** An order's states, in the order it goes through them (shared/rules/order-lifecycle.ts moves it). */
export const ORDER_STATUSES = [
  "awaiting_payment",
  "payment_failed",
  "paid",
  "accepted",
  "preparing",
  "ready",
  "out_for_delivery",
  "completed",
  "cancelled",
  "rejected",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** GET order_details/{id} */
export const orderDetailsResponseSchema = z.lazy(() =>
  z.object({
    status: z.literal(200),
    data: z.object({
      id: z.string(),
      order_status: z.enum(ORDER_STATUSES),
      order_type: z.number().check(z.int()),
      /** Called at the counter; given when the order is paid (null before). */
      pickup_number: z.optional(z.nullable(z.number().check(z.int()))),
      /** The slot ordered ahead for (ISO 8601), or null: as soon as possible. */
      pickup_at: z.optional(z.nullable(z.string())),
      created_at: z.string(),
      outlet_name: z.string(),
      deliver_to: z.nullable(z.object({ label: z.string(), address: z.string(), phone_number: z.string() })),
      totals: z.object({ subtotal: z.number(), vat: z.number(), delivery: z.number(), total: z.number() }),
      oracle_response: oracleResponseSchema,
      /**
       * Ours, beside the spec's fields: the Arabic names of the items, condiments and outlet the
       * receipt names in English, by their English names (optional: a copy kept from before).
       */
      names_ar: z.optional(z.record(z.string(), z.string())),
    }),
  }),
);
export type OrderDetailsResponse = z.infer<typeof orderDetailsResponseSchema>;

/** GET order_history */
export const pastOrderSchema = z.lazy(() =>
  z.object({
    id: z.string(),
    created_at: z.string(),
    order_status: z.enum(ORDER_STATUSES),
    order_type: z.optional(z.number().check(z.int())),
    pickup_number: z.optional(z.nullable(z.number().check(z.int()))),
    pickup_at: z.optional(z.nullable(z.string())),
    // Ours, beside the spec's fields (optional: a list kept from before they existed still parses):
    // where and for how much it was ordered, and what the app needs to fill a cart with it again.
    outlet_id: z.optional(z.number().check(z.int())),
    /** The outlet's English name (the spec's selected_outlet_name), and its Arabic when it has one. */
    outlet_name: z.optional(z.string()),
    outlet_name_ar: z.optional(z.string()),
    /** The delivery address it went to; null for pickup. */
    address_id: z.optional(z.nullable(z.number().check(z.int()))),
    /** What was paid, delivery and VAT included (EGP). */
    total: z.optional(z.number()),
    order_data: z.object({
      menuItems: z.array(
        z.object({
          name: z.string(),
          /** Ours, beside the spec's fields: the item's Arabic name, when it had one. */
          name_ar: z.optional(z.string()),
          quantity: z.number().check(z.int()),
          total: z.number(),
          /** Ours: the menu item, its condiments and the note, to build the cart line again. */
          item_id: z.optional(z.number().check(z.int())),
          condiment_ids: z.optional(z.array(z.number().check(z.int()))),
          note: z.optional(z.string()),
        }),
      ),
    }),
  }),
);
export type PastOrder = z.infer<typeof pastOrderSchema>;
export const orderHistoryResponseSchema = z.lazy(() =>
  z.object({
    status: z.literal(200),
    data: z.array(pastOrderSchema),
  }),
);

/** GET order_details/{id}: the id is a random UUID; anything else is a 404. */
export const orderIdParamsSchema = z.lazy(() => z.object({ id: z.string().check(z.maxLength(64)) }));

/** Unauthenticated by spec: the order id is a random UUID, known only to whoever placed it. */
export const orderDetails = endpoint({
  method: "GET",
  path: "/order_details/:id",
  auth: "none",
  params: orderIdParamsSchema,
  response: orderDetailsResponseSchema,
  offline: "never",
});
/** Paid orders, newest first. Personal: persisted by the query cache, never by the service worker. */
export const orderHistory = endpoint({
  method: "GET",
  path: "/order_history",
  auth: "bearer",
  response: orderHistoryResponseSchema,
  offline: "never",
});
