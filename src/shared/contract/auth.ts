import * as z from "zod/mini";
import { toWesternDigits } from "../i18n/digits.ts";
import { LOCALES } from "../i18n/locale.ts";
import { egyptianMobileSchema, okMessageSchema, requiredText } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { contractMessages as m } from "./messages.gen.ts";

export const OTP_LENGTH = 4;

export const userDataSchema = z.lazy(() =>
  z.object({
    id: z.number().check(z.int()),
    phone: z.string(),
    username: z.string(),
    last_name: z.nullable(z.string()),
    email: z.nullable(z.string()),
    /** The language the customer reads (texts and notifications are sent in it); absent: not known. */
    language: z.optional(z.enum(LOCALES)),
  }),
);
export type UserData = z.infer<typeof userDataSchema>;

/**
 * What login, register and resend_otp answer as `user_data` before the code is verified: an
 * opaque, short-lived challenge id (never the account's id) and the number the code went to.
 * No name, email or account id reaches whoever merely knows a phone number.
 */
export const otpChallengeSchema = z.lazy(() => z.object({ id: z.string(), phone: z.string() }));
export type OtpChallenge = z.infer<typeof otpChallengeSchema>;

/** A challenge id as the server issues them (128 random bits, base64url). */
export const challengeIdSchema = z.lazy(() =>
  z
    .string({ error: () => m.challengeRequired })
    .check(z.trim(), z.regex(/^[A-Za-z0-9_-]{16,64}$/, { error: () => m.challengeInvalid })),
);

/** The 4 digits of a one-time code (typed in Arabic-Indic digits too). */
export const pinSchema = z.lazy(() =>
  z
    .string({ error: () => m.codeRequired })
    .check(
      z.trim(),
      z.overwrite(toWesternDigits),
      z.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: () => m.codeDigits({ length: OTP_LENGTH }) }),
    ),
);

/** POST login */
export const loginRequestSchema = z.lazy(() => z.object({ phoneNumber: egyptianMobileSchema }));
export const loginResponseSchema = z.lazy(() =>
  z.object({
    status: z.literal(200),
    message: z.string(),
    // The token comes only from verify_otp; login answers null so the spec's `data.token` reads.
    data: z.object({ token: z.null(), user_data: otpChallengeSchema }),
  }),
);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST register */
export const registerRequestSchema = z.lazy(() =>
  z.object({
    phoneNumber: egyptianMobileSchema,
    name: requiredText("name", 100),
  }),
);
export const registerResponseSchema = z.lazy(() =>
  z.object({
    status: z.literal(200),
    message: z.string(),
    token: z.null(),
    user_data: otpChallengeSchema,
  }),
);
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** POST verify_otp */
export const verifyOtpRequestSchema = z.lazy(() => z.object({ pin: pinSchema, id: challengeIdSchema }));
export const verifyOtpResponseSchema = z.lazy(() =>
  z.object({
    status: z.literal(200),
    message: z.string(),
    token: z.string(),
    user_data: userDataSchema,
  }),
);
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

/** POST resend_otp */
export const resendOtpRequestSchema = z.lazy(() => z.object({ phone: egyptianMobileSchema }));
/** `user_data` is the challenge the new code belongs to (usually the one the client holds). */
export const resendOtpResponseSchema = z.lazy(() =>
  z.object({
    status: z.literal(200),
    message: z.string(),
    user_data: otpChallengeSchema,
  }),
);

/** GET dev/sms-outbox (demo mode only): the latest text sent to a phone. */
export const smsOutboxQuerySchema = z.lazy(() => z.object({ phone: egyptianMobileSchema }));
export const smsOutboxResponseSchema = z.lazy(() =>
  z.object({
    status: z.literal(200),
    data: z.object({
      phone: z.string(),
      body: z.string(),
      code: z.nullable(z.string()),
      created_at: z.string(),
    }),
  }),
);

export const login = endpoint({
  method: "POST",
  path: "/login",
  auth: "none",
  body: loginRequestSchema,
  response: loginResponseSchema,
  offline: "never",
});
export const register = endpoint({
  method: "POST",
  path: "/register",
  auth: "none",
  body: registerRequestSchema,
  response: registerResponseSchema,
  offline: "never",
});
export const verifyOtp = endpoint({
  method: "POST",
  path: "/verify_otp",
  auth: "none",
  body: verifyOtpRequestSchema,
  response: verifyOtpResponseSchema,
  offline: "never",
});
export const resendOtp = endpoint({
  method: "POST",
  path: "/resend_otp",
  auth: "none",
  body: resendOtpRequestSchema,
  response: resendOtpResponseSchema,
  offline: "never",
});
/** Revokes the token it is sent with. */
export const logout = endpoint({
  method: "POST",
  path: "/logout",
  auth: "bearer",
  walkIn: true,
  response: okMessageSchema,
  offline: "never",
});
/** Revokes every token of the account except the one it is sent with. */
export const logoutOtherDevices = endpoint({
  method: "POST",
  path: "/logout_other_devices",
  auth: "bearer",
  response: okMessageSchema,
  offline: "never",
});
/** Demo mode only (absent in production): the latest text "sent" to a phone. */
export const devSmsOutbox = endpoint({
  method: "GET",
  path: "/dev/sms-outbox",
  auth: "none",
  query: smsOutboxQuerySchema,
  response: smsOutboxResponseSchema,
  offline: "never",
});
