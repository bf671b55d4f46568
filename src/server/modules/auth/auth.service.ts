// Phone login with a one-time code (spec sections 4, 5, 7).
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { OTP_LENGTH } from "#shared/contract/auth.ts";
import type { SmsSender } from "../../adapters/sms/sms.port.ts";
import type { Db } from "../../db/database.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { newToken } from "../../http/authenticate.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import type { RateLimiter } from "../../http/rate-limit.ts";
import { RequestValidationError } from "../../http/validation.ts";
import * as repository from "./auth.repository.ts";

export const MAX_WRONG_TRIES = 5;
export const PHONE_EXISTS_MESSAGE = "Phone Number already exists!";
export const NOT_REGISTERED_MESSAGE = "No account uses this phone number. Please register first.";

type Options = {
  db: Db;
  sms: SmsSender;
  limiter: RateLimiter;
  otpSecret: string;
  otpTtlSeconds: number;
  /** The site's host name: the text's last line lets WebOTP fill the code in (origin-bound). */
  siteHost: string;
  /** Auth calls allowed per IP per 10 minutes (all four calls together). */
  perIpLimit: number;
};

export function createAuthService({
  db,
  sms,
  limiter,
  otpSecret,
  otpTtlSeconds,
  siteHost,
  perIpLimit,
}: Options) {
  const hashCode = (userId: number, code: string) =>
    createHmac("sha256", otpSecret).update(`${userId}:${code}`).digest("hex");

  async function sendCode(user: { id: number; phone: string }) {
    // Every text costs money and can be abused (SMS pumping): a budget per phone per hour.
    await limiter.check({ key: `sms:hour:${user.phone}`, max: 8, windowSeconds: 3600 });
    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, "0");
    await repository.storeOtp(
      db,
      user.id,
      hashCode(user.id, code),
      new Date(Date.now() + otpTtlSeconds * 1000),
    );
    await sms.send(
      user.phone,
      `Your verification code is ${code}. It expires in ${Math.round(otpTtlSeconds / 60)} minutes.\n\n@${siteHost} #${code}`,
    );
  }

  const perIp = (ip: string) => ({ key: `auth:ip:${ip}`, max: perIpLimit, windowSeconds: 600 });

  return {
    async register(phone: string, name: string, ip: string) {
      await limiter.check(perIp(ip), { key: `register:phone:${phone}`, max: 5, windowSeconds: 600 });
      const user = await repository.createUser(db, phone, name);
      if (!user) {
        throw new RequestValidationError({ phoneNumber: [PHONE_EXISTS_MESSAGE] });
      }
      await sendCode(user);
      return repository.toUserData(user);
    },

    // Registration already tells whether a phone is known ('Phone Number already exists!'), so
    // login saying "not registered" reveals nothing more; rate limits bound enumeration.
    async login(phone: string, ip: string) {
      await limiter.check(perIp(ip), { key: `login:phone:${phone}`, max: 5, windowSeconds: 600 });
      const user = await repository.findUserByPhone(db, phone);
      if (!user) throw new RequestValidationError({ phoneNumber: [NOT_REGISTERED_MESSAGE] });
      await sendCode(user);
      return repository.toUserData(user);
    },

    async resend(phone: string, ip: string) {
      await limiter.check(
        perIp(ip),
        {
          key: `resend:minute:${phone}`,
          max: 1,
          windowSeconds: 60,
          message: "Please wait a minute before asking for another code.",
        },
        { key: `resend:hour:${phone}`, max: 5, windowSeconds: 3600 },
      );
      const user = await repository.findUserByPhone(db, phone);
      if (!user) throw new RequestValidationError({ phone: [NOT_REGISTERED_MESSAGE] });
      await sendCode(user);
    },

    async verify(userId: number, pin: string, ip: string) {
      await limiter.check(perIp(ip), { key: `verify:user:${userId}`, max: 20, windowSeconds: 600 });
      const user = await repository.findUserById(db, userId);
      const code = user ? await repository.latestLiveOtp(db, user.id) : null;
      if (!user || !code || code.expiresAt.getTime() <= Date.now()) {
        throw new RequestValidationError({ pin: ["This code has expired. Please ask for a new one."] });
      }
      if (code.failedAttempts >= MAX_WRONG_TRIES) {
        throw new HttpError(423, "Too many wrong codes. Please ask for a new one.");
      }
      const expected = Buffer.from(code.codeHash, "hex");
      const given = Buffer.from(hashCode(user.id, pin), "hex");
      if (!timingSafeEqual(expected, given)) {
        const tries = await repository.recordWrongTry(db, code.id, MAX_WRONG_TRIES);
        if (tries === null || tries >= MAX_WRONG_TRIES) {
          throw new HttpError(423, "Too many wrong codes. Please ask for a new one.");
        }
        throw new RequestValidationError({ pin: ["The code you entered is incorrect."] });
      }
      if (!(await repository.consumeOtp(db, code.id, MAX_WRONG_TRIES))) {
        throw new RequestValidationError({
          pin: ["This code has already been used. Please ask for a new one."],
        });
      }
      const { token, tokenHash } = newToken();
      await repository.insertToken(db, user.id, tokenHash);
      return { token, userData: repository.toUserData(user) };
    },

    logout: (tokenHash: string) => repository.revokeToken(db, tokenHash),

    /** The user of a live token (the bearer check), or null. */
    liveTokenUser: (tokenHash: string) => repository.liveTokenUser(db, tokenHash),

    // A logged-in customer may change the phone they log in with; it must be a valid Egyptian
    // mobile that no other account uses (no second OTP: see README, design decisions).
    async updateUser(
      userId: number,
      fields: { firstName: string; lastName: string; email: string; phone: string },
    ) {
      if (await repository.phoneTakenByOther(db, fields.phone, userId)) {
        throw new RequestValidationError({ phone_number: [PHONE_EXISTS_MESSAGE] });
      }
      try {
        const user = await repository.updateUser(db, userId, {
          username: fields.firstName,
          lastName: fields.lastName,
          email: fields.email,
          phone: fields.phone,
        });
        if (!user) throw notFound("User not found.");
        return repository.toUserData(user);
      } catch (error) {
        if (isUniqueViolation(error))
          throw new RequestValidationError({ phone_number: [PHONE_EXISTS_MESSAGE] });
        throw error;
      }
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
