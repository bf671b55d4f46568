// Phone login with a one-time code (spec sections 4, 5, 7), sessions, and proving a new phone.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { OTP_LENGTH, type OtpChallenge } from "#shared/contract/auth.ts";
import type { Locale } from "#shared/i18n/locale.ts";
import { SmsDeliveryError, type SmsSender } from "../../adapters/sms/sms.port.ts";
import type { Db } from "../../db/database.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { newToken } from "../../http/authenticate.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import { waitWords } from "../../http/messages.gen.ts";
import { noMetrics, type ServiceMetrics } from "../../http/metrics.ts";
import { addressKey, type Limit, type RateLimiter } from "../../http/rate-limit.ts";
import { RequestValidationError } from "../../http/validation.ts";
import type { PushService } from "../push/push.service.ts";
import * as repository from "./auth.repository.ts";
import { authMessages } from "./messages.gen.ts";

/** A walk-in's session: long enough to order and pay (the kiosk's idle wipe ends it sooner). */
export const WALK_IN_SESSION_MINUTES = 60;

export { authMessages };

export const MAX_WRONG_TRIES = 5;
/** Wrong codes a phone number may receive in a (UTC) day, over all its codes. */
export const WRONG_CODES_PER_PHONE_PER_DAY = 10;
/**
 * Wrong codes a phone number may receive in 30 days: an attacker patient enough to spend the
 * daily budget every day gets about 365 guesses a year instead of 3,650.
 */
export const WRONG_CODES_PER_PHONE_PER_30_DAYS = 30;
/** Wrong codes one address may send in a day, over every phone (a spray across accounts). */
export const WRONG_CODES_PER_IP_PER_DAY = 30;
/** The share of the hour's sign-up texts (over every address) that one address may use. */
export const REGISTER_SHARE_PER_ADDRESS = 0.1;
/** Live sessions per account: a new login revokes the oldest beyond these. */
export const MAX_SESSIONS = 10;

const DAY_SECONDS = 86_400;

/** The limits a phone's wrong codes are counted under (`npm run auth:unlock` forgets them). */
export const wrongCodeKeysOf = (phone: string) => ({
  day: `otp-wrong:phone:${phone}`,
  thirtyDays: `otp-wrong:phone-30d:${phone}`,
});

/** "27 days", "3 hours", "25 minutes": when a lock lifts, in words read at a glance. */
export function waitInWords(seconds: number): string {
  if (seconds > 2 * DAY_SECONDS) return waitWords.days({ count: Math.ceil(seconds / DAY_SECONDS) });
  if (seconds > 3600) return waitWords.hours({ count: Math.ceil(seconds / 3600) });
  return waitWords.minutes({ count: Math.ceil(seconds / 60) });
}

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
  /** Registration texts per hour across every address (each instance shares the count). */
  registerSmsPerHour: number;
  now: () => Date;
  /** A session that ends takes its devices' push subscriptions with it. */
  push?: Pick<PushService, "forgetSession" | "forgetOtherSessions">;
  metrics?: Pick<ServiceMetrics, "otpSend" | "otpCodeLocked">;
};

