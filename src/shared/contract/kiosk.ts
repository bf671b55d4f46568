import * as z from "zod/mini";
import { endpoint } from "./endpoint.ts";

/** Staff PINs are digits only, 4 to 12 of them (the server's KIOSK_PIN follows the same rule). */
export const KIOSK_PIN_PATTERN = /^\d{4,12}$/;
export const KIOSK_PIN_MAX_LENGTH = 12;

/** POST kiosk/verify_pin: the staff PIN that guards a kiosk's setup and leaving kiosk mode. */
export const verifyKioskPinRequestSchema = z.object({
  pin: z
    .string({ error: "The PIN is required." })
    .check(
      z.trim(),
      z.minLength(1, { error: "The PIN is required.", abort: true }),
      z.regex(KIOSK_PIN_PATTERN, "The PIN is 4 to 12 digits."),
    ),
});
export type VerifyKioskPinRequest = z.infer<typeof verifyKioskPinRequestSchema>;
export const verifyKioskPinResponseSchema = z.object({ status: z.literal(200), message: z.string() });

/** The staff PIN that guards a kiosk's setup and leaving kiosk mode (the server holds it). */
export const kioskVerifyPin = endpoint({
  method: "POST",
  path: "/kiosk/verify_pin",
  auth: "none",
  body: verifyKioskPinRequestSchema,
  response: verifyKioskPinResponseSchema,
  offline: "never",
});
