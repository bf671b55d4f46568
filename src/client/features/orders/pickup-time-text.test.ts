import { afterEach, describe, expect, it } from "vitest";
import { ORDER_TYPE } from "#shared/contract/order-type.ts";
import { DEFAULT_LOCALE, setLocaleSource } from "#shared/i18n/locale.ts";
import { cairoDaysFrom, cairoDayWord, pickupTimeText } from "./pickup-time-text.ts";

const at = (iso: string) => new Date(iso);
// Tuesday 10 March 2026, 10:00 in Cairo (UTC+2 in winter).
const now = at("2026-03-10T08:00:00Z");

describe("an order ahead's time in words", () => {
  afterEach(() => setLocaleSource(() => DEFAULT_LOCALE));

  it("says the Cairo time and the day, for pickup and for delivery", () => {
    expect(pickupTimeText("2026-03-10T08:15:00.000Z", ORDER_TYPE.pickup, now)).toBe("Pickup at 10:15 today");
    expect(pickupTimeText("2026-03-11T06:00:00.000Z", ORDER_TYPE.delivery, now)).toBe(
      "Delivery at 08:00 tomorrow",
    );
    // An order of unknown type reads as pickup.
    expect(pickupTimeText("2026-03-10T19:45:00.000Z", undefined, now)).toBe("Pickup at 21:45 today");
  });

  it("counts days by Cairo's calendar, not UTC's", () => {
    // 00:15 on Wednesday in Cairo is still Tuesday in UTC.
    expect(pickupTimeText("2026-03-10T22:15:00.000Z", ORDER_TYPE.pickup, now)).toBe(
      "Pickup at 00:15 tomorrow",
    );
    // 23:50 on Tuesday in Cairo (21:50 UTC): the same slot is tomorrow there too.
    const lateEvening = at("2026-03-10T21:50:00Z");
    expect(cairoDaysFrom(lateEvening, at("2026-03-10T22:15:00Z"))).toBe(1);
    // 00:05 on Wednesday in Cairo (22:05 UTC on Tuesday): 00:15 is today.
    const afterMidnight = at("2026-03-10T22:05:00Z");
    expect(cairoDayWord(at("2026-03-10T22:15:00Z"), afterMidnight)).toBe("today");
  });

  it("follows Cairo's summer time", () => {
    // 1 July 2026: UTC+3.
    expect(pickupTimeText("2026-07-01T07:00:00.000Z", ORDER_TYPE.pickup, at("2026-07-01T05:00:00Z"))).toBe(
      "Pickup at 10:00 today",
    );
  });

  it("names older and later days by their date", () => {
    expect(cairoDayWord(at("2026-03-09T08:00:00Z"), now)).toBe("yesterday");
    expect(pickupTimeText("2026-03-02T08:00:00.000Z", ORDER_TYPE.pickup, now)).toBe(
      "Pickup at 10:00 on 2 Mar",
    );
    expect(cairoDayWord(at("2026-03-12T08:00:00Z"), now)).toBe("on 12 Mar");
  });

  it("speaks Arabic with Western digits", () => {
    setLocaleSource(() => "ar");
    expect(pickupTimeText("2026-03-10T08:15:00.000Z", ORDER_TYPE.pickup, now)).toBe(
      "الاستلام الساعة 10:15 اليوم",
    );
    expect(pickupTimeText("2026-03-11T06:00:00.000Z", ORDER_TYPE.delivery, now)).toBe(
      "التوصيل الساعة 08:00 غدًا",
    );
    expect(cairoDayWord(at("2026-03-12T08:00:00Z"), now)).toBe("يوم 12 مارس");
  });

  it("says nothing for as soon as possible or a value that is not a time", () => {
    expect(pickupTimeText(null, ORDER_TYPE.pickup, now)).toBeNull();
    expect(pickupTimeText(undefined, ORDER_TYPE.pickup, now)).toBeNull();
    expect(pickupTimeText("soon", ORDER_TYPE.pickup, now)).toBeNull();
  });
});
