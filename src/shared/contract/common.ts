import { z } from "zod";
import { INVALID_PHONE_MESSAGE, normaliseEgyptianMobile, PHONE_MAX_DIGITS } from "../rules/phone.ts";

/** An Egyptian mobile number in any usual writing; parsed to E.164. */
export const egyptianMobileSchema = z
  .string({ error: "The phone number is required." })
  .trim()
  .min(1, "The phone number is required.")
  .max(PHONE_MAX_DIGITS + 10, INVALID_PHONE_MESSAGE)
  .transform((value, context) => {
    const e164 = normaliseEgyptianMobile(value);
    if (!e164) {
      context.addIssue({ code: "custom", message: INVALID_PHONE_MESSAGE });
      return z.NEVER;
    }
    return e164;
  });

/** Ids arrive as numbers from our client and as numeric strings from form-style ones. */
export const idSchema = z.union(
  [
    z.number().int().positive().max(2_147_483_647),
    z
      .string()
      .trim()
      .regex(/^\d{1,10}$/)
      .transform(Number)
      .pipe(z.number().int().positive().max(2_147_483_647)),
  ],
  { error: "The id must be a positive whole number." },
);

export const requiredText = (field: string, max = 255) =>
  z
    .string({ error: `The ${field} field is required.` })
    .trim()
    .min(1, `The ${field} field is required.`)
    .max(max, `The ${field} may not be greater than ${max} characters.`);

export const optionalText = (field: string, max = 255) =>
  z
    .string({ error: `The ${field} must be text.` })
    .trim()
    .max(max, `The ${field} may not be greater than ${max} characters.`)
    .nullish()
    .transform((value) => value ?? "");

export const emailSchema = z
  .string({ error: "The email field is required." })
  .trim()
  .min(1, "The email field is required.")
  .max(254, "The email may not be greater than 254 characters.")
  .pipe(z.email("The email must be a valid email address."))
  .transform((value) => value.toLowerCase());

/** `{status: 200, message}`-style acknowledgements. */
export const okMessageSchema = z.object({ status: z.literal(200), message: z.string() });
export type OkMessage = z.infer<typeof okMessageSchema>;
