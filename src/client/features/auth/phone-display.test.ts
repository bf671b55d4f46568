import { describe, expect, it } from "vitest";
import { displayPhone } from "./phone-display.ts";

describe("displayPhone", () => {
  it("groups an Egyptian mobile number", () => {
    expect(displayPhone("+201012345678")).toBe("+20 101 234 5678");
  });
  it("leaves anything else as it is", () => {
    expect(displayPhone("01012345678")).toBe("01012345678");
    expect(displayPhone("+4915112345678")).toBe("+4915112345678");
  });
});
