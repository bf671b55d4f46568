// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { endpoint, KIOSK_DEVICE_HEADER } from "#shared/contract/endpoint.ts";
import {
  ApiError,
  apiErrorStrings,
  callApi,
  errorReference,
  isConnectionError,
  onUnauthenticated,
  statusMessage,
  UNAUTHENTICATED_EVENT,
} from "./api-client.ts";

const okSchema = z.object({ status: z.literal(200) });
const publicRead = endpoint({
  method: "GET",
  path: "/a",
  auth: "none",
  response: okSchema,
  offline: "never",
});
const bearerWrite = endpoint({
  method: "POST",
  path: "/b",
  auth: "bearer",
  response: okSchema,
  offline: "never",
});

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

// Every call in these tests goes to this fake network; each test says what it answers.
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe("callApi and 401", () => {
  beforeEach(() => localStorage.clear());

  /** Calls the endpoint with a listener on onUnauthenticated: what the call threw, and the listener. */
  const callListening = async (definition: typeof publicRead | typeof bearerWrite) => {
    const listener = vi.fn();
    const stop = onUnauthenticated(listener);
    try {
      const error = await callApi(definition).then(
        () => undefined,
        (e: unknown) => e,
      );
      return { error, listener };
    } finally {
      stop();
    }
  };

  it("sends X-Requested-With always and the bearer token only on authenticated calls", async () => {
    localStorage.setItem("token", "t-1");
    fetchMock.mockImplementation(async () => answer(200, { status: 200 }));
    await callApi(publicRead);
    await callApi(bearerWrite);
    const [, first] = fetchMock.mock.calls[0] ?? [];
    const [, second] = fetchMock.mock.calls[1] ?? [];
    expect(first?.headers).toMatchObject({ "X-Requested-With": "XMLHttpRequest" });
    expect(first?.headers).not.toHaveProperty("Authorization");
    expect(second?.headers).toMatchObject({
      "X-Requested-With": "XMLHttpRequest",
      Authorization: "Bearer t-1",
    });
  });

  it("says it comes from a store's kiosk only on a tablet bound as one", async () => {
    fetchMock.mockImplementation(async () => answer(200, { status: 200 }));
    await callApi(publicRead);
    localStorage.setItem("kiosk_config", JSON.stringify({ outletId: 4, outletName: "Zamalek", boundAt: "" }));
    await callApi(bearerWrite);
    const [, phone] = fetchMock.mock.calls[0] ?? [];
    const [, kiosk] = fetchMock.mock.calls[1] ?? [];
    expect(phone?.headers).not.toHaveProperty(KIOSK_DEVICE_HEADER);
    expect(kiosk?.headers).toMatchObject({ [KIOSK_DEVICE_HEADER]: "1" });
  });

  it("forgets the token and user data and tells listeners and the window", async () => {
    localStorage.setItem("token", "t-1");
    localStorage.setItem("user_data", "{}");
    localStorage.setItem("cartItems", "[]");
    fetchMock.mockResolvedValue(answer(401, { status: 401, message: "Unauthenticated." }));
    const windowListener = vi.fn();
    window.addEventListener(UNAUTHENTICATED_EVENT, windowListener);

    const { error, listener } = await callListening(bearerWrite);
    window.removeEventListener(UNAUTHENTICATED_EVENT, windowListener);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("user_data")).toBeNull();
    expect(localStorage.getItem("cartItems")).toBe("[]");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(windowListener).toHaveBeenCalledTimes(1);
  });

  it("keeps a newer token stored while the rejected request was in flight", async () => {
    localStorage.setItem("token", "old");
    fetchMock.mockImplementation(async () => {
      localStorage.setItem("token", "new"); // a login in another tab
      return answer(401, { status: 401, message: "Unauthenticated." });
    });
    const { listener } = await callListening(bearerWrite);
    expect(localStorage.getItem("token")).toBe("new");
    expect(listener).not.toHaveBeenCalled();
  });

  it("a 401 on a call without a token (a public call) clears nothing", async () => {
    localStorage.setItem("user_data", "{}");
    fetchMock.mockResolvedValue(answer(401, { status: 401, message: "No." }));
    const { listener } = await callListening(publicRead);
    expect(localStorage.getItem("user_data")).toBe("{}");
    expect(listener).not.toHaveBeenCalled();
  });

  it("keeps the server's message and the Retry-After seconds", async () => {
    fetchMock.mockResolvedValue(answer(429, { status: 429, message: "Slow down." }, { "retry-after": "42" }));
    const error = (await callApi(publicRead).catch((e: unknown) => e)) as ApiError;
    expect(error.serverMessage).toBe("Slow down.");
    expect(error.retryAfterSeconds).toBe(42);
  });
});

