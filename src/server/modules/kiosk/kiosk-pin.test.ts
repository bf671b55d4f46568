import { describe, expect, it } from "vitest";
import { pinMatches } from "./kiosk-pin.ts";

describe("pinMatches", () => {
  it("matches the same digits only", () => {
    expect(pinMatches("2468", "2468")).toBe(true);
    expect(pinMatches("2469", "2468")).toBe(false);
    expect(pinMatches("24680", "2468")).toBe(false);
    expect(pinMatches("", "2468")).toBe(false);
  });
});
