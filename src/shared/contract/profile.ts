import * as z from "zod/mini";
import { LOCALES } from "../i18n/locale.ts";
import { challengeIdSchema, otpChallengeSchema, pinSchema, userDataSchema } from "./auth.ts";
import { egyptianMobileSchema, emailSchema, idSchema, optionalText, requiredText } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { contractMessages as m } from "./messages.gen.ts";

/**
 * An email that may be left out: registration asks only for a name and a phone, so a profile
 * may have none. Empty (or blank, null, absent) means no email; anything else must be valid.
 */
const optionalEmailSchema = z.lazy(() =>
  z.pipe(
    z.pipe(
      z.nullish(z.string({ error: () => m.emailInvalid })),
      z.transform((value) => value?.trim() || undefined),
    ),
    z.optional(emailSchema),
  ),
);

/** POST update_user. Only the first name and the phone are required, as at registration. */
export const updateUserRequestSchema = z.lazy(() =>
  z.object({
    first_name: requiredText("firstName", 100),
    last_name: optionalText("lastName", 100),
    email: optionalEmailSchema,
    phone_number: egyptianMobileSchema,
    /** Ours: the language the customer chose; absent leaves the saved one as it is. */
    language: z.optional(z.enum(LOCALES)),
  }),
);
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;
/**
 * `data` is the saved user data. A new phone number is not saved yet: `phone_change` is the
 * code sent to it, which verify_phone_change confirms.
 */
export const updateUserResponseSchema = z.lazy(() =>
  z.object({
    status: z.literal(200),
    msg: z.string(),
    data: userDataSchema,
    phone_change: z.optional(otpChallengeSchema),
  }),
);

/** POST verify_phone_change: the code texted to the new number, and its challenge id. */
export const verifyPhoneChangeRequestSchema = z.lazy(() =>
  z.object({ pin: pinSchema, id: challengeIdSchema }),
);
export const verifyPhoneChangeResponseSchema = z.lazy(() =>
  z.object({
    status: z.literal(200),
    msg: z.string(),
    data: userDataSchema,
  }),
);

/** POST set_language (ours): the language a customer chose with the switch, kept on the profile. */
export const setLanguageRequestSchema = z.lazy(() => z.object({ language: z.enum(LOCALES) }));
export const setLanguageResponseSchema = z.lazy(() =>
  z.object({ status: z.literal(200), language: z.enum(LOCALES) }),
);

/** POST save_card: only the provider's token and what may be shown; never a card number or CVV. */
export const saveCardRequestSchema = z.lazy(() =>
  z.looseObject({
    name: requiredText("nameOnCard", 100),
    token: requiredText("cardToken", 200),
    last4: z.string().check(z.regex(/^\d{4}$/, { error: () => m.cardLast4 })),
    brand: requiredText("cardBrand", 20),
    expiry: z.string().check(z.regex(/^(0[1-9]|1[0-2])\/\d{2}$/, { error: () => m.cardExpiry })),
  }),
);
/** A saved card as the customer sees it: never its token. */
export const savedCardSchema = z.lazy(() =>
  z.object({
    id: z.number().check(z.int()),
    last4: z.string(),
    brand: z.string(),
    expiry: z.string(),
    name: z.string(),
  }),
);
export type SavedCard = z.infer<typeof savedCardSchema>;
export const saveCardResponseSchema = z.lazy(() =>
  z.object({ status: z.literal(200), msg: z.string(), data: savedCardSchema }),
);

/** GET saved_cards (ours): the cards the payment page offers this account, newest first. */
export const savedCardsResponseSchema = z.lazy(() =>
  z.object({ status: z.literal(200), data: z.array(savedCardSchema) }),
);
/** POST delete_card (ours): the payment page offers the card no more. */
export const deleteCardRequestSchema = z.lazy(() => z.object({ card_id: idSchema }));
export const deleteCardResponseSchema = z.lazy(() => z.object({ status: z.literal(200), msg: z.string() }));

export const updateUser = endpoint({
  method: "POST",
  path: "/update_user",
  auth: "bearer",
  body: updateUserRequestSchema,
  response: updateUserResponseSchema,
  offline: "never",
});
/** Proves the new phone number: then it is saved and every other session is signed out. */
export const verifyPhoneChange = endpoint({
  method: "POST",
  path: "/verify_phone_change",
  auth: "bearer",
  body: verifyPhoneChangeRequestSchema,
  response: verifyPhoneChangeResponseSchema,
  offline: "never",
});
/**
 * The profile's language follows the switch, so the customer's texts and notifications on their
 * other devices read it too. A walk-in at a kiosk may switch as well.
 */
export const setLanguage = endpoint({
  method: "POST",
  path: "/set_language",
  auth: "bearer",
  walkIn: true,
  body: setLanguageRequestSchema,
  response: setLanguageResponseSchema,
  offline: "never",
});
/** Refuses any field named or shaped like a card number or security code before validation. */
export const saveCard = endpoint({
  method: "POST",
  path: "/save_card",
  auth: "bearer",
  body: saveCardRequestSchema,
  response: saveCardResponseSchema,
  offline: "never",
});
export const savedCardsList = endpoint({
  method: "GET",
  path: "/saved_cards",
  auth: "bearer",
  response: savedCardsResponseSchema,
  offline: "never",
});
export const deleteCard = endpoint({
  method: "POST",
  path: "/delete_card",
  auth: "bearer",
  body: deleteCardRequestSchema,
  response: deleteCardResponseSchema,
  offline: "never",
});
