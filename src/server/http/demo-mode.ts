// Demo mode must be unmistakable, and safe if it ends up on a public address by mistake.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { DEMO_MODE_COOKIE } from "#shared/config/demo-mode.ts";

const THIRTY_DAYS_S = 30 * 86_400;

/** Every answer of a demo server carries the cookie the browser's "Demo" marker looks for. */
export function registerDemoModeCookie(app: FastifyInstance, demo: boolean): void {
  app.addHook("onRequest", async (request, reply) => {
    if (demo) {
      reply.header("set-cookie", `${DEMO_MODE_COOKIE}=1; Path=/; Max-Age=${THIRTY_DAYS_S}; SameSite=Lax`);
    } else if (request.headers.cookie?.includes(`${DEMO_MODE_COOKIE}=`)) {
      // A production server on an address that once ran the demo takes the marker away.
      reply.header("set-cookie", `${DEMO_MODE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
    }
  });
}

const LOOPBACK = /^(?:(?:::ffff:)?127\.\d+\.\d+\.\d+|::1)$/;
const FORWARDING_HEADERS = ["forwarded", "x-forwarded-for", "x-real-ip"];

/**
 * A request made on this machine: its TCP peer is a loopback address (not request.ip, which
 * X-Forwarded-For sets under TRUST_PROXY) and it names no forwarded client (behind a proxy on
 * this machine every visitor's peer is loopback; the proxy says whom it forwards).
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  return (
    LOOPBACK.test(request.socket.remoteAddress ?? "") &&
    FORWARDING_HEADERS.every((name) => request.headers[name] === undefined)
  );
}
