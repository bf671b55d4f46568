import * as z from "zod/mini";
import { toWesternDigits } from "../i18n/digits.ts";
import { userDataSchema } from "./auth.ts";
import { idSchema, requiredText } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { contractMessages as m } from "./messages.gen.ts";

const kioskTokenSchema = z.lazy(() => z.string().check(z.maxLength(128)));

/** Staff PINs are digits only (the kiosk's keypad types them), 8 to 12 of them; each store has its own. */
export const KIOSK_PIN_PATTERN = /^\d{8,12}$/;
export const KIOSK_PIN_MAX_LENGTH = 12;
/** A first name to call out at the counter: short, as the store's board shows it. */
export const WALK_IN_NAME_MAX_LENGTH = 40;

/** POST kiosk/verify_pin: the staff PIN of one store, for setting a kiosk up there or leaving it. */
export const verifyKioskPinRequestSchema = z.lazy(() =>
  z.object({
    outlet_id: idSchema,
    pin: z
      .string({ error: () => m.pinRequired })
      .check(
        z.trim(),
        z.overwrite(toWesternDigits),
        z.minLength(1, { error: () => m.pinRequired, abort: true }),
        z.regex(KIOSK_PIN_PATTERN, { error: () => m.pinDigits }),
      ),
    /** What the staff are doing: setting this tablet up for the store, or leaving its kiosk mode. */
    purpose: z.enum(["setup", "exit"], { error: () => m.pinPurpose }),
    /** On leaving: the tablet's device token, which stops working (a new one is answered). */
    kiosk_token: z.optional(kioskTokenSchema),
  }),
);
export type VerifyKioskPinRequest = z.infer<typeof verifyKioskPinRequestSchema>;
export const verifyKioskPinResponseSchema = z.lazy(() =>
  z.object({
    status: z.literal(200),
    message: z.string(),
    /**
     * The tablet's new device token, with which walk-ins order at the store (kiosk/walk_in).
     * Optional for an older server.
     */
    kiosk_token: z.optional(z.string()),
  }),
);

/** The staff PIN that guards a kiosk's setup and leaving kiosk mode (the server holds each store's). */
export const kioskVerifyPin = endpoint({
  method: "POST",
  path: "/kiosk/verify_pin",
  auth: "none",
  body: verifyKioskPinRequestSchema,
  response: verifyKioskPinResponseSchema,
  offline: "never",
});

/**
 * POST kiosk/walk_in: someone at a store's kiosk orders with a first name only, no phone and no
 * code (a shared tablet is no place for either). The tablet's device token proves where they
 * are; the session answered lasts one visit and may only order pickup at that store.
 */
export const kioskWalkInRequestSchema = z.lazy(() =>
  z.object({
    kiosk_token: z
      .string({ error: () => m.kioskNotSetUp })
      .check(
        z.minLength(1, { error: () => m.kioskNotSetUp }),
        z.maxLength(128, { error: () => m.kioskNotSetUp }),
      ),
    first_name: requiredText("firstName", WALK_IN_NAME_MAX_LENGTH),
  }),
);
export const kioskWalkInResponseSchema = z.lazy(() =>
  z.object({
    status: z.literal(200),
    token: z.string(),
    user_data: userDataSchema,
  }),
);
export const kioskWalkIn = endpoint({
  method: "POST",
  path: "/kiosk/walk_in",
  auth: "none",
  body: kioskWalkInRequestSchema,
  response: kioskWalkInResponseSchema,
  offline: "never",
});
