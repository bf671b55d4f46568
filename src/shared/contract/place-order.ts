// The calls that create an order: place_order and re_order. Apart from the order reads
// (orders.ts), which the app's start-up code loads for the order history, so that start-up does
// not carry these request schemas.
import * as z from "zod/mini";
import { orderAheadMessages } from "../rules/order-ahead.ts";
import { placeOrderMessages } from "../rules/place-order-checks.ts";
import { idSchema } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { contractMessages as m } from "./messages.gen.ts";
import { ORDER_TYPE } from "./order-type.ts";

export const PAYMENT_METHODS = ["card"] as const;

const orderTypeSchema = z.lazy(() =>
  z.union([z.literal(ORDER_TYPE.delivery), z.literal(ORDER_TYPE.pickup)], {
    error: () => m.orderType,
  }),
);

/** POST place_order */
export const placeOrderRequestSchema = z.lazy(() =>
  z.object({
    data: z
      .string({ error: () => m.dataRequired })
      .check(z.minLength(2, { error: () => m.cartEmpty }), z.maxLength(100_000)),
    order_type: z.pipe(
      z.union([z.number(), z.pipe(z.string().check(z.trim(), z.regex(/^\d+$/)), z.transform(Number))], {
        error: () => m.orderType,
      }),
      orderTypeSchema,
    ),
    selected_address_id: z.optional(z.union([idSchema, z.literal(""), z.null()])),
    selected_outlet_id: z.optional(z.union([idSchema, z.literal(""), z.null()])),
    // z.refine does not narrow the output type as classic .refine did with a type guard: the cast
    // keeps the parsed type a payment method.
    selected_method: z.string({ error: () => placeOrderMessages.paymentMethod }).check(
      z.refine((method) => (PAYMENT_METHODS as readonly string[]).includes(method), {
        error: () => placeOrderMessages.paymentMethod,
      }),
    ) as z.ZodMiniType<(typeof PAYMENT_METHODS)[number], string>,
    /**
     * Ours, beside the spec's fields: the start of the slot ordered ahead for (from
     * order_ahead_slots), or absent or null for as soon as possible.
     */
    pickup_at: z.optional(
      z.nullable(
        z
          .string({ error: () => orderAheadMessages.invalid })
          .check(z.maxLength(40, { error: () => orderAheadMessages.invalid })),
      ),
    ),
  }),
);

export type PlaceOrderBody = z.output<typeof placeOrderRequestSchema>;

// Our server always answers a payment url and a string id; the chain's existing backend may
// answer without a url (spec section 4) and with a numeric id, so the browser reads both.
export const placeOrderResponseSchema = z.lazy(() =>
  z.object({
    status: z.literal(200),
    url: z.nullish(z.string()),
    id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  }),
);

/** POST re_order */
export const reOrderRequestSchema = z.lazy(() =>
  z.object({
    order_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    /** As for place_order: a new time for the new order, or as soon as possible. */
    pickup_at: z.optional(
      z.nullable(
        z
          .string({ error: () => orderAheadMessages.invalid })
          .check(z.maxLength(40, { error: () => orderAheadMessages.invalid })),
      ),
    ),
  }),
);
export const reOrderResponseSchema = z.lazy(() =>
  z.object({
    status: z.literal(200),
    url: z.string(),
    id: z.string(),
    unavailable: z.array(z.string()),
  }),
);
export type ReOrderResponse = z.infer<typeof reOrderResponseSchema>;

export const placeOrder = endpoint({
  method: "POST",
  path: "/place_order",
  auth: "bearer",
  walkIn: true,
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
