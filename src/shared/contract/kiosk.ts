import * as z from "zod/mini";
import { toWesternDigits } from "../i18n/digits.ts";
import { idSchema } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { contractMessages as m } from "./messages.gen.ts";

/** Staff PINs are digits only (the kiosk's keypad types them), 8 to 12 of them; each store has its own. */
export const KIOSK_PIN_PATTERN = /^\d{8,12}$/;
export const KIOSK_PIN_MAX_LENGTH = 12;

/** POST kiosk/verify_pin: the staff PIN of one store, for setting a kiosk up there or leaving it. */
export const verifyKioskPinRequestSchema = z.object({
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
});
export type VerifyKioskPinRequest = z.infer<typeof verifyKioskPinRequestSchema>;
export const verifyKioskPinResponseSchema = z.object({ status: z.literal(200), message: z.string() });

/** The staff PIN that guards a kiosk's setup and leaving kiosk mode (the server holds each store's). */
export const kioskVerifyPin = endpoint({
  method: "POST",
  path: "/kiosk/verify_pin",
  auth: "none",
  body: verifyKioskPinRequestSchema,
  response: verifyKioskPinResponseSchema,
  offline: "never",
});
