// The one way the browser talks to the API. Failures become a typed ApiError; screens decide
// what the user sees.
import { type $ZodType, safeParse } from "zod/v4/core";
import { forgetRefusedToken, token as storedToken } from "#client/session/auth.ts";
import { forgetRefusedStaffToken, staffToken } from "#client/session/staff-token.ts";
import {
  type AnswerOf,
  type BodyIn,
  type Endpoint,
  IDEMPOTENCY_KEY_HEADER,
  KIOSK_DEVICE_HEADER,
  type ParamsIn,
  pathOf,
  type QueryIn,
} from "#shared/contract/endpoint.ts";
import { currentLocale } from "#shared/i18n/locale.ts";
import { publicConfig } from "./public-config.ts";
import { readRaw, storageKeys } from "./storage.ts";

export const REQUEST_TIMEOUT_MS = 30_000;

export type ApiErrorKind = "http" | "network" | "timeout" | "invalid-response";

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    message: string,
    /** 422 field errors, keyed by the request's field names. */
    readonly fieldErrors: Record<string, string[]> = {},
    readonly retryAfterSeconds?: number,
    /** The message the server wrote for people, when its answer carried one. */
    readonly serverMessage?: string,
    /** The server's id of the request (X-Request-Id), on its log lines too. */
    readonly requestId?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

type RequestOptions<T> = {
  method?: "GET" | "POST";
  body?: unknown;
  schema: $ZodType<T>;
  auth?: Endpoint["auth"];
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
};

type Present<K extends string, T> = T extends undefined ? { [P in K]?: never } : { [P in K]: T };

/** What a call of endpoint E takes: its parameters, query and body as the contract types them. */
type QueryValue = string | number | boolean;

export type CallInput<E extends Endpoint> = Present<"params", ParamsIn<E>> &
  Present<"query", QueryIn<E> extends undefined ? undefined : QueryIn<E> & Record<string, QueryValue>> &
  Present<"body", BodyIn<E>> &
  (E["idempotent"] extends true ? { idempotencyKey: string } : { idempotencyKey?: never }) & {
    signal?: AbortSignal;
    timeoutMs?: number;
  };

type OptionalWhenEmpty<E extends Endpoint> =
  ParamsIn<E> extends undefined
    ? QueryIn<E> extends undefined
      ? BodyIn<E> extends undefined
        ? E["idempotent"] extends true
          ? [input: CallInput<E>]
          : [input?: CallInput<E>]
        : [input: CallInput<E>]
      : [input: CallInput<E>]
    : [input: CallInput<E>];

/**
 * Calls one endpoint of the contract: its method and path, the bearer token when it needs one,
 * its Idempotency-Key, and its answer parsed with its response schema.
 */
export function callApi<E extends Endpoint>(
  endpoint: E,
  ...[input]: OptionalWhenEmpty<E>
): Promise<AnswerOf<E>> {
  const { params, query, body, idempotencyKey, signal, timeoutMs } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    idempotencyKey?: string;
    signal?: AbortSignal;
    timeoutMs?: number;
  };
  const search = query
    ? `?${Object.entries(query)
        .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
        .join("&")}`
    : "";
  return apiRequest(`${pathOf(endpoint, params)}${search}`, {
    method: endpoint.method,
    body: endpoint.method === "POST" ? (body ?? {}) : undefined,
    auth: endpoint.auth,
    headers: idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : undefined,
    schema: endpoint.response as $ZodType<AnswerOf<E>>,
    signal,
    timeoutMs,
  });
}

/** The token a call of this kind carries: the customer's, a staff member's, or none. */
export function tokenFor(auth: Endpoint["auth"] | undefined): string | null {
  if (auth === "bearer") return storedToken();
  if (auth === "staff") return staffToken();
  return null;
}

async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const headers: Record<string, string> = {
    Accept: "application/json",
    "X-Requested-With": "XMLHttpRequest",
    // The server's messages and field errors in the language the customer chose, not the browser's.
    "Accept-Language": currentLocale(),
    ...options.headers,
  };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const token = tokenFor(options.auth);
  if (token) headers.Authorization = `Bearer ${token}`;
  // A tablet bound as a store's kiosk (the binding's presence is kiosk mode) says so.
  if (readRaw(storageKeys.kioskConfig) !== null) headers[KIOSK_DEVICE_HEADER] = "1";

  const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(`${publicConfig.apiBaseUrl}${path}`, {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
    });
  } catch (error) {
    if (timeout.aborted) throw new ApiError("timeout", 0, "The request timed out.");
    if (options.signal?.aborted) throw error;
    throw new ApiError("network", 0, "No connection to the server.");
  }

  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (response.status === 401 && token) {
      if (options.auth === "staff") forgetRefusedStaffToken(token);
      else sessionRejected(token);
    }
    throw errorFromResponse(response, payload);
  }

  const parsed = safeParse(options.schema, payload);
  if (!parsed.success) {
    throw new ApiError(
      "invalid-response",
      response.status,
      "The server sent an answer we cannot read.",
      {},
      undefined,
      undefined,
      response.headers.get("x-request-id") ?? undefined,
    );
  }
  return parsed.data;
}

