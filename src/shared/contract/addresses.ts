import * as z from "zod/mini";
import { toWesternDigits } from "../i18n/digits.ts";
import { type FieldName, idSchema, optionalText, requiredText } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { fieldNames, contractMessages as m } from "./messages.gen.ts";

export const latLngSchema = z.lazy(() => z.object({ lat: z.number(), lng: z.number() }));
export type LatLng = z.infer<typeof latLngSchema>;

export const addressSchema = z.lazy(() =>
  z.object({
    id: z.number().check(z.int()),
    label: z.string(),
    location: z.string(),
    delivery_address: z.string(),
    phone_number: z.string(),
    closest_outlet_id: z.nullable(z.number().check(z.int())),
    latitude: z.number(),
    longitude: z.number(),
    landmark: z.string(),
    address_line: z.string(),
    building: z.string(),
    floor: z.string(),
    flat: z.string(),
  }),
);
export type Address = z.infer<typeof addressSchema>;

/** POST fetch_address (the body's user_id is ignored: always the token's own user) */
export const fetchAddressRequestSchema = z.lazy(() => z.looseObject({ user_id: z.optional(z.unknown()) }));
export const fetchAddressResponseSchema = z.lazy(() =>
  z.object({ status: z.literal(200), data: z.array(addressSchema) }),
);
export type FetchAddressResponse = z.infer<typeof fetchAddressResponseSchema>;

// A number, or a numeric string from form-style clients; never null, true or "" read as 0.
const coordinate = (field: FieldName, min: number, max: number) =>
  z
    .union(
      [z.number(), z.pipe(z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/)), z.transform(Number))],
      {
        error: () => m.notANumber({ field: fieldNames[field] }),
      },
    )
    .check(
      z.refine(Number.isFinite, { error: () => m.notANumber({ field: fieldNames[field] }) }),
      z.refine((value) => value >= min && value <= max, {
        error: () => m.outOfRange({ field: fieldNames[field] }),
      }),
    );

/** POST save_address (address_id present: edit in place) */
export const saveAddressRequestSchema = z.lazy(() =>
  z.object({
    address_id: z.optional(z.union([idSchema, z.literal(""), z.null()])),
    label: requiredText("label", 60),
    location: requiredText("location", 120),
    landmark: requiredText("landmark", 160),
    address_line: requiredText("addressLine", 200),
    building: optionalText("building", 40),
    floor: optionalText("floor", 20),
    flat: optionalText("flat", 20),
    phone_number: z
      .string({ error: () => m.phoneFieldRequired })
      .check(
        z.trim(),
        z.overwrite(toWesternDigits),
        z.minLength(1, { error: () => m.phoneFieldRequired }),
        z.regex(/^\+?\d{8,15}$/, { error: () => m.phoneNumeric }),
      ),
    latitude: coordinate("latitude", -90, 90),
    longitude: coordinate("longitude", -180, 180),
    // Sent by the original client; the server computes its own and ignores this one.
    closest_outlet_id: z.optional(z.unknown()),
  }),
);
export type SaveAddressRequest = z.input<typeof saveAddressRequestSchema>;
export const saveAddressResponseSchema = z.lazy(() =>
  z.object({
    status: z.literal(200),
    msg: z.string(),
    address_id: z.number().check(z.int()),
    closest_outlet_id: z.number().check(z.int()),
  }),
);

/** POST delete_address */
export const deleteAddressRequestSchema = z.lazy(() => z.object({ address_id: idSchema }));
export const deleteAddressResponseSchema = z.lazy(() =>
  z.object({ status: z.literal(200), msg: z.string() }),
);

/** GET delivery_areas, POST delivery_location */
export const deliveryAreaSchema = z.lazy(() =>
  z.object({
    outlet_id: z.number().check(z.int()),
    delivery_coordinates: z.array(latLngSchema),
  }),
);
export type DeliveryArea = z.infer<typeof deliveryAreaSchema>;
export const deliveryAreasResponseSchema = z.lazy(() =>
  z.object({
    status: z.literal(200),
    data: z.array(deliveryAreaSchema),
  }),
);

/** The body's user_id is ignored: always the token's own user. */
export const fetchAddress = endpoint({
  method: "POST",
  path: "/fetch_address",
  auth: "bearer",
  body: fetchAddressRequestSchema,
  response: fetchAddressResponseSchema,
  offline: "never",
});
export const saveAddress = endpoint({
  method: "POST",
  path: "/save_address",
  auth: "bearer",
  body: saveAddressRequestSchema,
  response: saveAddressResponseSchema,
  offline: "never",
});
export const deleteAddress = endpoint({
  method: "POST",
  path: "/delete_address",
  auth: "bearer",
  body: deleteAddressRequestSchema,
  response: deleteAddressResponseSchema,
  offline: "never",
});
export const deliveryAreas = endpoint({
  method: "GET",
  path: "/delivery_areas",
  auth: "none",
  response: deliveryAreasResponseSchema,
  offline: "public",
});
/** The original client posts an empty body here; it reads the same delivery areas. */
export const deliveryLocation = endpoint({
  method: "POST",
  path: "/delivery_location",
  auth: "bearer",
  response: deliveryAreasResponseSchema,
  offline: "never",
});
