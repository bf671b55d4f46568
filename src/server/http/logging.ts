// What the server log may hold: never a one-time code, a token, a signature or a whole phone
// number. Query strings carry them (a payment result's signature, the SMS outbox's phone, what a
// customer typed into the address search), so a logged URL is its path alone.
import type { FastifyRequest, FastifyServerOptions } from "fastify";

export const pathOf = (url: string): string => url.split("?")[0] ?? "";

/** +20100****678: enough to tell numbers apart in a log, too little to text one. */
export function maskPhone(phone: string): string {
  return phone.length > 7 ? `${phone.slice(0, phone.length - 7)}****${phone.slice(-3)}` : "****";
}

/** Fastify's logger options (level, destination) with the request serializer and redactions. */
export function safeLoggerOptions(
  logger: FastifyServerOptions["logger"],
  level: string,
): FastifyServerOptions["logger"] {
  if (logger === false) return false;
  const options = typeof logger === "object" && logger !== null ? logger : { level };
  return {
    ...options,
    serializers: {
      ...options.serializers,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: pathOf(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    // Nothing logs headers today; should anything start to, credentials stay out.
    redact: {
      paths: ["req.headers.authorization", "req.headers.cookie", "headers.authorization", "headers.cookie"],
      censor: "[redacted]",
    },
  };
}
