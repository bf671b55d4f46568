// Messages are functions (`error: () => ...`), worded when an issue is raised rather than when
// the schema is made: each request and each screen reads them in its own language.
import * as z from "zod/mini";
import { normaliseEgyptianMobile, PHONE_MAX_DIGITS, phoneMessages } from "../rules/phone.ts";
import { fieldNames, contractMessages as m } from "./messages.gen.ts";

/** A field as the messages name it, in the language of the moment. */
export type FieldName = keyof typeof fieldNames;

/** An Egyptian mobile number in any usual writing; parsed to E.164. */
export const egyptianMobileSchema = z.lazy(() =>
  z.pipe(
    z
      .string({ error: () => m.phoneRequired })
      .check(
        z.trim(),
        z.minLength(1, { error: () => m.phoneRequired }),
        z.maxLength(PHONE_MAX_DIGITS + 10, { error: () => phoneMessages.invalid }),
      ),
    z.transform((value, context) => {
      const e164 = normaliseEgyptianMobile(value);
      if (!e164) {
        context.issues.push({ code: "custom", message: phoneMessages.invalid, input: value });
        return z.NEVER;
      }
      return e164;
    }),
  ),
);

/** Ids arrive as numbers from our client and as numeric strings from form-style ones. */
export const idSchema = z.lazy(() =>
  z.union(
    [
      z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
      z.pipe(
        z.pipe(z.string().check(z.trim(), z.regex(/^\d{1,10}$/)), z.transform(Number)),
        z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
      ),
    ],
    { error: () => m.idInvalid },
  ),
);

export const requiredText = (field: FieldName, max = 255) =>
  z
    .string({ error: () => m.fieldRequired({ field: fieldNames[field] }) })
    .check(
      z.trim(),
      z.minLength(1, { error: () => m.fieldRequired({ field: fieldNames[field] }) }),
      z.maxLength(max, { error: () => m.fieldTooLong({ field: fieldNames[field], max }) }),
    );

export const optionalText = (field: FieldName, max = 255) =>
  z.pipe(
    z.nullish(
      z
        .string({ error: () => m.fieldNotText({ field: fieldNames[field] }) })
        .check(
          z.trim(),
          z.maxLength(max, { error: () => m.fieldTooLong({ field: fieldNames[field], max }) }),
        ),
    ),
    z.transform((value) => value ?? ""),
  );

export const emailSchema = z.lazy(() =>
  z.pipe(
    z.pipe(
      z
        .string({ error: () => m.emailRequired })
        .check(
          z.trim(),
          z.minLength(1, { error: () => m.emailRequired }),
          z.maxLength(254, { error: () => m.emailTooLong }),
        ),
      z.email({ error: () => m.emailInvalid }),
    ),
    z.transform((value) => value.toLowerCase()),
  ),
);

/** `{status: 200, message}`-style acknowledgements. */
export const okMessageSchema = z.lazy(() => z.object({ status: z.literal(200), message: z.string() }));
export type OkMessage = z.infer<typeof okMessageSchema>;
