import type { FastifyInstance } from "fastify";
import { devSmsOutbox, login, logout, register, resendOtp, verifyOtp } from "#shared/contract/auth.ts";
import { latestOutboxMessage } from "../../adapters/sms/outbox-sms.ts";
import type { Db } from "../../db/database.ts";
import { notFound } from "../../http/errors.ts";
import { route } from "../../http/route.ts";
import type { AuthService } from "./auth.service.ts";

type Deps = { auth: AuthService; db: Db; demoMode: boolean };

export function authRoutes(api: FastifyInstance, { auth, db, demoMode }: Deps) {
  route(
    api,
    register,
  )(async (request) => {
    const userData = await auth.register(request.body.phoneNumber, request.body.name, request.ip);
    return { status: 200, message: "We have sent you a code by SMS.", token: null, user_data: userData };
  });

  route(
    api,
    login,
  )(async (request) => {
    const userData = await auth.login(request.body.phoneNumber, request.ip);
    return {
      status: 200,
      message: "We have sent you a code by SMS.",
      data: { token: null, user_data: userData },
    };
  });

  route(
    api,
    verifyOtp,
  )(async (request) => {
    const { token, userData } = await auth.verify(request.body.id, request.body.pin, request.ip);
    return { status: 200, message: "Your phone number is verified.", token, user_data: userData };
  });

  route(
    api,
    resendOtp,
  )(async (request) => {
    await auth.resend(request.body.phone, request.ip);
    return { status: 200, message: "OTP send sucessfully." };
  });

  route(
    api,
    logout,
  )(async (request) => {
    if (request.tokenHash) await auth.logout(request.tokenHash);
    return { status: 200, message: "You are logged out." };
  });

  // Demo mode only: lets a new user and the browser tests read the code that was "sent".
  if (demoMode) {
    route(
      api,
      devSmsOutbox,
    )(async (request) => {
      // Read through the built-in SMS adapter, which owns the outbox table.
      const message = await latestOutboxMessage(db, request.query.phone);
      if (!message) throw notFound("No text was sent to this phone.");
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
