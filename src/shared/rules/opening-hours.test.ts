import { describe, expect, it } from "vitest";
import { cairoClock, closedMessage, isOpenAt } from "./opening-hours.ts";

const hours = { sun_thu: { open: "08:00", close: "22:00" }, fri_sat: { open: "10:00", close: "22:00" } };

describe("opening hours in Cairo", () => {
  it("reads the Cairo clock in winter (UTC+2) and summer (UTC+3, daylight saving)", () => {
    expect(cairoClock(new Date("2026-01-13T06:30:00Z"))).toEqual({ weekday: "Tue", minutes: 8 * 60 + 30 });
    expect(cairoClock(new Date("2026-07-14T06:30:00Z"))).toEqual({ weekday: "Tue", minutes: 9 * 60 + 30 });
  });

  it("opens at 08:00 from Sunday to Thursday", () => {
    expect(isOpenAt(hours, new Date("2026-01-13T05:59:00Z"))).toBe(false); // Tue 07:59 Cairo
    expect(isOpenAt(hours, new Date("2026-01-13T06:00:00Z"))).toBe(true); // Tue 08:00
    expect(isOpenAt(hours, new Date("2026-01-13T19:59:00Z"))).toBe(true); // Tue 21:59
    expect(isOpenAt(hours, new Date("2026-01-13T20:00:00Z"))).toBe(false); // Tue 22:00
  });

  it("opens at 10:00 on Friday and Saturday", () => {
    expect(isOpenAt(hours, new Date("2026-01-16T07:00:00Z"))).toBe(false); // Fri 09:00 Cairo
    expect(isOpenAt(hours, new Date("2026-01-16T08:00:00Z"))).toBe(true); // Fri 10:00
  });

  it("uses the Cairo date, not UTC's, near midnight", () => {
    // 23:30 UTC on Thursday is already 01:30 on Friday in Cairo (closed).
    expect(cairoClock(new Date("2026-01-15T23:30:00Z")).weekday).toBe("Fri");
  });

  it("words the closed message as the spec does", () => {
    expect(closedMessage("Maadi Road 9", hours, new Date("2026-01-16T07:00:00Z"))).toBe(
      "Maadi Road 9 is closed now. Available hours are 10:00 - 22:00",
    );
  });
});
