// Each request speaks its caller's language: its Accept-Language, held for the whole request in
// an AsyncLocalStorage, is what every message (shared rules, contract errors, the server's own)
// reads as the current locale. Outside a request (jobs, the POS outbox) the locale is English.
import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  negotiateLocale,
  setLocaleSource,
} from "#shared/i18n/locale.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The language this request is answered in (its Accept-Language). */
    locale: Locale;
  }
}

const speaking = new AsyncLocalStorage<Locale>();

/** The locale of the request being served, English outside one. */
export const serverLocale = (): Locale => speaking.getStore() ?? DEFAULT_LOCALE;

/** Runs `work` (and everything it awaits) in `locale`: a text to a customer in their own language. */
export function inLocale<T>(locale: Locale, work: () => T): T {
  return speaking.run(locale, work);
}

/**
 * The language the request asks for when it names one of ours (our client always does); null
 * when it names none, and English is only the default.
 */
export function statedLocale(request: FastifyRequest): Locale | null {
  const header = request.headers["accept-language"];
  const named = (header ?? "")
    .split(",")
    .some((part) => isLocale(part.trim().split(/[-;]/)[0]?.toLowerCase()));
  return named ? request.locale : null;
}

export function registerRequestLocale(app: FastifyInstance): void {
  setLocaleSource(serverLocale);
  app.decorateRequest("locale", DEFAULT_LOCALE);
  app.addHook("onRequest", (request, _reply, done) => {
    request.locale = negotiateLocale(request.headers["accept-language"]);
    speaking.run(request.locale, done);
  });
  // Whether the body's parsing keeps the context onRequest entered depends on how the body
  // arrives (and on Node's and Fastify's versions): validation and the handler enter it again.
  app.addHook("preValidation", (request, _reply, done) => {
    speaking.run(request.locale, done);
  });
}
