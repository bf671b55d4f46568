import { describe, expect, it } from "vitest";
import { ApiError } from "#client/lib/api-client.ts";
import { moveFailure } from "./move-failure.ts";
import { signInFailure } from "./sign-in-failure.ts";

const http = (
  status: number,
  options: { fields?: Record<string, string[]>; retry?: number; message?: string } = {},
) =>
  new ApiError("http", status, options.message ?? "x", options.fields ?? {}, options.retry, options.message);

describe("sign-in failures", () => {
  it("puts a 422's field errors under their fields", () => {
    const failure = signInFailure(
      http(422, {
        message: "The username or password is not correct.",
        fields: { password: ["The username or password is not correct."] },
      }),
    );
    expect(failure).toEqual({
      fields: { password: "The username or password is not correct." },
      message: null,
    });
  });

  it("shows a 422 without field errors as the server's sentence", () => {
    expect(signInFailure(http(422, { message: "The username or password is not correct." }))).toEqual({
      fields: {},
      message: "The username or password is not correct.",
    });
  });

  it("keeps the server's words for a 429 and waits as long as its Retry-After says", () => {
    const message = "Too many wrong passwords for this account. Please wait 5 minutes and try again.";
    expect(signInFailure(http(429, { retry: 300, message }))).toEqual({
      fields: {},
      message,
      waitSeconds: 300,
    });
  });

  it("says how long to wait itself when the server did not, a minute without Retry-After", () => {
    expect(signInFailure(http(429, { retry: 90 }))).toEqual({
      fields: {},
      message: "Too many attempts. Try again in 90 seconds.",
      waitSeconds: 90,
    });
    expect(signInFailure(http(429)).waitSeconds).toBe(60);
    expect(signInFailure(http(429, { retry: 1 })).message).toBe("Too many attempts. Try again in 1 second.");
  });

  it("tells a network failure from a server failure", () => {
    expect(signInFailure(new ApiError("network", 0, "offline")).message).toBe(
      "No connection to the server. Check the network and try again.",
    );
    expect(signInFailure(http(500)).message).toBe("Signing in did not work. Please try again.");
  });
});

describe("move failures", () => {
  it("says a 409 means another screen moved the order, in the store's words", () => {
    expect(moveFailure(http(409, { message: "The order cannot move from accepted to accepted." }))).toBe(
      "This order was moved on another screen. The board now shows where it is.",
    );
  });

  it("keeps the server's sentence for other refusals, ours for the rest", () => {
    expect(moveFailure(http(404, { message: "No such order at this store." }))).toBe(
      "No such order at this store.",
    );
    expect(moveFailure(new ApiError("timeout", 0, "slow"))).toMatch(/^No connection to the server/);
    expect(moveFailure(http(500))).toBe("The order could not be moved. Please try again.");
    expect(moveFailure(new Error("boom"))).toBe("The order could not be moved. Please try again.");
  });
});
