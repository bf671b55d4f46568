import * as z from "zod/mini";
import { idSchema } from "./common.ts";
import { endpoint } from "./endpoint.ts";

/** POST fetch_menu */
export const fetchMenuRequestSchema = z.lazy(() =>
  z.object({
    outlet_id: idSchema,
  }),
);
export type FetchMenuRequest = z.input<typeof fetchMenuRequestSchema>;

// Arabic beside the spec's English (ours, every `_ar` field optional): a client that ignores
// them still works, and a menu cached before they existed still parses. Absent or empty: the
// English is shown (see shared/i18n/localized-content.ts).
const arabic = z.lazy(() => z.optional(z.string()));

export const subMenuSchema = z.lazy(() => z.object({ name: z.string(), name_ar: arabic }));
export const menuCategorySchema = z.lazy(() =>
  z.object({
    name: z.string(),
    name_ar: arabic,
    sub_menu: z.record(z.string(), subMenuSchema),
  }),
);

export const itemCondimentRefSchema = z.lazy(() =>
  z.object({
    condimentGroupRef: z.number().check(z.int()),
    maximumCount: z.number().check(z.int(), z.gte(0)),
  }),
);

export const menuItemSchema = z.lazy(() =>
  z.object({
    menuItemId: z.number().check(z.int()),
    menu: z.string(), // category key
    unk: z.string(), // sub-category key (the backend's name for it)
    item_name: z.string(),
    item_name_ar: arabic,
    image: z.string(),
    price: z.number().check(z.nonnegative()), // EGP, the backend's wire format; see shared/money
    description: z.string(),
    description_ar: arabic,
    condiments: z.array(itemCondimentRefSchema),
    sluId: z.number().check(z.int()),
  }),
);
export type MenuItem = z.infer<typeof menuItemSchema>;

export const condimentGroupSchema = z.lazy(() =>
  z.object({
    id: z.number().check(z.int()),
    name: z.string(),
    name_ar: arabic,
    condiment_items: z.array(z.number().check(z.int())),
  }),
);
export type CondimentGroup = z.infer<typeof condimentGroupSchema>;

export const condimentGroupItemSchema = z.lazy(() =>
  z.object({
    id: z.number().check(z.int()),
    name: z.string(),
    name_ar: arabic,
    price: z.number().check(z.nonnegative()), // EGP
  }),
);
export type CondimentGroupItem = z.infer<typeof condimentGroupItemSchema>;

export const menuDataSchema = z.lazy(() =>
  z.object({
    // Keyed by category key, in display order; each sub_menu keyed by sub-category key.
    menu: z.record(z.string(), menuCategorySchema),
    items: z.array(menuItemSchema),
    condiment_groups: z.array(condimentGroupSchema),
    condiment_group_items: z.array(condimentGroupItemSchema),
    /**
     * What the outlet's staff marked sold out for now (ours, beside the spec's shape: a client
     * that ignores it still works, and place_order refuses these with a message).
     */
    sold_out: z.optional(
      z.object({ items: z.array(z.number().check(z.int())), condiments: z.array(z.number().check(z.int())) }),
    ),
  }),
);
export type MenuData = z.infer<typeof menuDataSchema>;

export const fetchMenuResponseSchema = z.lazy(() =>
  z.object({
    status: z.literal(200),
    outlet_id: z.number().check(z.int()),
    menu_data: menuDataSchema,
  }),
);
export type FetchMenuResponse = z.infer<typeof fetchMenuResponseSchema>;

/** A POST by spec but a read: it answers an ETag and honours If-None-Match. */
export const fetchMenu = endpoint({
  method: "POST",
  path: "/fetch_menu",
  auth: "none",
  body: fetchMenuRequestSchema,
  response: fetchMenuResponseSchema,
  offline: "menu-per-outlet",
});
