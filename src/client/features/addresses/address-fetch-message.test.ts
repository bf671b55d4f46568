import { describe, expect, it } from "vitest";
import { ApiError } from "#client/lib/api-client.ts";
import { MissingTokenError } from "#client/session/address-list.ts";
import { addressFetchMessage } from "./address-fetch-message.ts";

describe("addressFetchMessage (spec section 8)", () => {
  it("says 'User token not found' without a token, else 'Error while fetching address'", () => {
    expect(addressFetchMessage(new MissingTokenError())).toBe("User token not found");
    expect(addressFetchMessage(new ApiError("http", 500, "Server error"))).toBe(
      "Error while fetching address",
    );
    expect(addressFetchMessage(new ApiError("network", 0, "No connection"))).toBe(
      "Error while fetching address",
    );
  });
});
