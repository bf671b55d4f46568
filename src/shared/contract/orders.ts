import * as z from "zod/mini";
import { idSchema } from "./common.ts";
import { endpoint } from "./endpoint.ts";

/** Spec section 9: the order type codes. */
export const ORDER_TYPE = { delivery: 3, pickup: 2 } as const;
export type OrderType = (typeof ORDER_TYPE)[keyof typeof ORDER_TYPE];
export const PAYMENT_METHODS = ["card"] as const;

const orderTypeSchema = z.union([z.literal(ORDER_TYPE.delivery), z.literal(ORDER_TYPE.pickup)], {
  error: "The order type must be 3 (delivery) or 2 (pickup).",
});

/** POST place_order */
export const placeOrderRequestSchema = z.object({
  data: z
    .string({ error: "The data field is required." })
    .check(z.minLength(2, "The cart is empty."), z.maxLength(100_000)),
  order_type: z.pipe(
    z.union([z.number(), z.pipe(z.string().check(z.trim(), z.regex(/^\d+$/)), z.transform(Number))], {
      error: "The order type must be 3 (delivery) or 2 (pickup).",
    }),
    orderTypeSchema,
  ),
  selected_address_id: z.optional(z.union([idSchema, z.literal(""), z.null()])),
  selected_outlet_id: z.optional(z.union([idSchema, z.literal(""), z.null()])),
  // z.refine does not narrow the output type as classic .refine did with a type guard: the cast
  // keeps the parsed type a payment method.
  selected_method: z
    .string({ error: "Please select a payment method" })
    .check(
      z.refine(
        (method) => (PAYMENT_METHODS as readonly string[]).includes(method),
        "Please select a payment method",
      ),
    ) as z.ZodMiniType<(typeof PAYMENT_METHODS)[number], string>,
});

export type PlaceOrderBody = z.output<typeof placeOrderRequestSchema>;

// Our server always answers a payment url and a string id; the chain's existing backend may
// answer without a url (spec section 4) and with a numeric id, so the browser reads both.
export const placeOrderResponseSchema = z.object({
  status: z.literal(200),
  url: z.nullish(z.string()),
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
});

/** The POS's receipt (spec section 3, "Order response"). Amounts in EGP. */
export const oracleResponseSchema = z.object({
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
});
export type OracleResponse = z.infer<typeof oracleResponseSchema>;

export const ORDER_STATUSES = ["awaiting_payment", "paid", "payment_failed", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** GET order_details/{id} */
export const orderDetailsResponseSchema = z.object({
  status: z.literal(200),
  data: z.object({
    id: z.string(),
    order_status: z.enum(ORDER_STATUSES),
    order_type: z.number().check(z.int()),
    created_at: z.string(),
    outlet_name: z.string(),
    deliver_to: z.nullable(z.object({ label: z.string(), address: z.string(), phone_number: z.string() })),
    totals: z.object({ subtotal: z.number(), vat: z.number(), delivery: z.number(), total: z.number() }),
    oracle_response: oracleResponseSchema,
  }),
});
export type OrderDetailsResponse = z.infer<typeof orderDetailsResponseSchema>;

/** GET order_history */
export const pastOrderSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  order_status: z.enum(ORDER_STATUSES),
  order_data: z.object({
    menuItems: z.array(
      z.object({ name: z.string(), quantity: z.number().check(z.int()), total: z.number() }),
    ),
  }),
});
export type PastOrder = z.infer<typeof pastOrderSchema>;
export const orderHistoryResponseSchema = z.object({
  status: z.literal(200),
  data: z.array(pastOrderSchema),
});

/** POST re_order */
export const reOrderRequestSchema = z.object({
  order_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});
export const reOrderResponseSchema = z.object({
  status: z.literal(200),
  url: z.string(),
  id: z.string(),
  unavailable: z.array(z.string()),
});
export type ReOrderResponse = z.infer<typeof reOrderResponseSchema>;

/** GET order_details/{id}: the id is a random UUID; anything else is a 404. */
export const orderIdParamsSchema = z.object({ id: z.string().check(z.maxLength(64)) });

export const placeOrder = endpoint({
  method: "POST",
  path: "/place_order",
  auth: "bearer",
  body: placeOrderRequestSchema,
  response: placeOrderResponseSchema,
  idempotent: true,
  offline: "never",
});
/** A new order with the old one's lines at today's menu, awaiting payment. */
export const reOrder = endpoint({
  method: "POST",
  path: "/re_order",
  auth: "bearer",
  body: reOrderRequestSchema,
  response: reOrderResponseSchema,
  idempotent: true,
  offline: "never",
});
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
