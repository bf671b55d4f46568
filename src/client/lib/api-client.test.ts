// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import {
  ApiError,
  apiErrorStrings,
  apiRequest,
  isConnectionError,
  onUnauthenticated,
  statusMessage,
  UNAUTHENTICATED_EVENT,
} from "./api-client.ts";

const okSchema = z.object({ status: z.literal(200) });

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

describe("apiRequest and 401", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal("fetch", fetchMock);
    localStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it("sends X-Requested-With always and the bearer token only on authenticated calls", async () => {
    localStorage.setItem("token", "t-1");
    fetchMock.mockImplementation(async () => answer(200, { status: 200 }));
    await apiRequest("/a", { schema: okSchema });
    await apiRequest("/b", { method: "POST", body: {}, auth: true, schema: okSchema });
    const [, first] = fetchMock.mock.calls[0] ?? [];
    const [, second] = fetchMock.mock.calls[1] ?? [];
    expect(first?.headers).toMatchObject({ "X-Requested-With": "XMLHttpRequest" });
    expect(first?.headers).not.toHaveProperty("Authorization");
    expect(second?.headers).toMatchObject({
      "X-Requested-With": "XMLHttpRequest",
      Authorization: "Bearer t-1",
    });
  });

  it("forgets the token and user data and tells listeners and the window", async () => {
    localStorage.setItem("token", "t-1");
    localStorage.setItem("user_data", "{}");
    localStorage.setItem("cartItems", "[]");
    fetchMock.mockResolvedValue(answer(401, { status: 401, message: "Unauthenticated." }));
    const listener = vi.fn();
    const windowListener = vi.fn();
    const stop = onUnauthenticated(listener);
    window.addEventListener(UNAUTHENTICATED_EVENT, windowListener);

    const error = await apiRequest("/x", { auth: true, schema: okSchema }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("user_data")).toBeNull();
    expect(localStorage.getItem("cartItems")).toBe("[]");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(windowListener).toHaveBeenCalledTimes(1);
    stop();
    window.removeEventListener(UNAUTHENTICATED_EVENT, windowListener);
  });

  it("keeps a newer token stored while the rejected request was in flight", async () => {
    localStorage.setItem("token", "old");
    fetchMock.mockImplementation(async () => {
      localStorage.setItem("token", "new"); // a login in another tab
      return answer(401, { status: 401, message: "Unauthenticated." });
    });
    const listener = vi.fn();
    const stop = onUnauthenticated(listener);
    await apiRequest("/x", { auth: true, schema: okSchema }).catch(() => undefined);
    expect(localStorage.getItem("token")).toBe("new");
    expect(listener).not.toHaveBeenCalled();
    stop();
  });

  it("a 401 on a call without a token (a public call) clears nothing", async () => {
    localStorage.setItem("user_data", "{}");
    fetchMock.mockResolvedValue(answer(401, { status: 401, message: "No." }));
    const listener = vi.fn();
    const stop = onUnauthenticated(listener);
    await apiRequest("/x", { schema: okSchema }).catch(() => undefined);
    expect(localStorage.getItem("user_data")).toBe("{}");
    expect(listener).not.toHaveBeenCalled();
    stop();
  });

  it("keeps the server's message and the Retry-After seconds", async () => {
    fetchMock.mockResolvedValue(answer(429, { status: 429, message: "Slow down." }, { "retry-after": "42" }));
    const error = (await apiRequest("/x", { schema: okSchema }).catch((e: unknown) => e)) as ApiError;
    expect(error.serverMessage).toBe("Slow down.");
    expect(error.retryAfterSeconds).toBe(42);
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
