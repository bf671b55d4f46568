// Attack: switch an outlet's delivery off and order delivery from it after closing time. The
// outlet's own data is the one source of truth, and both the delivery and the hours checks hold.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outlets } from "#server/db/schema.ts";
import { addressPayload, type Customer, newCustomer } from "../fixtures/customers.ts";
import { orderBody } from "../fixtures/orders.ts";
import { createTestApp, type TestApp } from "../fixtures/test-app.ts";
import { testEngine } from "../fixtures/test-database.ts";

const TUESDAY_NOON = new Date("2026-01-13T10:00:00Z");
/** 22:45 in Cairo (UTC+2): every delivery outlet closed at 22:00. */
const TUESDAY_22_45 = new Date("2026-01-13T20:45:00Z");
const ZAMALEK = 5;
const ZAMALEK_DOORSTEP = { latitude: 30.063, longitude: 31.2205 };
const UNAVAILABLE = "Currently delivery option is not available for this outlet.";

let clock = TUESDAY_NOON;
let t: TestApp;
let customer: Customer;
let addressId: number;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, menuCacheMs: 0 });
  customer = await newCustomer(t);
  const saved = await t.api({
    method: "POST",
    url: "/api/save_address",
    payload: addressPayload(ZAMALEK_DOORSTEP),
    headers: customer.auth,
  });
  expect(saved.statusCode).toBe(200);
  addressId = saved.json().address_id;
});
afterAll(async () => {
  await t?.close();
});

const setZamalekDelivery = (deliveryEnabled: boolean) =>
  t.database.db.update(outlets).set({ deliveryEnabled }).where(eq(outlets.id, ZAMALEK));

async function orderDeliveryAt(at: Date) {
  clock = at;
  const response = await t.api({
    method: "POST",
    url: "/api/place_order",
    payload: orderBody([{ itemId: 21001, quantity: 1 }], {
      order_type: 3,
      selected_address_id: addressId,
    }),
    headers: customer.auth,
  });
  clock = TUESDAY_NOON;
  return response;
}

describe(`delivery from an outlet with delivery switched off (${testEngine})`, () => {
  it("delivers to this address from Zamalek while delivery is on and it is open", async () => {
    const open = await orderDeliveryAt(TUESDAY_NOON);
    expect(open.statusCode).toBe(200);
    const closed = await orderDeliveryAt(TUESDAY_22_45);
    expect(closed.statusCode).toBe(422);
    expect(closed.json().errors.selected_address_id).toEqual([
      "Zamalek Brazil Street is closed now. Available hours are 08:00 - 22:00",
    ]);
  });

  it("refuses delivery after closing time and at noon once delivery is switched off", async () => {
    await setZamalekDelivery(false);
    try {
      for (const at of [TUESDAY_22_45, TUESDAY_NOON]) {
        const refused = await orderDeliveryAt(at);
        expect(refused.statusCode).toBe(422);
        expect(refused.json().errors.selected_address_id).toEqual([UNAVAILABLE]);
      }
    } finally {
      await setZamalekDelivery(true);
    }
  });

  it("refuses delivery from an outlet with delivery on but no opening hours", async () => {
    await t.database.db.update(outlets).set({ openingTimes: null }).where(eq(outlets.id, ZAMALEK));
    const refused = await orderDeliveryAt(TUESDAY_22_45);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.selected_address_id).toEqual([UNAVAILABLE]);
  });
});
