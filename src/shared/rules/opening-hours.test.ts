import { describe, expect, it } from "vitest";
import { setLocaleSource } from "../i18n/locale.ts";
import {
  cairoClock,
  cairoDay,
  closedMessage,
  endOfCairoDay,
  isOpenAt,
  type OpeningStatus,
  openingStatus,
  openingStatusText,
  soonestStatus,
  weeklyHours,
} from "./opening-hours.ts";

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

// Winter (UTC+2) dates: 2026-01-13 is a Tuesday, the 15th a Thursday, the 16th a Friday.
const cairo = (localIso: string) => new Date(`${localIso}+02:00`);
const statusText = (times: typeof hours, at: Date) => openingStatusText(openingStatus(times, at));

describe("open now, or when it opens", () => {
  it("says until when an open outlet is open, and when a closed one opens, in Cairo time", () => {
    expect(statusText(hours, cairo("2026-01-13T12:00"))).toBe("Open now · until 22:00");
    expect(statusText(hours, cairo("2026-01-13T07:00"))).toBe("Closed now · opens at 08:00");
    expect(statusText(hours, cairo("2026-01-13T22:00"))).toBe("Closed now · opens tomorrow at 08:00");
    // Thursday night: Friday has its own, later hours.
    expect(statusText(hours, cairo("2026-01-15T23:00"))).toBe("Closed now · opens tomorrow at 10:00");
    // In summer (UTC+3) the same wall clock: 21:30 UTC is 00:30 on Wednesday in Cairo.
    expect(statusText(hours, new Date("2026-07-14T21:30:00Z"))).toBe("Closed now · opens at 08:00");
  });

  it("takes the instant it is given: a page's (or test's) clock, never its own", () => {
    const at = cairo("2026-01-13T21:59");
    expect(openingStatus(hours, at)).toEqual({ open: true, allDay: false, closesAt: "22:00", minutes: 1 });
    expect(openingStatus(hours, new Date(at.getTime() + 60_000))).toMatchObject({
      open: false,
      opensAt: "08:00",
      on: "tomorrow",
      minutes: 10 * 60,
    });
  });

  const lateNights = {
    sun_thu: { open: "10:00", close: "02:00" },
    fri_sat: { open: "12:00", close: "03:00" },
  };

  it("follows overnight hours past midnight, by the day they started on", () => {
    expect(statusText(lateNights, cairo("2026-01-13T23:00"))).toBe("Open now · until 02:00");
    expect(statusText(lateNights, cairo("2026-01-14T01:30"))).toBe("Open now · until 02:00");
    expect(statusText(lateNights, cairo("2026-01-14T02:00"))).toBe("Closed now · opens at 10:00");
    // 01:00 on Friday is still Thursday night (until 02:00), not Friday's (until 03:00).
    expect(statusText(lateNights, cairo("2026-01-16T01:00"))).toBe("Open now · until 02:00");
    expect(isOpenAt(lateNights, cairo("2026-01-16T02:30"))).toBe(false);
    // 02:30 on Sunday is still Saturday night, which runs to 03:00.
    expect(isOpenAt(lateNights, cairo("2026-01-18T02:30"))).toBe(true);
    expect(statusText(lateNights, cairo("2026-01-18T02:30"))).toBe("Open now · until 03:00");
  });

  const closedWeekends = {
    sun_thu: { open: "09:00", close: "17:00" },
    fri_sat: { open: "00:00", close: "00:00" },
  };

  it("skips the days an outlet does not open (the same open and close time)", () => {
    expect(isOpenAt(closedWeekends, cairo("2026-01-16T12:00"))).toBe(false);
    expect(statusText(closedWeekends, cairo("2026-01-15T18:00"))).toBe("Closed now · opens Sunday at 09:00");
    expect(statusText(closedWeekends, cairo("2026-01-17T12:00"))).toBe(
      "Closed now · opens tomorrow at 09:00",
    );
    // The spec's message names the hours of the next day it opens, not "00:00 - 00:00".
    expect(closedMessage("October Mehwar", closedWeekends, cairo("2026-01-16T12:00"))).toBe(
      "October Mehwar is closed now. Available hours are 09:00 - 17:00",
    );
  });

  const aroundTheClock = {
    sun_thu: { open: "00:00", close: "24:00" },
    fri_sat: { open: "00:00", close: "24:00" },
  };

  it("says open 24 hours for an outlet open around the clock", () => {
    expect(isOpenAt(aroundTheClock, cairo("2026-01-13T03:00"))).toBe(true);
    expect(isOpenAt(aroundTheClock, cairo("2026-01-16T23:59"))).toBe(true);
    expect(statusText(aroundTheClock, cairo("2026-01-13T03:00"))).toBe("Open 24 hours");
    // Around the clock on weekdays only: on Thursday night it closes at midnight.
    const weekdaysOnly = { sun_thu: aroundTheClock.sun_thu, fri_sat: hours.fri_sat };
    expect(statusText(weekdaysOnly, cairo("2026-01-13T03:00"))).toBe("Open 24 hours");
    expect(statusText(weekdaysOnly, cairo("2026-01-15T23:00"))).toBe("Open now · until 00:00");
    expect(statusText(weekdaysOnly, cairo("2026-01-16T00:30"))).toBe("Closed now · opens at 10:00");
  });

  it("says closed when the outlet never opens", () => {
    const never = { sun_thu: { open: "00:00", close: "00:00" }, fri_sat: { open: "00:00", close: "00:00" } };
    expect(openingStatus(never, cairo("2026-01-13T12:00"))).toEqual({
      open: false,
      opensAt: null,
      minutes: null,
    });
    expect(statusText(never, cairo("2026-01-13T12:00"))).toBe("Closed now");
  });

  it("of several outlets, tells the one open longest, else the one opening first", () => {
    const at = cairo("2026-01-13T21:00");
    const statuses: OpeningStatus[] = [
      openingStatus(hours, at),
      openingStatus(lateNights, at),
      openingStatus(closedWeekends, at),
    ];
    expect(openingStatusText(soonestStatus(statuses) as OpeningStatus)).toBe("Open now · until 02:00");
    const night = cairo("2026-01-14T03:00");
    expect(
      openingStatusText(
        soonestStatus([openingStatus(closedWeekends, night), openingStatus(hours, night)]) as OpeningStatus,
      ),
    ).toBe("Closed now · opens at 08:00");
    expect(soonestStatus([])).toBeNull();
  });

  it("lists the week's hours", () => {
    expect(weeklyHours(hours)).toEqual([
      { days: "Sunday to Thursday", hours: "08:00 - 22:00" },
      { days: "Friday and Saturday", hours: "10:00 - 22:00" },
    ]);
    expect(weeklyHours(aroundTheClock)).toEqual([{ days: "Every day", hours: "24 hours" }]);
    expect(weeklyHours(closedWeekends)[1]).toEqual({ days: "Friday and Saturday", hours: "Closed" });
  });

  it("says it all in Arabic, hours on a 12-hour clock and the day by name", () => {
    setLocaleSource(() => "ar");
    try {
      expect(statusText(hours, cairo("2026-01-13T12:00"))).toBe("مفتوح الآن · حتى 10:00 م");
      expect(statusText(hours, cairo("2026-01-15T23:00"))).toBe("مغلق الآن · يفتح غدًا الساعة 10:00 ص");
      expect(statusText(closedWeekends, cairo("2026-01-15T18:00"))).toBe(
        "مغلق الآن · يفتح يوم الأحد الساعة 9:00 ص",
      );
      expect(statusText(aroundTheClock, cairo("2026-01-13T03:00"))).toBe("مفتوح 24 ساعة");
      expect(weeklyHours(hours)).toEqual([
        { days: "من الأحد إلى الخميس", hours: "من 8:00 ص إلى 10:00 م" },
        { days: "الجمعة والسبت", hours: "من 10:00 ص إلى 10:00 م" },
      ]);
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