export function createAuthService({
  db,
  sms,
  limiter,
  otpSecret,
  otpTtlSeconds,
  siteHost,
  perIpLimit,
  registerSmsPerHour,
  now,
  push,
  metrics = noMetrics,
}: Options) {
  const hashCode = (challenge: string, code: string) =>
    createHmac("sha256", otpSecret).update(`${challenge}:${code}`).digest("hex");

  /**
   * Texts a new code to `phone`: under `reuse` when it is still live (so a client holding its
   * id keeps working after a resend), else under a new challenge. Answers the challenge.
   */
  async function sendCode(
    user: { id: number },
    phone: string,
    purpose: repository.OtpPurpose,
    reuse: repository.OtpRow | null = null,
  ): Promise<OtpChallenge> {
    // Every text costs money and can be abused (SMS pumping): a budget per phone per hour.
    await limiter.check({ key: `sms:hour:${phone}`, max: 8, windowSeconds: 3600 });
    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, "0");
    const expiresAt = new Date(now().getTime() + otpTtlSeconds * 1000);
    let challenge = reuse?.challenge ?? null;
    if (
      !reuse ||
      !challenge ||
      !(await repository.rekeyChallenge(db, reuse.id, hashCode(challenge, code), expiresAt))
    ) {
      challenge = randomBytes(16).toString("base64url");
      await repository.openChallenge(
        db,
        { userId: user.id, purpose, phone, challenge, codeHash: hashCode(challenge, code), expiresAt },
        now(),
      );
    }
    try {
      // In the language of the request that asks for it: the customer's.
      const body = authMessages.smsBody({ code, minutes: Math.round(otpTtlSeconds / 60), host: siteHost });
      await sms.send(phone, body);
      metrics.otpSend("sent");
    } catch (error) {
      metrics.otpSend("failed");
      // The gateway's trouble, already logged by the adapter: the customer may simply try again.
      if (error instanceof SmsDeliveryError) throw new HttpError(503, authMessages.smsNotSent);
      throw error;
    }
    return { id: challenge, phone };
  }

  const perIp = (ip: string): Limit => ({
    key: `auth:ip:${addressKey(ip)}`,
    max: perIpLimit,
    windowSeconds: 600,
  });

  /** The day's budgets of wrong codes this attempt counts against. */
  const wrongCodeBudgets = (ip: string, phone: string | null): Limit[] => {
    const lock = (max: number, key: string, windowSeconds = DAY_SECONDS): Limit => ({
      key,
      max,
      windowSeconds,
      status: 423,
      message: (seconds) => authMessages.tooManyWrongCodes({ wait: waitInWords(seconds) }),
    });
    const perPhone = phone ? wrongCodeKeysOf(phone) : null;
    return [
      lock(WRONG_CODES_PER_IP_PER_DAY, `otp-wrong:ip:${addressKey(ip)}`),
      ...(perPhone
        ? [
            lock(WRONG_CODES_PER_PHONE_PER_DAY, perPhone.day),
            lock(WRONG_CODES_PER_PHONE_PER_30_DAYS, perPhone.thirtyDays, 30 * DAY_SECONDS),
          ]
        : []),
    ];
  };

  /**
   * Checks a code and uses it up; answers its row. The attempt is counted against the day's
   * budgets first and given back when right, so parallel guesses cannot overrun them.
   */
  async function spendCode(
    challenge: string,
    pin: string,
    ip: string,
    purpose: repository.OtpPurpose,
    userId?: number,
  ) {
    const found = await repository.findChallenge(db, challenge, purpose);
    const code = found && (userId === undefined || found.userId === userId) ? found : null;
    const budgets = wrongCodeBudgets(ip, code?.phone ?? null);
    await limiter.check(...budgets);
    // One answer for an unknown challenge, an expired, used or wrong code: it reveals nothing.
    if (!code?.phone || code.consumedAt || code.expiresAt.getTime() <= now().getTime()) {
      throw new RequestValidationError({ pin: [authMessages.wrongCode] });
    }
    if (code.failedAttempts >= MAX_WRONG_TRIES) throw new HttpError(423, authMessages.codeLocked);
    const expected = Buffer.from(code.codeHash, "hex");
    const given = Buffer.from(hashCode(challenge, pin), "hex");
    if (!timingSafeEqual(expected, given)) {
      const tries = await repository.recordWrongTry(db, code.id, MAX_WRONG_TRIES);
      if (tries === MAX_WRONG_TRIES) metrics.otpCodeLocked();
      if (tries === null || tries >= MAX_WRONG_TRIES) throw new HttpError(423, authMessages.codeLocked);
      throw new RequestValidationError({ pin: [authMessages.wrongCode] });
    }
    if (!(await repository.consumeOtp(db, code.id, MAX_WRONG_TRIES, now()))) {
      throw new RequestValidationError({ pin: [authMessages.wrongCode] });
    }
    await limiter.uncount(...budgets);
    return { ...code, phone: code.phone };
  }

  return {
    /** `language`: the one the customer registers in (null: not known), for texts and notifications. */
    async register(phone: string, name: string, ip: string, language: Locale | null) {
      await limiter.check(
        perIp(ip),
        { key: `register:phone:${phone}`, max: 5, windowSeconds: 600 },
        // One address may not spend the whole chain's budget below on strangers' numbers.
        {
          key: `register:ip:${addressKey(ip)}`,
          max: Math.ceil(registerSmsPerHour * REGISTER_SHARE_PER_ADDRESS),
          windowSeconds: 3600,
        },
      );
      if (await repository.findUserByPhone(db, phone)) {
        throw new RequestValidationError({ phoneNumber: [authMessages.phoneExists] });
      }
      // Each new number is a text we pay for: a budget over every address, held in the database
      // so all instances share it.
      await limiter.check({
        key: "register:sms:all",
        max: registerSmsPerHour,
        windowSeconds: 3600,
        message: (seconds) => authMessages.tooManySignups({ wait: waitInWords(seconds) }),
      });
      const user = await repository.createUser(db, phone, name, language);
      if (!user) throw new RequestValidationError({ phoneNumber: [authMessages.phoneExists] });
      try {
        return await sendCode(user, phone, "login");
      } catch (error) {
        // No text, no account: registering again in a moment must not answer "already exists".
        await repository.deleteNewUser(db, user.id);
        throw error;
      }
    },

    // Registration already tells whether a phone is known ('Phone Number already exists!'), so
    // login saying "not registered" reveals nothing more; rate limits bound enumeration.
    async login(phone: string, ip: string) {
      await limiter.check(perIp(ip), { key: `login:phone:${phone}`, max: 5, windowSeconds: 600 });
      const user = await repository.findUserByPhone(db, phone);
      if (!user) throw new RequestValidationError({ phoneNumber: [authMessages.notRegistered] });
      return sendCode(user, phone, "login");
    },

    /** A new code for the phone's live login challenge (or a new challenge when none is live). */
    async resend(phone: string, ip: string) {
      await limiter.check(
        perIp(ip),
        {
          key: `resend:minute:${phone}`,
          max: 1,
          windowSeconds: 60,
          message: authMessages.waitAMinute,
        },
        { key: `resend:hour:${phone}`, max: 5, windowSeconds: 3600 },
      );
      const user = await repository.findUserByPhone(db, phone);
      if (!user) throw new RequestValidationError({ phone: [authMessages.notRegistered] });
      return sendCode(user, phone, "login", await repository.liveChallengeOf(db, user.id, "login"));
    },

    async verify(challenge: string, pin: string, ip: string, language: Locale | null) {
      await limiter.check(perIp(ip));
      const code = await spendCode(challenge, pin, ip, "login");
      let user = await repository.findUserById(db, code.userId);
      if (!user) throw new RequestValidationError({ pin: [authMessages.wrongCode] });
      // An account from before languages were kept takes the one it logs in with.
      if (!user.language && language) user = (await repository.updateUser(db, user.id, { language })) ?? user;
      const { token, tokenHash } = newToken();
      await repository.insertToken(db, user.id, tokenHash, now());
      await repository.revokeSessionsBeyond(db, user.id, MAX_SESSIONS, now());
      return { token, userData: repository.toUserData(user) };
    },

    async logout(tokenHash: string) {
      await repository.revokeToken(db, tokenHash, now());
      await push?.forgetSession(tokenHash);
    },

    /** Which of the account's sessions (by token hash) still stand: not revoked, expired or idle. */
    standingSessions: (userId: number, tokenHashes: string[]) =>
      repository.standingSessions(db, userId, tokenHashes, now()),

    /** Signs the account out everywhere but the caller's session. */
    async logoutOtherDevices(userId: number, tokenHash: string) {
      await repository.revokeOtherTokens(db, userId, tokenHash, now());
      await push?.forgetOtherSessions(userId, tokenHash);
    },

    /**
     * A session for a walk-in at a store's kiosk (the kiosk module proved the tablet): a first
     * name, no phone, pickup at that store only (the bearer check tells the routes), for one visit.
     */
    async startWalkIn(firstName: string, outletId: number, language: Locale) {
      const { token, tokenHash } = newToken();
      const at = now();
      const expiresAt = new Date(at.getTime() + WALK_IN_SESSION_MINUTES * 60_000);
      const user = await repository.insertWalkIn(db, {
        firstName,
        outletId,
        language,
        tokenHash,
        now: at,
        expiresAt,
      });
      return { token, userData: repository.toUserData(user) };
    },

    /** The user of a live token (the bearer check), or null. */
    liveTokenUser: (tokenHash: string) => repository.liveTokenUser(db, tokenHash, now()),

    /**
     * Saves the name and email at once; a new phone number only once proven: a code goes to it
     * and `phoneChange` is its challenge (see verifyPhoneChange). A number another account uses
     * is refused before anything is saved.
     */
    async updateUser(
      userId: number,
      fields: {
        firstName: string;
        lastName: string | null;
        email: string | null;
        phone: string;
        language?: Locale;
      },
    ): Promise<{ userData: ReturnType<typeof repository.toUserData>; phoneChange: OtpChallenge | null }> {
      const current = await repository.findUserById(db, userId);
      if (!current) throw notFound(authMessages.userNotFound);
      const changesPhone = fields.phone !== current.phone;
      if (changesPhone) {
        if (await repository.phoneTakenByOther(db, fields.phone, userId)) {
          throw new RequestValidationError({ phone_number: [authMessages.phoneExists] });
        }
        // A logged-in account could otherwise text any number it likes.
        await limiter.check({ key: `phone-change:user:${userId}`, max: 5, windowSeconds: 3600 });
      }
      const user = await repository.updateUser(db, userId, {
        username: fields.firstName,
        lastName: fields.lastName,
        email: fields.email,
        ...(fields.language && { language: fields.language }),
      });
      if (!user) throw notFound(authMessages.userNotFound);
      const phoneChange = changesPhone ? await sendCode(user, fields.phone, "phone_change") : null;
      return { userData: repository.toUserData(user), phoneChange };
    },

    /** The language the customer's texts and notifications are written in. */
    async setLanguage(userId: number, language: Locale) {
      if (!(await repository.updateUser(db, userId, { language }))) throw notFound(authMessages.userNotFound);
    },

    /** The code sent to the new number: the phone changes and every other session ends. */
    async verifyPhoneChange(userId: number, tokenHash: string, challenge: string, pin: string, ip: string) {
      await limiter.check(perIp(ip));
      const code = await spendCode(challenge, pin, ip, "phone_change", userId);
      if (await repository.phoneTakenByOther(db, code.phone, userId)) {
        throw new RequestValidationError({ phone_number: [authMessages.phoneExists] });
      }
      try {
        const user = await repository.changePhone(db, userId, code.phone, tokenHash, now());
        if (!user) throw notFound(authMessages.userNotFound);
        await push?.forgetOtherSessions(userId, tokenHash);
        return repository.toUserData(user);
      } catch (error) {
        if (isUniqueViolation(error))
          throw new RequestValidationError({ phone_number: [authMessages.phoneExists] });
        throw error;
      }
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
