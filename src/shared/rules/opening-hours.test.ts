import { describe, expect, it } from "vitest";
import { setLocaleSource } from "../i18n/locale.ts";
import { cairoClock, cairoDay, closedMessage, endOfCairoDay, isOpenAt } from "./opening-hours.ts";

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

  it("words it in Arabic with the hours on a 12-hour clock", () => {
    setLocaleSource(() => "ar");
    try {
      expect(closedMessage("المعادي - شارع 9", hours, new Date("2026-01-16T07:00:00Z"))).toBe(
        "فرع المعادي - شارع 9 مغلق الآن. مواعيد العمل من 10:00 ص إلى 10:00 م",
      );
    } finally {
      setLocaleSource(() => "en");
    }
  });
});

describe("the Cairo day", () => {
  it("is the calendar day on Cairo's clock, whatever the UTC date", () => {
    expect(cairoDay(new Date("2026-03-11T21:50:00Z"))).toBe("2026-03-11"); // 23:50 in Cairo
    expect(cairoDay(new Date("2026-03-11T22:05:00Z"))).toBe("2026-03-12"); // 00:05
    expect(cairoDay(new Date("2026-07-01T21:30:00Z"))).toBe("2026-07-02"); // 00:30 summer time
  });

  // The day ends at the first instant that is the next day on Cairo's clock: checked around the
  // changes to and from summer time (the last Friday of April, the last Thursday of October).
  it.each([
    ["a winter noon", "2026-03-10T10:00:00Z", "2026-03-10T22:00:00.000Z"],
    ["a summer noon", "2026-07-01T09:00:00Z", "2026-07-01T21:00:00.000Z"],
    // Clocks go from 00:00 to 01:00 that night: the day ends at 22:00 UTC, not an hour early.
    ["the eve of summer time", "2026-04-23T12:00:00Z", "2026-04-23T22:00:00.000Z"],
    ["the first day of summer time", "2026-04-24T12:00:00Z", "2026-04-24T21:00:00.000Z"],
    // Clocks go back from 24:00 to 23:00: the day ends after the second 23:00-24:00.
    ["the last day of summer time", "2026-10-29T12:00:00Z", "2026-10-29T22:00:00.000Z"],
    ["the first day of winter time", "2026-10-30T12:00:00Z", "2026-10-30T22:00:00.000Z"],
    ["a minute before midnight", "2026-03-10T21:59:00Z", "2026-03-10T22:00:00.000Z"],
  ])("ends %s at the next Cairo midnight", (_name, at, expected?: string) => {
    const end = endOfCairoDay(new Date(at));
    if (expected) expect(end.toISOString()).toBe(expected);
    expect(cairoDay(new Date(end.getTime() - 1_000))).toBe(cairoDay(new Date(at)));
    expect(cairoDay(end)).not.toBe(cairoDay(new Date(at)));
    expect(end.getTime()).toBeGreaterThan(new Date(at).getTime());
  });
});
