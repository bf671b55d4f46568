// Every outlet's opening hours: fetch_outlet gives them for all twelve, pickup for as soon as
// possible at a closed outlet is refused with the spec's closed message (in the customer's
// language), and ordering ahead for a time it is open still works. The clock is the test's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchOutletResponseSchema } from "#shared/contract/outlets.ts";
import { type Customer, newCustomer } from "../fixtures/customers.ts";
import { itemNamed, menuOf, orderBody } from "../fixtures/orders.ts";
import { createTestApp, type TestApp } from "../fixtures/test-app.ts";
import { testEngine } from "../fixtures/test-database.ts";

const MAADI = 4; // Sunday to Thursday 08:00-22:00, Friday and Saturday 10:00-22:00
const NASR_CITY = 7; // open around the clock
const OCTOBER = 9; // Sunday to Thursday 09:00-18:00, closed Friday and Saturday
const GARDEN_CITY = 10; // 08:00-02:00 every day

// Winter: Cairo is UTC+2. 2026-01-13 is a Tuesday, the 16th a Friday.
const TUESDAY_NOON = new Date("2026-01-13T10:00:00Z");
const TUESDAY_23_30 = new Date("2026-01-13T21:30:00Z");
const WEDNESDAY_01_00 = new Date("2026-01-13T23:00:00Z");
const FRIDAY_NOON = new Date("2026-01-16T10:00:00Z");

let clock = TUESDAY_NOON;
let t: TestApp;
let customer: Customer;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, menuCacheMs: 0 });
  customer = await newCustomer(t);
});
afterAll(async () => {
  await t?.close();
});

async function pickup(outletId: number, at: Date, extra: Record<string, unknown> = {}, headers = {}) {
  clock = TUESDAY_NOON;
  const espresso = itemNamed(await menuOf(t, outletId), "Espresso Single").menuItemId;
  clock = at;
  try {
    return await t.api({
      method: "POST",
      url: "/api/place_order",
      payload: orderBody([{ itemId: espresso, quantity: 1 }], { selected_outlet_id: outletId, ...extra }),
      headers: { ...customer.auth, ...headers },
    });
  } finally {
    clock = TUESDAY_NOON;
  }
}

describe(`opening hours of every outlet (${testEngine})`, () => {
  it("fetch_outlet gives all twelve outlets their hours", async () => {
    const response = await t.api({ method: "GET", url: "/api/fetch_outlet" });
    const outlets = fetchOutletResponseSchema.parse(response.json()).data;
    expect(outlets).toHaveLength(12);
    for (const outlet of outlets) expect(outlet.opening_times, outlet.name).not.toBeNull();
    expect(outlets.find((outlet) => outlet.id === OCTOBER)?.opening_times?.fri_sat).toEqual({
      open: "00:00",
      close: "00:00",
    });
  });

  it("takes pickup for as soon as possible while the outlet is open", async () => {
    expect((await pickup(MAADI, TUESDAY_NOON)).statusCode).toBe(200);
    // Past midnight, inside hours that run to 02:00; and a store open around the clock.
    expect((await pickup(GARDEN_CITY, WEDNESDAY_01_00)).statusCode).toBe(200);
    expect((await pickup(NASR_CITY, TUESDAY_23_30)).statusCode).toBe(200);
  });

  it("refuses pickup for as soon as possible at a closed outlet with the spec's message", async () => {
    const late = await pickup(MAADI, TUESDAY_23_30);
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toEqual({
      selected_outlet_id: ["Maadi Road 9 is closed now. Available hours are 08:00 - 22:00"],
    });
    // A day it does not open: the hours of the next day it does.
    const friday = await pickup(OCTOBER, FRIDAY_NOON);
    expect(friday.statusCode).toBe(422);
    expect(friday.json().errors.selected_outlet_id).toEqual([
      "October Mehwar is closed now. Available hours are 09:00 - 18:00",
    ]);
  });

  it("says so in Arabic to an Arabic reader", async () => {
    const late = await pickup(MAADI, TUESDAY_23_30, {}, { "accept-language": "ar" });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.selected_outlet_id).toEqual([
      "فرع المعادي - شارع 9 مغلق الآن. مواعيد العمل من 8:00 ص إلى 10:00 م",
    ]);
  });

  it("still takes an order ahead, while closed, for a time the outlet is open", async () => {
    clock = TUESDAY_23_30;
    const slots = await t.api({ method: "GET", url: `/api/order_ahead_slots?outlet_id=${MAADI}` });
    const offer = slots.json().data as { asap_available: boolean; slots: { start: string; label: string }[] };
    expect(offer.asap_available).toBe(false);
    const first = offer.slots[0];
    expect(first?.label).toBe("08:00");
    const ahead = await pickup(MAADI, TUESDAY_23_30, { pickup_at: first?.start });
    expect(ahead.statusCode, ahead.body).toBe(200);
  });

  it("offers as soon as possible past midnight at an outlet open into the night", async () => {
    clock = WEDNESDAY_01_00;
    try {
      const slots = await t.api({ method: "GET", url: `/api/order_ahead_slots?outlet_id=${GARDEN_CITY}` });
      const offer = slots.json().data as { asap_available: boolean; slots: { label: string }[] };
      expect(offer.asap_available).toBe(true);
      // Slots stop at 02:00 and start again at 08:00.
      const labels = offer.slots.map((slot) => slot.label);
      expect(labels).toContain("01:45");
      expect(labels).not.toContain("02:00");
      expect(labels).not.toContain("07:45");
      expect(labels).toContain("08:00");
    } finally {
      clock = TUESDAY_NOON;
    }
  });
});
