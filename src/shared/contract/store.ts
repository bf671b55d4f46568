// The store's side: staff sign in to their outlet's order board, move its orders along and mark
// what the outlet cannot make now. Every call but sign-in carries the staff token, and answers
// about the signed-in outlet only: there is no outlet id to send, so none to forge.
import * as z from "zod/mini";
import { STORE_MOVES } from "../rules/order-lifecycle.ts";
import { idSchema, okMessageSchema } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { contractMessages as m } from "./messages.gen.ts";

export { STORE_MOVES, type StoreMove } from "../rules/order-lifecycle.ts";

import { ORDER_STATUSES, orderIdParamsSchema } from "./orders.ts";

export const STAFF_USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{2,39}$/;
/** Long enough to resist guessing within the sign-in's failure budget. */
export const STAFF_PASSWORD_MIN_LENGTH = 10;
export const STAFF_PASSWORD_MAX_LENGTH = 128;

/** POST store/sign_in */
export const staffSignInRequestSchema = z.lazy(() =>
  z.object({
    username: z
      .string({ error: () => m.usernameRequired })
      .check(
        z.trim(),
        z.toLowerCase(),
        z.minLength(1, { error: () => m.usernameRequired, abort: true }),
        z.maxLength(40, { error: () => m.wrongUsernameOrPassword }),
      ),
    password: z
      .string({ error: () => m.passwordRequired })
      .check(
        z.minLength(1, { error: () => m.passwordRequired, abort: true }),
        z.maxLength(STAFF_PASSWORD_MAX_LENGTH, { error: () => m.wrongUsernameOrPassword }),
      ),
  }),
);
export type StaffSignInRequest = z.input<typeof staffSignInRequestSchema>;

export const staffOutletSchema = z.lazy(() => z.object({ id: z.number().check(z.int()), name: z.string() }));

export const staffSessionSchema = z.lazy(() =>
  z.object({
    token: z.string(),
    /** When the session ends (ISO 8601): the board asks to sign in again then. */
    expires_at: z.string(),
    staff: z.object({ name: z.string() }),
    outlet: staffOutletSchema,
  }),
);
export type StaffSession = z.infer<typeof staffSessionSchema>;

export const staffSignIn = endpoint({
  method: "POST",
  path: "/store/sign_in",
  auth: "none",
  body: staffSignInRequestSchema,
  response: z.lazy(() => z.object({ status: z.literal(200), data: staffSessionSchema })),
  offline: "never",
});

export const staffSignOut = endpoint({
  method: "POST",
  path: "/store/sign_out",
  auth: "staff",
  response: okMessageSchema,
  offline: "never",
});

/** An order as the store sees it: what to make, for whom, and where it is. */
export const boardOrderSchema = z.lazy(() =>
  z.object({
    id: z.string(),
    pickup_number: z.nullable(z.number().check(z.int())),
    order_status: z.enum(ORDER_STATUSES),
    order_type: z.number().check(z.int()),
    /** The customer's first name only: enough to call out, no more. */
    customer_first_name: z.string(),
    paid_at: z.string(),
    /** The slot ordered ahead for (ISO 8601), or null: as soon as possible. */
    pickup_at: z.optional(z.nullable(z.string())),
    /** When it last moved (ISO 8601). */
    updated_at: z.string(),
    lines: z.array(
      z.object({
        name: z.string(),
        quantity: z.number().check(z.int()),
        condiments: z.array(z.string()),
        note: z.string(),
      }),
    ),
    /** The moves the store may make next (boardMoves of shared/rules/order-lifecycle.ts), for its buttons. */
    next: z.array(z.enum(STORE_MOVES)),
  }),
);
export type BoardOrder = z.infer<typeof boardOrderSchema>;

/**
 * GET store/orders: the outlet's open orders (paid and not yet completed), by when they are
 * wanted: as-soon-as-possible ones by payment, ordered-ahead ones by their slot, each from
 * BOARD_LEAD_MINUTES before it.
 */
export const storeOrders = endpoint({
  method: "GET",
  path: "/store/orders",
  auth: "staff",
  response: z.lazy(() =>
    z.object({
      status: z.literal(200),
      data: z.object({ outlet: staffOutletSchema, orders: z.array(boardOrderSchema) }),
    }),
  ),
  offline: "never",
});

export const storeMoveOrder = endpoint({
  method: "POST",
  path: "/store/orders/:id/move",
  auth: "staff",
  params: orderIdParamsSchema,
  body: z.lazy(() => z.object({ to: z.enum(STORE_MOVES, { error: () => m.notAStoreMove }) })),
  response: z.lazy(() => z.object({ status: z.literal(200), data: boardOrderSchema })),
  offline: "never",
});

/**
 * One change at the outlet: an order moved (or arrived), what is sold out changed, or (reload)
 * the server may have missed changes and the board should read everything again.
 */
export const storeEventSchema = z.lazy(() =>
  z.union([
    z.object({ type: z.literal("order"), id: z.string(), order_status: z.enum(ORDER_STATUSES) }),
    z.object({ type: z.enum(["sold_out", "reload"]) }),
  ]),
);
export type StoreEvent = z.infer<typeof storeEventSchema>;

/** The board's live feed; it reloads store/orders on each event and whenever it reconnects. */
export const storeEvents = endpoint({
  method: "GET",
  path: "/store/events",
  auth: "staff",
  response: storeEventSchema,
  stream: true,
  offline: "never",
});

const soldOutSchema = z.lazy(() =>
  z.nullable(
    z.object({
      /** Until when (ISO 8601), or null: until the staff undo it. */
      until: z.nullable(z.string()),
    }),
  ),
);

/** GET store/menu: what the outlet sells, each with whether it is sold out now. */
export const storeMenu = endpoint({
  method: "GET",
  path: "/store/menu",
  auth: "staff",
  response: z.lazy(() =>
    z.object({
      status: z.literal(200),
      data: z.object({
        items: z.array(
          z.object({
            id: z.number().check(z.int()),
            name: z.string(),
            category: z.string(),
            sold_out: soldOutSchema,
          }),
        ),
        condiments: z.array(
          z.object({
            id: z.number().check(z.int()),
            name: z.string(),
            group: z.string(),
            sold_out: soldOutSchema,
          }),
        ),
      }),
    }),
  ),
  offline: "never",
});

/** POST store/sold_out: mark an item or a condiment sold out (today, or until undone), or undo it. */
export const storeSoldOut = endpoint({
  method: "POST",
  path: "/store/sold_out",
  auth: "staff",
  body: z.lazy(() =>
    z.object({
      kind: z.enum(["item", "condiment"], { error: () => m.soldOutKind }),
      id: idSchema,
      sold_out: z.boolean({ error: () => m.soldOutFlag }),
      until: z.optional(z.enum(["end_of_day", "undone"], { error: () => m.soldOutUntil })),
    }),
  ),
  response: z.lazy(() => z.object({ status: z.literal(200), data: z.object({ sold_out: soldOutSchema }) })),
  offline: "never",
});
