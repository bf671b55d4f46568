import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Sent } from "./route.ts";

/** A read answer computed once and reused: its JSON text and a strong ETag over it. */
export type CachedBody<T> = { json: string; etag: string; readonly value?: T };

export function cachedBody<T>(value: T): CachedBody<T> {
  const json = JSON.stringify(value);
  return { json, etag: `"${createHash("sha1").update(json).digest("base64url")}"` };
}

/**
 * Sends a cacheable read answer; 304 when the caller (a browser or the service worker)
 * already holds this version. fetch_menu is a POST by spec but reads only, so it honours
 * If-None-Match as a GET would. The text is sent as it is: no serialiser (nor response check)
 * runs, so the API tests parse these answers with their response schemas.
 */
export function sendCached<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody<T>,
  maxAgeSeconds: number,
): Sent<T> {
  reply.header("etag", body.etag);
  reply.header("cache-control", `public, max-age=${maxAgeSeconds}, stale-while-revalidate=86400`);
  reply.header("vary", "accept-encoding");
  const tags = request.headers["if-none-match"]?.split(",").map((tag) => tag.trim());
  if (tags?.includes(body.etag)) return reply.status(304).send() as unknown as Sent<T>;
  return reply.type("application/json; charset=utf-8").send(body.json) as unknown as Sent<T>;
}
