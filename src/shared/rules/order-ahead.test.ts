import { describe, expect, it } from "vitest";
import type { OpeningTimes } from "../contract/outlets.ts";
import { setLocaleSource } from "../i18n/locale.ts";
import {
  asapMinutes,
  cairoTimeLabel,
  orderAheadMessages,
  orderAheadSlots,
  slotProblem,
} from "./order-ahead.ts";

// Sunday-Thursday 08:00-22:00, Friday and Saturday 10:00-22:00 (Cairo wall-clock times).
const HOURS: OpeningTimes = {
  sun_thu: { open: "08:00", close: "22:00" },
  fri_sat: { open: "10:00", close: "22:00" },
};
const LATE: OpeningTimes = {
  sun_thu: { open: "10:00", close: "02:00" },
  fri_sat: { open: "10:00", close: "02:00" },
};
const labels = (slots: { label: string; day: string }[], day: "today" | "tomorrow") =>
  slots.filter((slot) => slot.day === day).map((slot) => slot.label);

describe("order-ahead slots", () => {
  it("start at the first quarter hour after the lead time and end at closing, then tomorrow's hours", () => {
    // Tuesday 2026-03-10, 20:52 in Cairo (UTC+2): with 10 minutes' lead, 21:15 is the first.
    const slots = orderAheadSlots(HOURS, new Date("2026-03-10T18:52:00Z"), 10);
    expect(labels(slots, "today")).toEqual(["21:15", "21:30", "21:45"]);
    const tomorrow = labels(slots, "tomorrow");
    expect(tomorrow[0]).toBe("08:00");
    expect(tomorrow.at(-1)).toBe("21:45");
    expect(tomorrow).toHaveLength(14 * 4);
    expect(slots[0]?.start).toBe("2026-03-10T19:15:00.000Z");
  });

  it("follow Friday and Saturday hours", () => {
    // Thursday 2026-03-12, 21:00 in Cairo: tomorrow is Friday, open at 10:00.
    const slots = orderAheadSlots(HOURS, new Date("2026-03-12T19:00:00Z"), 10);
    expect(labels(slots, "tomorrow")[0]).toBe("10:00");
  });

  it("are offered while the outlet is closed, for after it opens", () => {
    // Tuesday 06:30 in Cairo: closed until 08:00.
    const slots = orderAheadSlots(HOURS, new Date("2026-03-10T04:30:00Z"), 10);
    expect(labels(slots, "today")[0]).toBe("08:00");
  });

  it("cross midnight with hours that do, into tomorrow's early hours", () => {
    const slots = orderAheadSlots(LATE, new Date("2026-03-10T21:30:00Z"), 10); // 23:30 Tuesday
    expect(labels(slots, "today")).toEqual(["23:45"]);
    expect(labels(slots, "tomorrow").slice(0, 8)).toEqual([
      "00:00",
      "00:15",
      "00:30",
      "00:45",
      "01:00",
      "01:15",
      "01:30",
      "01:45",
    ]);
    expect(labels(slots, "tomorrow")[8]).toBe("10:00");
  });

  it("keep wall-clock hours when summer time begins (the last Friday of April)", () => {
    // Thursday 2026-04-23 21:00 in Cairo (UTC+2); on Friday clocks are UTC+3 and open at 10:00.
    const slots = orderAheadSlots(HOURS, new Date("2026-04-23T19:00:00Z"), 10);
    const friday = slots.filter((slot) => slot.day === "tomorrow");
    expect(friday[0]).toEqual({ label: "10:00", day: "tomorrow", start: "2026-04-24T07:00:00.000Z" });
    expect(friday.at(-1)?.label).toBe("21:45");
    expect(friday).toHaveLength(12 * 4);
  });

  it("keep wall-clock hours when summer time ends (the last Thursday of October), and offer a doubled hour once", () => {
    // Wednesday 2026-10-28, 21:00 in Cairo (UTC+3); from Friday clocks are UTC+2.
    const before = orderAheadSlots(HOURS, new Date("2026-10-28T18:00:00Z"), 10);
    expect(before.find((slot) => slot.day === "tomorrow")?.start).toBe("2026-10-29T05:00:00.000Z");
    const after = orderAheadSlots(HOURS, new Date("2026-10-29T18:00:00Z"), 10);
    expect(after.find((slot) => slot.day === "tomorrow")).toEqual({
      label: "10:00",
      day: "tomorrow",
      start: "2026-10-30T08:00:00.000Z",
    });
    // Open around the clock: 23:00-24:00 on the last Thursday of October happens twice.
    const allNight = orderAheadSlots(null, new Date("2026-10-29T12:00:00Z"), 0);
    const today = labels(allNight, "today");
    expect(today.filter((label) => label === "23:15")).toHaveLength(1);
    expect(new Set(today).size).toBe(today.length);
  });

  it("end with tomorrow: nothing the day after", () => {
    const slots = orderAheadSlots(null, new Date("2026-03-10T10:00:00Z"), 0);
    expect(slots.every((slot) => slot.day === "today" || slot.day === "tomorrow")).toBe(true);
    expect(slots.at(-1)?.start).toBe("2026-03-11T21:45:00.000Z"); // 23:45 Wednesday in Cairo
  });
});

