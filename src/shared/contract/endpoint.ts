// One API call, described once: where it lives, who may make it, what goes in and comes out,
// and whether the browser may keep its answer offline. The server registers its route from it,
// the browser calls it through one generic function, the fuzzer sends rubbish to it and the
// service worker routes by it, so none of them writes a path, a method or a wire type again.
import type { $ZodType, input, output } from "zod/v4/core";

/**
 * What the service worker may keep of an answer for use with no network (see
 * src/shared/offline-policy.ts; the persisted query cache chooses by query key there too).
 */
export type OfflineCopy =
  /** Never stored: a write, or personal data (addresses, orders, tokens, the profile). */
  | "never"
  /** A public GET read: answered from the cache at once and refreshed behind. */
  | "public"
  /** fetch_menu: the network first (fresh prices), each outlet's last menu offline. */
  | "menu-per-outlet";

export type Endpoint = {
  readonly method: "GET" | "POST";
  /** Relative to the API base (`/api` on our server); `:name` segments are path parameters. */
  readonly path: string;
  /**
   * "bearer": the customer's stored token is sent and the server answers 401 without a live one.
   * "staff": a store staff member's token (the order board), bound to one outlet.
   */
  readonly auth: "none" | "bearer" | "staff";
  /**
   * A bearer call a walk-in may make too (someone ordering at a store's kiosk with a first name
   * only, see ./kiosk.ts); every other bearer call answers a walk-in's session 403.
   */
  readonly walkIn?: true;
  readonly params?: $ZodType;
  readonly query?: $ZodType;
  readonly body?: $ZodType;
  /**
   * The answer on success (200). Errors have the shapes of ./errors.ts. For a stream, the data
   * of each of its events.
   */
  readonly response: $ZodType;
  /**
   * A stream of Server-Sent Events (text/event-stream) rather than one JSON answer: each
   * event's `data` is one `response`, sent as things change, until either side closes it.
   */
  readonly stream?: true;
  /** Carries an Idempotency-Key header: one effect however often the request arrives. */
  readonly idempotent?: true;
  readonly offline: OfflineCopy;
};

/**
 * Keeps each endpoint's literal types (its schemas, path and auth) for the callers. Marked free
 * of side effects so the bundler drops an endpoint no code calls, and its schemas with it: a
 * screen's code then carries only the calls it makes.
 */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

type Part<
  E extends Endpoint,
  K extends "params" | "query" | "body",
  Side extends "in" | "out",
> = E[K] extends $ZodType ? (Side extends "in" ? input<E[K]> : output<E[K]>) : undefined;

/** What a caller sends (before parsing) and what a handler receives (after parsing). */
export type ParamsIn<E extends Endpoint> = Part<E, "params", "in">;
export type QueryIn<E extends Endpoint> = Part<E, "query", "in">;
export type BodyIn<E extends Endpoint> = Part<E, "body", "in">;
export type ParamsOf<E extends Endpoint> = Part<E, "params", "out">;
export type QueryOf<E extends Endpoint> = Part<E, "query", "out">;
export type BodyOf<E extends Endpoint> = Part<E, "body", "out">;
/** What the browser reads, and what a handler may return (the response schema's input). */
export type AnswerOf<E extends Endpoint> = output<E["response"]>;
export type ReplyOf<E extends Endpoint> = input<E["response"]>;

/** The path with its parameters filled in (each one URL-encoded). */
export function pathOf(endpoint: Endpoint, params?: Record<string, string | number>): string {
  return endpoint.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Idempotency-Key values both sides accept. */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_\-:.]{8,128}$/;

/**
 * Sent ("1") by a store's kiosk with every call: a tablet that strangers share. Orders placed
 * there get payment pages that offer none of the customer's saved cards.
 */
export const KIOSK_DEVICE_HEADER = "X-Kiosk-Device";
