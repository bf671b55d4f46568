// Every request gets an id: written on its log lines (reqId), returned in X-Request-Id, and put in
// 5xx answers, so an error screen can say "quote this code" and support finds the log line. A
// trusted proxy's (or load balancer's) id is kept when well-formed, so one id follows the request
// through both logs; anyone else's is replaced. Each request logs one line, when answered.
import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { BlockList, isIP } from "node:net";
import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from "fastify";
import { pathOf } from "./logging.ts";

export const REQUEST_ID_HEADER = "x-request-id";

/** Letters, digits and `.`, `_`, `:`, `-`; 8 to 128 of them (a UUID, nginx's $request_id...). */
const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** 16 hex digits: short enough to read out over the phone, unique enough for a log search. */
export const newRequestId = (): string => randomBytes(8).toString("hex");

/** Fastify's genReqId: the trusted proxy's well-formed id, or a new one. */
export function requestIdGenerator(trustProxy: boolean | string[]): (request: IncomingMessage) => string {
  const trusted = trustedPeer(trustProxy);
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    if (typeof given === "string" && WELL_FORMED_ID.test(given) && trusted(request.socket?.remoteAddress)) {
      return given;
    }
    return newRequestId();
  };
}

/** Ranges proxy-addr (Fastify's trustProxy) knows by name. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ["127.0.0.1/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

/**
 * Whether the connection comes from a proxy TRUST_PROXY names: every peer for `true`, none for
 * `false`, else the listed addresses and subnets (an entry this cannot read trusts nobody).
 */
export function trustedPeer(trustProxy: boolean | string[]): (address: string | undefined) => boolean {
  if (typeof trustProxy === "boolean") return () => trustProxy;
  const list = new BlockList();
  for (const entry of trustProxy.flatMap((item) => NAMED_RANGES[item] ?? [item])) {
    const [address = "", prefix] = entry.split("/");
    const family = isIP(address) === 6 ? "ipv6" : isIP(address) === 4 ? "ipv4" : null;
    if (!family) continue;
    if (prefix === undefined) list.addAddress(address, family);
    else if (/^\d+$/.test(prefix)) list.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    if (!address) return false;
    // An IPv4 peer on a dual-stack socket reads ::ffff:10.0.0.1.
    const plain = address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    const family = isIP(plain) === 6 ? "ipv6" : isIP(plain) === 4 ? "ipv4" : null;
    return family !== null && list.check(plain, family);
  };
}

/** Every answer carries its request's id. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}

/** Probes answered well are not logged: a load balancer asks every few seconds. */
const QUIET_WHEN_FINE = new Set(["/healthz", "/readyz", "/metrics"]);

/**
 * Fastify's request logging, as one line per answered request (instead of "incoming request" and
 * "request completed"): method, route pattern, path (no query string: codes and phones travel
 * there), status and time; never an address, a header or a body.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const status = reply.statusCode;
    const route = request.is404 ? undefined : request.routeOptions.url;
    if (!error && status < 400 && route && QUIET_WHEN_FINE.has(route)) return;
    const line = {
      method: request.method,
      route,
      url: pathOf(request.url),
      status,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      // The answer broke off (the client went away mid-stream...): what, not the details.
      ...(error ? { failure: (error as { code?: string }).code ?? error.name } : {}),
    };
    // A 5xx's cause is logged at error level by the error handler; this line marks it too.
    if (error || status >= 500) request.log.warn(line, "request answered");
    else request.log.info(line, "request answered");
  }
}
