import type { FastifyInstance } from "fastify";
import {
  devSmsOutbox,
  login,
  logout,
  logoutOtherDevices,
  register,
  resendOtp,
  verifyOtp,
} from "#shared/contract/auth.ts";
import { latestOutboxMessage } from "../../adapters/sms/outbox-sms.ts";
import type { Db } from "../../db/database.ts";
import { callerId } from "../../http/authenticate.ts";
import { isFromThisMachine } from "../../http/demo-mode.ts";
import { notFound } from "../../http/errors.ts";
import { statedLocale } from "../../http/locale.ts";
import { pathOf } from "../../http/logging.ts";
import { route } from "../../http/route.ts";
import { type AuthService, authMessages } from "./auth.service.ts";

type Deps = {
  auth: AuthService;
  db: Db;
  demoMode: boolean;
  /** Who may read the demo's SMS outbox: this machine only, or anyone (DEMO_SMS_OUTBOX=open). */
  smsOutbox: "loopback" | "open";
};

export function authRoutes(api: FastifyInstance, { auth, db, demoMode, smsOutbox }: Deps) {
  route(
    api,
    register,
  )(async (request) => {
    const challenge = await auth.register(
      request.body.phoneNumber,
      request.body.name,
      request.ip,
      statedLocale(request),
    );
    return { status: 200, message: authMessages.codeSent, token: null, user_data: challenge };
  });

  route(
    api,
    login,
  )(async (request) => {
    const challenge = await auth.login(request.body.phoneNumber, request.ip);
    return {
      status: 200,
      message: authMessages.codeSent,
      data: { token: null, user_data: challenge },
    };
  });

  route(
    api,
    verifyOtp,
  )(async (request) => {
    const { token, userData } = await auth.verify(
      request.body.id,
      request.body.pin,
      request.ip,
      statedLocale(request),
    );
    return { status: 200, message: authMessages.verified, token, user_data: userData };
  });

  route(
    api,
    resendOtp,
  )(async (request) => {
    const challenge = await auth.resend(request.body.phone, request.ip);
    return { status: 200, message: authMessages.otpSent, user_data: challenge };
  });

  route(
    api,
    logout,
  )(async (request) => {
    if (request.tokenHash) await auth.logout(request.tokenHash);
    return { status: 200, message: authMessages.loggedOut };
  });

  route(
    api,
    logoutOtherDevices,
  )(async (request) => {
    if (request.tokenHash) await auth.logoutOtherDevices(callerId(request), request.tokenHash);
    return { status: 200, message: authMessages.signedOutElsewhere };
  });

  // Demo mode only: lets a new user and the browser tests read the code that was "sent". It
  // hands out anyone's login code, so others get the 404 of a route that does not exist.
  if (demoMode) {
    route(
      api,
      devSmsOutbox,
    )(async (request) => {
      if (smsOutbox !== "open" && !isFromThisMachine(request)) {
        throw notFound(`No route ${request.method} ${pathOf(request.url)}.`);
      }
      // Read through the built-in SMS adapter, which owns the outbox table.
      const message = await latestOutboxMessage(db, request.query.phone);
      if (!message) throw notFound(authMessages.noTextSent);
      return {
        status: 200,
        data: {
          phone: message.phone,
          body: message.body,
          code: /\b(\d{4})\b/.exec(message.body)?.[1] ?? null,
          created_at: message.createdAt.toISOString(),
        },
      };
    });
  }
}