describe("a chosen slot", () => {
  const outlet = { name: "Zamalek", hours: HOURS };
  const now = new Date("2026-03-10T10:00:00Z"); // Tuesday noon in Cairo

  it("is one of the outlet's slots, or the reason it is not", () => {
    expect(slotProblem("2026-03-10T11:00:00.000Z", outlet, now, 10)).toBeNull();
    expect(slotProblem("2026-03-10T09:45:00.000Z", outlet, now, 10)).toBe(orderAheadMessages.past);
    expect(slotProblem("2026-03-10T10:00:00.000Z", outlet, now, 10)).toBe(orderAheadMessages.past);
    expect(slotProblem("2026-03-10T10:05:00.000Z", outlet, now, 10)).toBe(orderAheadMessages.invalid);
    expect(slotProblem("2026-03-10T10:00:00.000Z", outlet, new Date("2026-03-10T09:55:00Z"), 10)).toBe(
      orderAheadMessages.tooSoon,
    );
    expect(slotProblem("2026-03-10T21:00:00.000Z", outlet, now, 10)).toBe(
      orderAheadMessages.closed({ outletName: "Zamalek" }),
    );
    expect(slotProblem("2026-03-12T11:00:00.000Z", outlet, now, 10)).toBe(orderAheadMessages.otherDay);
    expect(slotProblem("not a time", outlet, now, 10)).toBe(orderAheadMessages.invalid);
  });
});

describe("as soon as possible", () => {
  it("is the preparation time plus the queue", () => {
    expect(asapMinutes(10, 0)).toBe(10);
    expect(asapMinutes(10, 5)).toBe(20);
  });
});

describe("a slot's time in words", () => {
  it("reads 24-hour in English and 12-hour in Arabic, on Cairo's clock", () => {
    const evening = new Date("2026-03-10T18:15:00Z"); // 20:15 in Cairo
    expect(cairoTimeLabel(evening)).toBe("20:15");
    expect(cairoTimeLabel(new Date("2026-03-10T06:05:00Z"))).toBe("08:05");
    setLocaleSource(() => "ar");
    try {
      expect(cairoTimeLabel(evening)).toBe("8:15 م");
      expect(cairoTimeLabel(evening, "en")).toBe("20:15");
      expect(
        slotProblem(
          "2026-03-10T20:30:00.000Z",
          { name: "الزمالك", hours: HOURS },
          new Date("2026-03-10T08:00:00Z"),
          10,
        ),
      ).toBe("فرع الزمالك مغلق في هذا الوقت. يُرجى اختيار وقت آخر.");
    } finally {
      setLocaleSource(() => "en");
    }
  });
});
