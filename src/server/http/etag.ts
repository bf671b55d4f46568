import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/** A read answer computed once and reused: its JSON text and a strong ETag over it. */
export type CachedBody = { json: string; etag: string };

export function cachedBody(value: unknown): CachedBody {
  const json = JSON.stringify(value);
  return { json, etag: `"${createHash("sha1").update(json).digest("base64url")}"` };
}

/**
 * Sends a cacheable read answer; 304 when the caller (a browser or the service worker)
 * already holds this version. fetch_menu is a POST by spec but reads only, so it honours
 * If-None-Match as a GET would.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  maxAgeSeconds: number,
) {
  reply.header("etag", body.etag);
  reply.header("cache-control", `public, max-age=${maxAgeSeconds}, stale-while-revalidate=86400`);
  reply.header("vary", "accept-encoding");
  const tags = request.headers["if-none-match"]?.split(",").map((tag) => tag.trim());
  if (tags?.includes(body.etag)) return reply.status(304).send();
  return reply.type("application/json; charset=utf-8").send(body.json);
}
