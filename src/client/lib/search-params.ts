import * as z from "zod/mini";

// Search params arrive from links and payment redirects: a malformed one is dropped, not an error.
export const orderIdParam = z.lazy(() =>
  z.catch(z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))), undefined),
);

/** `?order_id=`: the order a result or summary screen is about. */
export const orderIdSearch = z.lazy(() => z.object({ order_id: orderIdParam }));

/** A failed payment: the provider's message, and the order to pay again. */
export const paymentErrorSearch = z.lazy(() =>
  z.object({
    message: z.catch(z.optional(z.string().check(z.maxLength(300))), undefined),
    order_id: orderIdParam,
  }),
);
