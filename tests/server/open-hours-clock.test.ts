// The test harness itself: how a test server's clock is moved into the stores' hours.
import { afterEach, describe, expect, it, vi } from "vitest";
import { minutesToCairoNoon, openHoursClockEnv, openHoursNow } from "../fixtures/open-hours-clock.ts";

describe("a test server's clock within the stores' hours", () => {
  afterEach(() => vi.useRealTimers());

  it("moves to the same Cairo day's noon whatever the time of day", () => {
    expect(minutesToCairoNoon(new Date("2026-03-10T08:30:00Z"))).toBe(90); // 10:30 in Cairo
    expect(minutesToCairoNoon(new Date("2026-03-10T10:00:00Z"))).toBe(0); // noon
    expect(minutesToCairoNoon(new Date("2026-03-10T21:00:00Z"))).toBe(-11 * 60); // 23:00
    expect(minutesToCairoNoon(new Date("2026-03-10T01:15:00Z"))).toBe(8 * 60 + 45); // 03:15
  });

  it("reads Cairo's summer time", () => {
    // 1 July: Cairo is UTC+3, so 20:00 UTC is 23:00 there.
    expect(minutesToCairoNoon(new Date("2026-07-01T20:00:00Z"))).toBe(-11 * 60);
  });

  it("runs on from noon", () => {
    const now = openHoursNow()();
    const cairo = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Africa/Cairo",
      hour: "numeric",
      hourCycle: "h23",
    });
    expect(Number(cairo.format(now))).toBe(12);
  });

  it("moves every server of a run by the same minutes, a restart included", () => {
    const first = openHoursClockEnv();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 7 * 60_000); // restarted seven minutes later
    expect(openHoursClockEnv()).toEqual(first);
    expect(openHoursClockEnv(-5)).toEqual({ CLOCK_OFFSET_MINUTES: "-5" });
  });
});
