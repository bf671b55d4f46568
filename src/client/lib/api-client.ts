// The one way the browser talks to the API. Failures become a typed ApiError; screens decide
// what the user sees.
import type { z } from "zod";
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
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export type RequestOptions<T> = {
  method?: "GET" | "POST";
  body?: unknown;
  schema: z.ZodType<T>;
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
};

export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const headers: Record<string, string> = {
    Accept: "application/json",
    "X-Requested-With": "XMLHttpRequest",
    ...options.headers,
  };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.auth) {
    const token = readRaw(storageKeys.token);
    if (token) headers.Authorization = `Bearer ${token}`;
  }

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
  if (!response.ok) throw errorFromResponse(response, payload);

  const parsed = options.schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError("invalid-response", response.status, "The server sent an answer we cannot read.");
  }
  return parsed.data;
}

function errorFromResponse(response: Response, payload: unknown): ApiError {
  const body = (typeof payload === "object" && payload !== null ? payload : {}) as {
    message?: unknown;
    msg?: unknown;
    errors?: unknown;
  };
  const message =
    typeof body.message === "string"
      ? body.message
      : typeof body.msg === "string"
        ? body.msg
        : response.statusText;
  const fieldErrors = response.status === 422 && isFieldErrors(body.errors) ? body.errors : {};
  const retryAfter = Number(response.headers.get("retry-after"));
  return new ApiError(
    "http",
    response.status,
    message,
    fieldErrors,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
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
