// The test harness itself: how a test server's clock is moved into the stores' hours.
import { describe, expect, it } from "vitest";
import { minutesIntoOpeningHours } from "../fixtures/open-hours-clock.ts";

describe("a test server's clock within the stores' hours", () => {
  it("stays as it is by day", () => {
    expect(minutesIntoOpeningHours(new Date("2026-03-10T08:30:00Z"))).toBe(0); // 10:30 in Cairo
    expect(minutesIntoOpeningHours(new Date("2026-03-10T14:59:00Z"))).toBe(0); // 16:59
  });

  it("moves to the same Cairo day's noon at night and early in the morning", () => {
    expect(minutesIntoOpeningHours(new Date("2026-03-10T21:00:00Z"))).toBe(-11 * 60); // 23:00
    expect(minutesIntoOpeningHours(new Date("2026-03-10T01:15:00Z"))).toBe(8 * 60 + 45); // 03:15
  });

  it("reads Cairo's summer time", () => {
    // 1 July: Cairo is UTC+3, so 20:00 UTC is 23:00 there.
    expect(minutesIntoOpeningHours(new Date("2026-07-01T20:00:00Z"))).toBe(-11 * 60);
  });
});
