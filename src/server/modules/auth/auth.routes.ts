import type { FastifyInstance, preHandlerAsyncHookHandler } from "fastify";
import {
  loginRequestSchema,
  registerRequestSchema,
  resendOtpRequestSchema,
  smsOutboxQuerySchema,
  verifyOtpRequestSchema,
} from "#shared/contract/auth.ts";
import { apiPaths } from "#shared/contract/routes.ts";
import { latestOutboxMessage } from "../../adapters/sms/outbox-sms.ts";
import type { Db } from "../../db/database.ts";
import { notFound } from "../../http/errors.ts";
import type { AuthService } from "./auth.service.ts";

type Deps = { auth: AuthService; authenticate: preHandlerAsyncHookHandler; db: Db; demoMode: boolean };

export function authRoutes(api: FastifyInstance, { auth, authenticate, db, demoMode }: Deps) {
  api.post<{ Body: { phoneNumber: string; name: string } }>(
    apiPaths.register,
    { schema: { body: registerRequestSchema } },
    async (request) => {
      const userData = await auth.register(request.body.phoneNumber, request.body.name, request.ip);
      return { status: 200, message: "We have sent you a code by SMS.", token: null, user_data: userData };
    },
  );

  api.post<{ Body: { phoneNumber: string } }>(
    apiPaths.login,
    { schema: { body: loginRequestSchema } },
    async (request) => {
      const userData = await auth.login(request.body.phoneNumber, request.ip);
      return {
        status: 200,
        message: "We have sent you a code by SMS.",
        data: { token: null, user_data: userData },
      };
    },
  );

  api.post<{ Body: { pin: string; id: number } }>(
    apiPaths.verifyOtp,
    { schema: { body: verifyOtpRequestSchema } },
    async (request) => {
      const { token, userData } = await auth.verify(request.body.id, request.body.pin, request.ip);
      return { status: 200, message: "Your phone number is verified.", token, user_data: userData };
    },
  );

  api.post<{ Body: { phone: string } }>(
    apiPaths.resendOtp,
    { schema: { body: resendOtpRequestSchema } },
    async (request) => {
      await auth.resend(request.body.phone, request.ip);
      return { status: 200, message: "OTP send sucessfully." };
    },
  );

  api.post(apiPaths.logout, { onRequest: authenticate }, async (request) => {
    if (request.tokenHash) await auth.logout(request.tokenHash);
    return { status: 200, message: "You are logged out." };
  });

  // Demo mode only: lets a new user and the browser tests read the code that was "sent".
  if (demoMode) {
    api.get<{ Querystring: { phone: string } }>(
      apiPaths.devSmsOutbox,
      { schema: { querystring: smsOutboxQuerySchema } },
      async (request) => {
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
      },
    );
  }
}
