// A local stand-in for Twilio's Messages API, as documented: POST
// /2010-04-01/Accounts/{AccountSid}/Messages.json with HTTP Basic auth and a form (To, Body,
// MessagingServiceSid or From); 201 and the message resource on success, `{code, message,
// more_info, status}` on failure. Tests can make it fail or hang the next requests.
import { randomBytes } from "node:crypto";
import formbody from "@fastify/formbody";
import Fastify from "fastify";

export type FakeRequest = { authorized: boolean; form: Record<string, string> };
export type FakeMessage = {
  sid: string;
  to: string;
  body: string;
  from: string | null;
  service: string | null;
};
type Failure = 400 | 429 | 500 | 503 | "hang";

const ERRORS = {
  400: { code: 21211, message: "The 'To' number is not a valid phone number." },
  401: { code: 20003, message: "Authenticate" },
  404: { code: 20404, message: "The requested resource was not found" },
  429: { code: 20429, message: "Too Many Requests" },
  500: { code: 20500, message: "Internal Server Error" },
  503: { code: 20503, message: "Service Unavailable" },
} as const;

const sid = (prefix: string) => `${prefix}${randomBytes(16).toString("hex")}`;

export async function startTwilioFake(account: {
  accountSid: string;
  authToken: string;
  /** Also accepted: an API key and its secret. */
  apiKey?: { sid: string; secret: string };
  /** 0: any free port. */
  port?: number;
}) {
  /** Every request that reached the Messages resource, in order (failed ones too). */
  const requests: FakeRequest[] = [];
  /** The texts accepted for delivery. */
  const messages: FakeMessage[] = [];
  const failures: Failure[] = [];
  const hanging = new Set<() => void>();

  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(formbody);

  const valid = new Set([
    `${account.accountSid}:${account.authToken}`,
    ...(account.apiKey ? [`${account.apiKey.sid}:${account.apiKey.secret}`] : []),
  ]);
  const isAuthorized = (header: string | undefined) =>
    header?.startsWith("Basic ") === true && valid.has(Buffer.from(header.slice(6), "base64").toString());

  app.post<{ Params: { accountSid: string }; Body: Record<string, string> }>(
    "/2010-04-01/Accounts/:accountSid/Messages.json",
    async (request, reply) => {
      const form = { ...request.body };
      const authorized = isAuthorized(request.headers.authorization);
      requests.push({ authorized, form });
      const fail = (status: number, code: number, message: string) =>
        reply
          .status(status)
          .send({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
      const failWith = (status: keyof typeof ERRORS, message?: string) =>
        fail(status, ERRORS[status].code, message ?? ERRORS[status].message);

      if (!authorized) return failWith(401);
      if (request.params.accountSid !== account.accountSid) return failWith(404);
      const failure = failures.shift();
      if (failure === "hang") {
        await new Promise<void>((resolve) => hanging.add(resolve));
        return reply;
      }
      // Twilio quotes the number it refuses: an adapter must not log its messages verbatim.
      const badNumber = `The 'To' number ${form.To} is not a valid phone number.`;
      if (failure) return failWith(failure, failure === 400 ? badNumber : undefined);
      if (!request.headers["content-type"]?.startsWith("application/x-www-form-urlencoded")) {
        return fail(400, 20001, "Expected a form");
      }
      if (!/^\+[1-9]\d{7,14}$/.test(form.To ?? "")) return failWith(400, badNumber);
      if (!form.Body) return fail(400, 21602, "Message body is required.");
      if (!form.MessagingServiceSid && !form.From) {
        return fail(400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required.");
      }

      const message: FakeMessage = {
        sid: sid("SM"),
        to: form.To ?? "",
        body: form.Body,
        from: form.From ?? null,
        service: form.MessagingServiceSid ?? null,
      };
      messages.push(message);
      const now = new Date().toUTCString().replace("GMT", "+0000");
      return reply.status(201).send({
        account_sid: account.accountSid,
        api_version: "2010-04-01",
        body: message.body,
        date_created: now,
        date_sent: null,
        date_updated: now,
        direction: "outbound-api",
        error_code: null,
        error_message: null,
        from: message.from,
        messaging_service_sid: message.service,
        num_media: "0",
        num_segments: "1",
        price: null,
        price_unit: "USD",
        sid: message.sid,
        // A Messaging Service picks the sender later: Twilio answers "accepted", else "queued".
        status: message.service ? "accepted" : "queued",
        to: message.to,
        uri: `/2010-04-01/Accounts/${account.accountSid}/Messages/${message.sid}.json`,
      });
    },
  );

  const address = await app.listen({ host: "127.0.0.1", port: account.port ?? 0 });
  return {
    /** TWILIO_API_URL for the adapter. */
    url: address,
    requests,
    messages,
    /** The next `count` requests answer `failure` (an HTTP status) or never answer ("hang"). */
    failNext(count: number, failure: Failure) {
      for (let i = 0; i < count; i += 1) failures.push(failure);
    },
    reset() {
      requests.length = 0;
      messages.length = 0;
      failures.length = 0;
    },
    async close() {
      for (const release of hanging) release();
      await app.close();
    },
  };
}
export type TwilioFake = Awaited<ReturnType<typeof startTwilioFake>>;
