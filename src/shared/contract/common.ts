import * as z from "zod/mini";
import { INVALID_PHONE_MESSAGE, normaliseEgyptianMobile, PHONE_MAX_DIGITS } from "../rules/phone.ts";

/** An Egyptian mobile number in any usual writing; parsed to E.164. */
export const egyptianMobileSchema = z.pipe(
  z
    .string({ error: "The phone number is required." })
    .check(
      z.trim(),
      z.minLength(1, "The phone number is required."),
      z.maxLength(PHONE_MAX_DIGITS + 10, INVALID_PHONE_MESSAGE),
    ),
  z.transform((value, context) => {
    const e164 = normaliseEgyptianMobile(value);
    if (!e164) {
      context.issues.push({ code: "custom", message: INVALID_PHONE_MESSAGE, input: value });
      return z.NEVER;
    }
    return e164;
  }),
);

/** Ids arrive as numbers from our client and as numeric strings from form-style ones. */
export const idSchema = z.union(
  [
    z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
    z.pipe(
      z.pipe(z.string().check(z.trim(), z.regex(/^\d{1,10}$/)), z.transform(Number)),
      z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
    ),
  ],
  { error: "The id must be a positive whole number." },
);

export const requiredText = (field: string, max = 255) =>
  z
    .string({ error: `The ${field} field is required.` })
    .check(
      z.trim(),
      z.minLength(1, `The ${field} field is required.`),
      z.maxLength(max, `The ${field} may not be greater than ${max} characters.`),
    );

export const optionalText = (field: string, max = 255) =>
  z.pipe(
    z.nullish(
      z
        .string({ error: `The ${field} must be text.` })
        .check(z.trim(), z.maxLength(max, `The ${field} may not be greater than ${max} characters.`)),
    ),
    z.transform((value) => value ?? ""),
  );

export const emailSchema = z.pipe(
  z.pipe(
    z
      .string({ error: "The email field is required." })
      .check(
        z.trim(),
        z.minLength(1, "The email field is required."),
        z.maxLength(254, "The email may not be greater than 254 characters."),
      ),
    z.email("The email must be a valid email address."),
  ),
  z.transform((value) => value.toLowerCase()),
);

/** `{status: 200, message}`-style acknowledgements. */
export const okMessageSchema = z.object({ status: z.literal(200), message: z.string() });
export type OkMessage = z.infer<typeof okMessageSchema>;
