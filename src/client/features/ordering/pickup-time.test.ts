import { describe, expect, it } from "vitest";
import type { OrderAheadSlot } from "#shared/contract/order-ahead.ts";
import { ORDER_TYPE } from "#shared/contract/order-type.ts";
import { setLocaleSource } from "#shared/i18n/locale.ts";
import { orderAheadMessages } from "#shared/rules/order-ahead.ts";
import {
  ASAP,
  choiceSummary,
  hasFreeSlot,
  initialChoice,
  type OrderAheadOffer,
  pickupAtOf,
  reconcileChoice,
  resumedChoice,
  slotsOn,
} from "./pickup-time.ts";

const slot = (start: string, label: string, day: OrderAheadSlot["day"], full = false): OrderAheadSlot => ({
  start,
  label,
  day,
  full,
});
const today1 = slot("2026-03-10T20:00:00.000Z", "22:00", "today");
const today2 = slot("2026-03-10T20:15:00.000Z", "22:15", "today", true);
const tomorrow1 = slot("2026-03-11T06:00:00.000Z", "08:00", "tomorrow");
const offer = (overrides: Partial<OrderAheadOffer> = {}): OrderAheadOffer => ({
  asap_available: true,
  asap_minutes: 14,
  slots: [today1, today2, tomorrow1],
  ...overrides,
});

describe("the checkout's time choice", () => {
  it("starts at as soon as possible, or later when the outlet is closed now", () => {
    expect(initialChoice(offer())).toEqual(ASAP);
    // Offline or still loading: as soon as possible, and the server judges.
    expect(initialChoice(undefined)).toEqual(ASAP);
    expect(initialChoice(offer({ asap_available: false }))).toEqual({
      kind: "later",
      day: "today",
      start: null,
    });
    // Closed, with nothing left today: tomorrow.
    expect(initialChoice(offer({ asap_available: false, slots: [today2, tomorrow1] }))).toEqual({
      kind: "later",
      day: "tomorrow",
      start: null,
    });
  });

  it("lists a day's slots, and knows a day with only full ones has nothing to choose", () => {
    expect(slotsOn(offer().slots, "today")).toEqual([today1, today2]);
    expect(hasFreeSlot([today2, tomorrow1], "today")).toBe(false);
    expect(hasFreeSlot([today2, tomorrow1], "tomorrow")).toBe(true);
  });

  it("sends pickup_at: null for as soon as possible, the start of a chosen slot, and nothing until a time is chosen", () => {
    expect(pickupAtOf(ASAP)).toBeNull();
    expect(pickupAtOf({ kind: "later", day: "today", start: today1.start })).toBe(today1.start);
    expect(pickupAtOf({ kind: "later", day: "today", start: null })).toBeUndefined();
  });

  it("keeps a chosen slot that is still offered and free", () => {
    const choice = { kind: "later", day: "today", start: today1.start } as const;
    expect(reconcileChoice(choice, offer())).toEqual({ choice, lost: null });
    // Without an answer (offline) the queued choice stands.
    expect(reconcileChoice(choice, undefined)).toEqual({ choice, lost: null });
  });

  it("drops a slot that filled up or passed since it was chosen, and says why", () => {
    const full = reconcileChoice({ kind: "later", day: "today", start: today2.start }, offer());
    expect(full).toEqual({
      choice: { kind: "later", day: "today", start: null },
      lost: orderAheadMessages.full,
    });
    const gone = reconcileChoice({ kind: "later", day: "today", start: "2026-03-10T19:45:00.000Z" }, offer());
    expect(gone).toEqual({
      choice: { kind: "later", day: "today", start: null },
      lost: orderAheadMessages.past,
    });
  });

  it("resumes a time chosen before a reload on its day, or drops it once it has passed", () => {
    expect(reconcileChoice(resumedChoice(tomorrow1.start, offer()), offer())).toEqual({
      choice: { kind: "later", day: "tomorrow", start: tomorrow1.start },
      lost: null,
    });
    const passed = resumedChoice("2026-03-10T19:45:00.000Z", offer());
    expect(reconcileChoice(passed, offer()).lost).toBe(orderAheadMessages.past);
    // Offline: the time stands, and is sent again as it was.
    expect(pickupAtOf(reconcileChoice(resumedChoice(today1.start, undefined), undefined).choice)).toBe(
      today1.start,
    );
  });

  it("turns as soon as possible into later once the outlet has closed", () => {
    expect(reconcileChoice(ASAP, offer({ asap_available: false }))).toEqual({
      choice: { kind: "later", day: "today", start: null },
      lost: null,
    });
    expect(reconcileChoice(ASAP, offer())).toEqual({ choice: ASAP, lost: null });
  });

  it("puts the choice in words for the cart's summary", () => {
    expect(choiceSummary(ASAP, offer(), ORDER_TYPE.pickup)).toBe("Pickup as soon as possible (about 14 min)");
    expect(choiceSummary(ASAP, undefined, ORDER_TYPE.delivery)).toBe("Delivery as soon as possible");
    expect(
      choiceSummary({ kind: "later", day: "tomorrow", start: tomorrow1.start }, offer(), ORDER_TYPE.pickup),
    ).toBe("Pickup at 08:00 tomorrow");
    expect(
      choiceSummary({ kind: "later", day: "today", start: today1.start }, offer(), ORDER_TYPE.delivery),
    ).toBe("Delivery at 22:00 today");
    expect(
      choiceSummary({ kind: "later", day: "today", start: null }, offer(), ORDER_TYPE.pickup),
    ).toBeNull();
  });

  it("says it in Arabic too, with the minutes' plural forms", () => {
    setLocaleSource(() => "ar");
    try {
      expect(choiceSummary(ASAP, offer(), ORDER_TYPE.pickup)).toBe(
        "الاستلام في أقرب وقت ممكن (حوالي 14 دقيقة)",
      );
      expect(choiceSummary(ASAP, offer({ asap_minutes: 5 }), ORDER_TYPE.delivery)).toBe(
        "التوصيل في أقرب وقت ممكن (حوالي 5 دقائق)",
      );
      expect(
        choiceSummary({ kind: "later", day: "tomorrow", start: tomorrow1.start }, offer(), ORDER_TYPE.pickup),
      ).toBe("الاستلام غدًا الساعة 08:00");
    } finally {
      setLocaleSource(() => "en");
    }
  });
});
