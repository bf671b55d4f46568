import { describe, expect, it } from "vitest";
import { ApiError } from "#client/lib/api-client.ts";
import { kioskStrings as t } from "./messages.gen.ts";
import { pinFailure } from "./pin-failure.ts";

const http = (status: number, serverMessage?: string, fieldErrors: Record<string, string[]> = {}) =>
  new ApiError("http", status, "failed", fieldErrors, undefined, serverMessage);

describe("pinFailure", () => {
  it("shows the PIN's field error", () => {
    expect(pinFailure(http(422, undefined, { pin: ["The PIN is not correct."] }))).toBe(
      "The PIN is not correct.",
    );
    expect(pinFailure(http(422, undefined, { outlet_id: ["The id must be a positive whole number."] }))).toBe(
      t.pinFailed,
    );
  });

  it("shows the server's words for the store's wait and for a store without a PIN", () => {
    const wait = "Too many wrong PINs for this store. Please wait 4 seconds and try again.";
    expect(pinFailure(http(429, wait))).toBe(wait);
    expect(pinFailure(http(429))).toBe(t.pinTooMany);
    expect(pinFailure(http(403))).toBe(t.pinNotSet);
  });

  it("tells a lost connection from a failure", () => {
    expect(pinFailure(new ApiError("network", 0, "offline"))).toBe(t.pinOffline);
    expect(pinFailure(http(500, "Something went wrong on our side."))).toBe(t.pinFailed);
    expect(pinFailure(new Error("boom"))).toBe(t.pinFailed);
  });
});
