// Security headers on every answer: pages may run only our own scripts and frame only the card
// provider; nothing may frame the storefront; answers are never sniffed into another type.
import type { FastifyInstance } from "fastify";
import { INSTAGRAM_MEDIA_DOMAINS } from "../adapters/social-feed/instagram-social-feed.ts";

export type SecurityHeaderOptions = {
  production: boolean;
  /** Origins of the card provider's pages (frames and form posts); null: served by us. */
  paymentOrigin: string | null;
  /** Mapbox is reached only when a token is configured. */
  mapbox: boolean;
  /** The landing's social posts show Instagram's own pictures and videos once a feed is configured. */
  instagram: boolean;
};

const INSTAGRAM_MEDIA = INSTAGRAM_MEDIA_DOMAINS.map((domain) => ` https://*.${domain}`).join("");

export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const provider = options.paymentOrigin ? ` ${options.paymentOrigin}` : "";
  const mapbox = options.mapbox ? " https://api.mapbox.com https://events.mapbox.com" : "";
  const instagram = options.instagram ? INSTAGRAM_MEDIA : "";
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Map engines and React set style attributes; no inline <style> or script is ever needed.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${mapbox}${instagram}`,
    `media-src 'self'${instagram}`,
    "font-src 'self'",
    `connect-src 'self'${mapbox}`,
    "worker-src 'self' blob:",
    `frame-src 'self'${provider}`,
    `form-action 'self'${provider}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
  ].join("; ");
}

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const csp = contentSecurityPolicy(options);
  app.addHook("onSend", async (_request, reply, payload) => {
    // The provider's own pages (the sandbox) set a stricter policy of their own.
    if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", csp);
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("permissions-policy", "geolocation=(self), camera=(), microphone=(), payment=(self)");
    reply.header("cross-origin-opener-policy", "same-origin");
    if (options.production) reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
    return payload;
  });
}