function errorFromResponse(response: Response, payload: unknown): ApiError {
  const body = (typeof payload === "object" && payload !== null ? payload : {}) as {
    message?: unknown;
    msg?: unknown;
    errors?: unknown;
    request_id?: unknown;
  };
  const serverMessage =
    typeof body.message === "string" && body.message.trim() !== ""
      ? body.message
      : typeof body.msg === "string" && body.msg.trim() !== ""
        ? body.msg
        : undefined;
  const message = serverMessage ?? response.statusText;
  const fieldErrors = response.status === 422 && isFieldErrors(body.errors) ? body.errors : {};
  const retryAfter = Number(response.headers.get("retry-after"));
  return new ApiError(
    "http",
    response.status,
    message,
    fieldErrors,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    serverMessage,
    typeof body.request_id === "string"
      ? body.request_id
      : (response.headers.get("x-request-id") ?? undefined),
  );
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.values(value).every(
      (messages) => Array.isArray(messages) && messages.every((m) => typeof m === "string"),
    )
  );
}

// 401: the token we sent is gone (expired, revoked, logged out elsewhere). The client forgets
// the session and tells whoever listens (the router sends the screen to /login); apiRequest
// itself shows no UI.

/** Dispatched on `window` too, for code that cannot import this module's listeners. */
export const UNAUTHENTICATED_EVENT = "storefront:unauthenticated";

const unauthenticatedListeners = new Set<() => void>();

/** Calls `listener` whenever the server rejects our token; returns the unsubscribe function. */
export function onUnauthenticated(listener: () => void): () => void {
  unauthenticatedListeners.add(listener);
  return () => {
    unauthenticatedListeners.delete(listener);
  };
}

function sessionRejected(sentToken: string): void {
  // A login in another tab may have stored a new token meanwhile: that one is still good.
  if (!forgetRefusedToken(sentToken)) return;
  for (const listener of [...unauthenticatedListeners]) listener();
  if (typeof window !== "undefined") window.dispatchEvent(new CustomEvent(UNAUTHENTICATED_EVENT));
}

// What to tell people about the statuses every screen can meet (spec section 7: handlers for
// 401, 403, 404, 409, 422 and 423; 429 says when to retry). Screens choose where to show it.
export const apiErrorStrings = {
  unauthenticated: "Your session has ended. Please log in again.",
  forbidden: "You are not allowed to do that.",
  notFound: "We could not find what you were looking for.",
  conflict: "This was changed in the meantime. Please reload and try again.",
  locked: "This is locked for now. Please try again later.",
  tooManyAttempts: (seconds?: number) =>
    seconds === undefined
      ? "Too many attempts. Try again later."
      : `Too many attempts. Try again in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`,
} as const;

/**
 * A message for 401, 403, 404, 409, 423 and 429 answers; null for anything else (422 field
 * errors, 5xx, network failures), which the screen words itself. 404, 409 and 423 keep the
 * server's own message when it wrote one (for example 'Too many wrong codes. Please ask for a
 * new one.').
 */
export function statusMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.kind !== "http") return null;
  switch (error.status) {
    case 401:
      return apiErrorStrings.unauthenticated;
    case 403:
      return apiErrorStrings.forbidden;
    case 404:
      return error.serverMessage ?? apiErrorStrings.notFound;
    case 409:
      return error.serverMessage ?? apiErrorStrings.conflict;
    case 423:
      return error.serverMessage ?? apiErrorStrings.locked;
    case 429:
      return apiErrorStrings.tooManyAttempts(error.retryAfterSeconds);
    default:
      return null;
  }
}

/**
 * The code to quote to the chain when the server failed (a 5xx, or an answer we cannot read):
 * the request's id, which finds its log lines. Null for anything the customer can put right.
 */
export function errorReference(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.requestId) return null;
  const serverFault = error.kind === "invalid-response" || (error.kind === "http" && error.status >= 500);
  return serverFault ? error.requestId : null;
}

/** The request never got an answer (no connection, timeout). */
export function isConnectionError(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === "network" || error.kind === "timeout");
}
