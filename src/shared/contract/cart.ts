import * as z from "zod/mini";
import { contractMessages as m } from "./messages.gen.ts";

export const CART_MAX_QUANTITY = 99;
export const CART_MAX_LINES = 50;
export const NOTE_MAX_LENGTH = 200;

/** One condiment chosen on a cart line (spec section 3). Prices are EGP, the wire format. */
export const cartCondimentSchema = z.lazy(() =>
  z.object({
    condiment_id: z.number().check(z.int()),
    condiment_price: z.number().check(z.nonnegative()),
    condiment_name: z.string(),
    condiment_group_name: z.string(),
  }),
);
export type CartCondiment = z.infer<typeof cartCondimentSchema>;

/** A cart line as kept in local storage (`cartItems`) and sent in place_order's `data`. */
export const cartLineSchema = z.lazy(() =>
  z.object({
    itemName: z.string(),
    itemPrice: z.number().check(z.nonnegative()),
    itemImg: z.string(),
    note: z.string().check(z.maxLength(NOTE_MAX_LENGTH)),
    itemId: z.number().check(z.int()),
    quantity: z.number().check(z.int(), z.gte(1), z.lte(CART_MAX_QUANTITY)),
    condiment_data: z.array(cartCondimentSchema),
  }),
);
export type CartLine = z.infer<typeof cartLineSchema>;

/**
 * What the server reads of a line: the item, the quantity, the condiment ids and the note.
 * Names and prices are the client's and are ignored; the server prices from its menu.
 */
export const orderLineInputSchema = z.lazy(() =>
  z.object({
    itemId: z.coerce.number({ error: () => m.itemIdNumber }).check(z.int({ error: () => m.itemIdWhole })),
    quantity: z.coerce
      .number({ error: () => m.quantityNumber })
      .check(
        z.int({ error: () => m.quantityWhole }),
        z.gte(1, { error: () => m.quantityMin }),
        z.lte(CART_MAX_QUANTITY, { error: () => m.quantityMax({ max: CART_MAX_QUANTITY }) }),
      ),
    note: z.pipe(
      z.nullish(
        z
          .string()
          .check(
            z.trim(),
            z.maxLength(NOTE_MAX_LENGTH, { error: () => m.noteTooLong({ max: NOTE_MAX_LENGTH }) }),
          ),
      ),
      z.transform((note) => note ?? ""),
    ),
    condiment_data: z.pipe(
      z.nullish(
        z.array(z.looseObject({ condiment_id: z.coerce.number().check(z.int()) })).check(z.maxLength(30)),
      ),
      z.transform((list) => list ?? []),
    ),
  }),
);
export type OrderLineInput = z.output<typeof orderLineInputSchema>;