describe("callApi builds the request from the endpoint", () => {
  beforeEach(() => {
    localStorage.clear();
    fetchMock.mockImplementation(async () => answer(200, { status: 200 }));
  });

  it("fills path parameters (encoded) and the query string", async () => {
    const details = endpoint({
      method: "GET",
      path: "/things/:id",
      auth: "none",
      params: z.object({ id: z.string() }),
      query: z.object({ q: z.string() }),
      response: okSchema,
      offline: "never",
    });
    await callApi(details, { params: { id: "a/b c" }, query: { q: "Maadi road" } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    // Encoded as the app always did (encodeURIComponent): the chain's backend reads it the same way.
    expect(url).toBe("/api/things/a%2Fb%20c?q=Maadi%20road");
    expect(init?.method).toBe("GET");
    expect(init?.body).toBeUndefined();
  });

  it("posts the body as JSON with the Idempotency-Key of an idempotent endpoint", async () => {
    const place = endpoint({
      method: "POST",
      path: "/place",
      auth: "none",
      body: z.object({ n: z.number() }),
      response: okSchema,
      idempotent: true,
      offline: "never",
    });
    await callApi(place, { body: { n: 1 }, idempotencyKey: "key-12345678" });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.body).toBe(JSON.stringify({ n: 1 }));
    expect(init?.headers).toMatchObject({
      "Content-Type": "application/json",
      "Idempotency-Key": "key-12345678",
    });
  });

  it("refuses an answer its response schema cannot read", async () => {
    fetchMock.mockResolvedValue(answer(200, { status: "fine" }));
    const error = (await callApi(publicRead).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe("invalid-response");
  });
});

describe("statusMessage", () => {
  const http = (status: number, serverMessage?: string, retryAfter?: number) =>
    new ApiError("http", status, serverMessage ?? "Status text", {}, retryAfter, serverMessage);

  it("words 401 and 403 itself", () => {
    expect(statusMessage(http(401, "Unauthenticated."))).toBe(apiErrorStrings.unauthenticated);
    expect(statusMessage(http(403, "Forbidden."))).toBe(apiErrorStrings.forbidden);
  });

  it("keeps the server's message for 404, 409 and 423, with a fallback", () => {
    expect(statusMessage(http(423, "Too many wrong codes. Please ask for a new one."))).toBe(
      "Too many wrong codes. Please ask for a new one.",
    );
    expect(statusMessage(http(423))).toBe(apiErrorStrings.locked);
    expect(statusMessage(http(404))).toBe(apiErrorStrings.notFound);
    expect(statusMessage(http(409))).toBe(apiErrorStrings.conflict);
  });

  it("says when to retry a 429", () => {
    expect(statusMessage(http(429, "x", 37))).toBe("Too many attempts. Try again in 37 seconds.");
    expect(statusMessage(http(429, "x", 1))).toBe("Too many attempts. Try again in 1 second.");
    expect(statusMessage(http(429))).toBe("Too many attempts. Try again later.");
  });

  it("leaves 422, 5xx, network failures and other errors to the screen", () => {
    expect(statusMessage(http(422))).toBeNull();
    expect(statusMessage(http(500))).toBeNull();
    expect(statusMessage(new ApiError("network", 0, "offline"))).toBeNull();
    expect(statusMessage(new Error("boom"))).toBeNull();
  });

  it("tells connection failures apart", () => {
    expect(isConnectionError(new ApiError("network", 0, "x"))).toBe(true);
    expect(isConnectionError(new ApiError("timeout", 0, "x"))).toBe(true);
    expect(isConnectionError(http(500))).toBe(false);
  });
});

describe("errorReference: the code to quote when the server failed", () => {
  const failureOf = async (response: Response) => {
    fetchMock.mockImplementation(async () => response);
    return callApi(publicRead).then(
      () => null,
      (error: unknown) => error,
    );
  };

  it("is the request id of a 5xx, from its body or else its X-Request-Id header", async () => {
    const fromBody = await failureOf(
      answer(500, { status: 500, request_id: "req-body" }, { "x-request-id": "req-h" }),
    );
    expect(errorReference(fromBody)).toBe("req-body");
    const fromHeader = await failureOf(answer(503, { status: 503 }, { "x-request-id": "req-header" }));
    expect(errorReference(fromHeader)).toBe("req-header");
  });

  it("is the request id of an answer we cannot read", async () => {
    const unreadable = await failureOf(answer(200, { status: "odd" }, { "x-request-id": "req-odd" }));
    expect(unreadable).toMatchObject({ kind: "invalid-response" });
    expect(errorReference(unreadable)).toBe("req-odd");
  });

  it("is nothing for what the customer can put right, for no connection, or without an id", async () => {
    expect(errorReference(await failureOf(answer(422, { status: 422 }, { "x-request-id": "r" })))).toBeNull();
    expect(errorReference(await failureOf(answer(429, { status: 429 }, { "x-request-id": "r" })))).toBeNull();
    expect(errorReference(await failureOf(answer(500, { status: 500 })))).toBeNull();
    expect(errorReference(new ApiError("network", 0, "offline"))).toBeNull();
    expect(errorReference(new Error("boom"))).toBeNull();
  });
});
