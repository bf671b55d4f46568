// Ordering ahead from the outside: the slots an outlet offers (full ones marked), place_order
// checking the chosen time again, capacity that never overbooks however many orders arrive at
// once (two instances in two processes: tests/reliability/two-instances.test.ts), a declined or
// abandoned payment or a turned-away order giving its place back, and the board seeing an order
// ahead only shortly before its slot, numbered among its slot's day's orders.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { outlets, payments } from "#server/db/schema.ts";
import { ordersMessages } from "#server/modules/orders/messages.gen.ts";
import { UNPAID_PLACES_PER_ACCOUNT } from "#server/modules/orders/order-slots.ts";
import { orderAheadSlots } from "#shared/contract/order-ahead.ts";
import { paymentMessages } from "#shared/contract/payment-messages.ts";
import { orderAheadMessages } from "#shared/rules/order-ahead.ts";
import { type Customer, newCustomer } from "../fixtures/customers.ts";
import { itemNamed, menuOf, orderBody, payWithCard, submitCard, TEST_CARDS } from "../fixtures/orders.ts";
import { createTestApp, type TestApp } from "../fixtures/test-app.ts";
import { testEngine } from "../fixtures/test-database.ts";

let t: TestApp;
let customer: Customer;
let espresso = 0;
// Outlet 7 is open around the clock in the demo data; outlet 4 from 08:00 to 22:00 (Sun-Thu).
let clock = new Date("2026-03-10T08:00:00Z"); // Tuesday 10:00 in Cairo

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, menuCacheMs: 0 });
  espresso = itemNamed(await menuOf(t, 4), "Espresso Single").menuItemId;
});
/** The message a redirect to /payment-error carries. */
const errorPageMessage = (location: unknown) =>
  new URL(String(location), "http://storefront.test").searchParams.get("message");

// A customer of their own for each test: an account holds only so many unpaid places.
beforeEach(async () => {
  customer = await newCustomer(t);
});
afterAll(async () => {
  await t?.close();
});

const slotsAt = async (outletId: number) => {
  const response = await t.api({ method: "GET", url: `/api/order_ahead_slots?outlet_id=${outletId}` });
  expect(response.statusCode).toBe(200);
  return orderAheadSlots.response.parse(response.json()).data;
};
const place = (pickupAt: string | null, outletId = 4, key?: string, app = t.app, who = customer) =>
  app.inject({
    method: "POST",
    url: "/api/place_order",
    payload: orderBody([{ itemId: espresso, quantity: 1 }], {
      selected_outlet_id: outletId,
      pickup_at: pickupAt,
    }),
    headers: {
      ...who.auth,
      "x-requested-with": "XMLHttpRequest",
      ...(key ? { "idempotency-key": key } : {}),
    },
  });
const setCapacity = (outletId: number, slotCapacity: number) =>
  t.database.db.update(outlets).set({ slotCapacity }).where(eq(outlets.id, outletId));

describe(`order-ahead slots (${testEngine})`, () => {
  it("offers as soon as possible with an estimate, and the outlet's quarter hours today and tomorrow", async () => {
    const { asap_available, asap_minutes, slots } = await slotsAt(4);
    expect(asap_available).toBe(true);
    expect(asap_minutes).toBeGreaterThanOrEqual(10);
    expect(slots[0]).toMatchObject({ label: "10:15", day: "today", full: false });
    expect(slots.at(-1)).toMatchObject({ label: "21:45", day: "tomorrow" });
  });

  it("puts the chosen time on the order, its payment and its summary", async () => {
    const slot = (await slotsAt(4)).slots[4]?.start ?? "";
    const placed = await place(slot);
    expect(placed.statusCode, placed.body).toBe(200);
    const { id } = placed.json() as { id: string };
    const details = (await t.api({ method: "GET", url: `/api/order_details/${id}` })).json().data;
    expect(details.pickup_at).toBe(slot);
  });

  it("refuses a time that has passed, is not a slot, falls outside the hours or on another day, with a field error", async () => {
    const cases: [string, string][] = [
      ["2026-03-10T07:45:00.000Z", orderAheadMessages.past],
      ["2026-03-10T09:07:00.000Z", orderAheadMessages.invalid],
      ["2026-03-10T08:00:00.000Z", orderAheadMessages.past],
      ["2026-03-10T20:30:00.000Z", orderAheadMessages.closed({ outletName: "Maadi Road 9" })], // 22:30 in Cairo
      ["2026-03-12T09:00:00.000Z", orderAheadMessages.otherDay],
      ["yesterday", orderAheadMessages.invalid],
    ];
    for (const [pickupAt, message] of cases) {
      const refused = await place(pickupAt);
      expect(refused.statusCode, pickupAt).toBe(422);
      expect(refused.json().errors, pickupAt).toEqual({ pickup_at: [message] });
    }
  });

  it("takes orders ahead while the outlet is closed, for after it opens", async () => {
    clock = new Date("2026-03-10T04:00:00Z"); // 06:00 in Cairo: outlet 4 opens at 08:00
    const { asap_available, slots } = await slotsAt(4);
    expect(asap_available).toBe(false);
    expect(slots[0]?.label).toBe("08:00");
    const ahead = await place(slots[0]?.start ?? "");
    expect(ahead.statusCode, ahead.body).toBe(200);
    clock = new Date("2026-03-10T08:00:00Z");
  });

  it("never books a slot beyond its capacity, however many orders arrive at once", async () => {
    await setCapacity(7, 3);
    const slot = (await slotsAt(7)).slots[2]?.start ?? "";
    const customers = await Promise.all(Array.from({ length: 12 }, () => newCustomer(t)));
    const answers = await Promise.all(
      customers.map((who, i) => place(slot, 7, `ahead-capacity-${i}-${testEngine}`, t.app, who)),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(3);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ pickup_at: [orderAheadMessages.full] });
    }
    expect((await slotsAt(7)).slots.find((candidate) => candidate.start === slot)?.full).toBe(true);
    // A retry of an accepted request is its answer again, not "full".
    const first = answers.findIndex((answer) => answer.statusCode === 200);
    const replay = await place(slot, 7, `ahead-capacity-${first}-${testEngine}`, t.app, customers[first]);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().id).toBe(answers[first]?.json().id);
    await setCapacity(7, 10);
  });

  it("gives a place back when the payment is declined, and asks for it again before the next payment page", async () => {
    await setCapacity(7, 1);
    const slot = (await slotsAt(7)).slots[6]?.start ?? "";
    const first = (await place(slot, 7)).json() as { id: string; url: string };
    expect((await place(slot, 7)).statusCode).toBe(422);
    expect((await payWithCard(t, first.url, TEST_CARDS.decline)).landing).toContain("/payment-error");
    // Declined: the place is free for someone else.
    expect((await slotsAt(7)).slots.find((candidate) => candidate.start === slot)?.full).toBe(false);
    const other = await newCustomer(t);
    const second = await place(slot, 7, undefined, t.app, other);
    expect(second.statusCode, second.body).toBe(200);
    // The first customer tries again: the slot is taken, so no payment page opens.
    const retry = await t.app.inject({ method: "GET", url: first.url });
    expect(retry.statusCode).toBe(303);
    expect(String(retry.headers.location)).toContain("/payment-error");
    expect(errorPageMessage(retry.headers.location)).toBe(paymentMessages.slotTaken);
    await setCapacity(7, 10);
  });

  it("gives the money back, not the slot's place, to a page paid after its place went to another", async () => {
    await setCapacity(7, 1);
    try {
      const slot = (await slotsAt(7)).slots[14]?.start ?? "";
      const placed = (await place(slot, 7)).json() as { id: string; url: string };
      const page = (await t.app.inject({ method: "GET", url: placed.url })).headers.location as string;
      // The page is left longer than the place is kept (a provider's page may live longer), and
      // another customer takes the place meanwhile.
      clock = new Date(clock.getTime() + 61 * 60_000);
      const other = await place(slot, 7, undefined, t.app, await newCustomer(t));
      expect(other.statusCode, other.body).toBe(200);

      const submitted = await submitCard(t, page, TEST_CARDS.approve);
      const result = await t.app.inject({ method: "GET", url: String(submitted.headers.location) });
      expect(errorPageMessage(result.headers.location)).toBe(paymentMessages.slotTaken);
      // The result again (a reload): the same answer, nothing given back twice.
      const again = await t.app.inject({ method: "GET", url: String(submitted.headers.location) });
      expect(errorPageMessage(again.headers.location)).toBe(paymentMessages.slotTaken);
      const details = await t.api({ method: "GET", url: `/api/order_details/${placed.id}` });
      expect(details.json().data.order_status).toBe("awaiting_payment");
      const given = await t.database.db
        .select({ outcome: payments.outcome })
        .from(payments)
        .where(eq(payments.orderId, placed.id));
      expect(given).toEqual([{ outcome: "refunded" }]);
    } finally {
      await setCapacity(7, 10);
    }
  });

  it("gives a place back when the store turns the paid order away, and the account's share with it", async () => {
    await setCapacity(7, 1);
    try {
      const signedIn = await t.api({
        method: "POST",
        url: "/api/store/sign_in",
        payload: { username: "staff7", password: "demo-staff-7" },
      });
      const staff = { authorization: `Bearer ${signedIn.json().data.token}` };
      const { slots } = await slotsAt(7);
      const [slot, ...later] = [slots[40], slots[41], slots[42]].map((candidate) => candidate?.start ?? "");
      const placed = (await place(slot ?? "", 7)).json() as { id: string; url: string };
      await payWithCard(t, placed.url, TEST_CARDS.approve);
      const unpaid = await place(later[0] ?? "", 7); // the account's other unpaid place
      expect(unpaid.statusCode, unpaid.body).toBe(200);
      expect((await place(slot ?? "", 7, undefined, t.app, await newCustomer(t))).statusCode).toBe(422);

      const rejected = await t.api({
        method: "POST",
        url: `/api/store/orders/${placed.id}/move`,
        headers: staff,
        payload: { to: "rejected" },
      });
      expect(rejected.statusCode, rejected.body).toBe(200);
      // Within the hour the payment page had kept it: the slot has room, and the account its share.
      expect((await slotsAt(7)).slots.find((candidate) => candidate.start === slot)?.full).toBe(false);
      const other = await place(slot ?? "", 7, undefined, t.app, await newCustomer(t));
      expect(other.statusCode, other.body).toBe(200);
      const another = await place(later[1] ?? "", 7);
      expect(another.statusCode, another.body).toBe(200);
    } finally {
      await setCapacity(7, 10);
    }
  });

  it("gives a place back when the payment page is left longer than its time", async () => {
    await setCapacity(7, 1);
    const slot = (await slotsAt(7)).slots[20]?.start ?? "";
    expect((await place(slot, 7)).statusCode).toBe(200);
    expect((await place(slot, 7)).statusCode).toBe(422);
    clock = new Date(clock.getTime() + 61 * 60_000);
    expect((await place(slot, 7)).statusCode).toBe(200);
    await setCapacity(7, 10);
  });

  it("keeps the place for the whole time of a payment page opened late in the hold", async () => {
    await setCapacity(7, 1);
    try {
      const slot = (await slotsAt(7)).slots[24]?.start ?? "";
      const placed = (await place(slot, 7)).json() as { url: string };
      clock = new Date(clock.getTime() + 55 * 60_000);
      const page = await t.app.inject({ method: "GET", url: placed.url });
      expect(String(page.headers.location)).not.toContain("/payment-error");
      // Past the hold the order was placed with, within the page's own time: still this order's place.
      clock = new Date(clock.getTime() + 45 * 60_000);
      const other = await place(slot, 7, undefined, t.app, await newCustomer(t));
      expect(other.statusCode).toBe(422);
    } finally {
      await setCapacity(7, 10);
    }
  });

  it("opens no payment page once the slot has passed, though its place is still held", async () => {
    const slot = (await slotsAt(7)).slots[1]?.start ?? "";
    const placed = (await place(slot, 7)).json() as { url: string };
    clock = new Date(Date.parse(slot) + 10 * 60_000);
    const page = await t.app.inject({ method: "GET", url: placed.url });
    expect(String(page.headers.location)).toContain("/payment-error");
    expect(errorPageMessage(page.headers.location)).toBe(paymentMessages.slotTaken);
  });

  it(`lets an account hold ${UNPAID_PLACES_PER_ACCOUNT} unpaid places at once, and not again each hour`, async () => {
    const { slots } = await slotsAt(7);
    const ahead = (i: number) => slots[30 + i]?.start ?? "";
    const held = [];
    for (let i = 0; i < UNPAID_PLACES_PER_ACCOUNT; i++) {
      const placed = await place(ahead(i), 7);
      expect(placed.statusCode, placed.body).toBe(200);
      held.push(placed.json() as { id: string; url: string });
    }
    const third = await place(ahead(5), 7);
    expect(third.statusCode).toBe(422);
    expect(third.json().errors).toEqual({ pickup_at: [ordersMessages.unpaidOrdersAhead] });
    expect((await place(null, 7)).statusCode).toBe(200); // as soon as possible holds no place
    // An hour on, the places have lapsed: new orders take them, and the old ones cannot again.
    clock = new Date(clock.getTime() + 61 * 60_000);
    const later = [];
    for (let i = 0; i < UNPAID_PLACES_PER_ACCOUNT; i++) {
      const placed = await place(ahead(10 + i), 7);
      expect(placed.statusCode).toBe(200);
      later.push(placed.json() as { url: string });
    }
    // Its slot has room: the account's share is what refuses it, and the page says so.
    const again = await t.app.inject({ method: "GET", url: held[0]?.url ?? "" });
    expect(errorPageMessage(again.headers.location)).toBe(paymentMessages.aheadPlacesHeld);
    // Paid, an order ahead holds its place as any paid order does, and leaves room for another.
    expect((await payWithCard(t, later[0]?.url ?? "", TEST_CARDS.approve)).landing).toContain(
      "/payment-success",
    );
    expect((await place(ahead(5), 7)).statusCode).toBe(200);
  });

  it("shows an order ahead on the store's board from 30 minutes before its slot", async () => {
    const signedIn = await t.api({
      method: "POST",
      url: "/api/store/sign_in",
      payload: { username: "staff7", password: "demo-staff-7" },
    });
    const staff = { authorization: `Bearer ${signedIn.json().data.token}` };
    const slot = (await slotsAt(7)).slots[12]?.start ?? ""; // three hours ahead
    const placed = (await place(slot, 7)).json() as { id: string; url: string };
    await payWithCard(t, placed.url, TEST_CARDS.approve);
    const boardIds = async () =>
      (
        (await t.api({ method: "GET", url: "/api/store/orders", headers: staff })).json().data.orders as {
          id: string;
          pickup_at: string | null;
        }[]
      ).map((order) => order.id);
    expect(await boardIds()).not.toContain(placed.id);
    clock = new Date(Date.parse(slot) - 30 * 60_000);
    expect(await boardIds()).toContain(placed.id);
  });

  it("hands an order ahead to the POS when it reaches the board, not at payment", async () => {
    const slot = (await slotsAt(7)).slots[12]?.start ?? ""; // three hours ahead
    const placed = (await place(slot, 7)).json() as { id: string; url: string };
    await payWithCard(t, placed.url, TEST_CARDS.approve);
    await t.app.posOutbox.drain();
    expect(await t.app.posOutbox.oracleResponse(placed.id)).toBeNull();
    clock = new Date(Date.parse(slot) - 30 * 60_000);
    await t.app.posOutbox.drain();
    expect(await t.app.posOutbox.oracleResponse(placed.id)).not.toBeNull();
  });

  it("numbers an order ahead among the orders of its slot's day, where its board calls it out", async () => {
    const pickupNumberOf = async (id: string) =>
      (await t.api({ method: "GET", url: `/api/order_details/${id}` })).json().data.pickup_number as number;
    const paid = async (slot: string | null) => {
      const placed = (await place(slot, 7)).json() as { id: string; url: string };
      await payWithCard(t, placed.url, TEST_CARDS.approve);
      return pickupNumberOf(placed.id);
    };
    clock = new Date("2026-04-01T08:00:00Z"); // Wednesday 10:00 in Cairo
    const tomorrowTen = Date.parse("2026-04-02T08:00:00Z");
    const slot = (await slotsAt(7)).slots.find(
      (candidate) => Date.parse(candidate.start) === tomorrowTen,
    )?.start;
    expect(slot).toBeDefined();
    expect(await paid(null)).toBe(1); // today's first
    expect(await paid(slot ?? "")).toBe(1); // tomorrow's first, paid today
    clock = new Date("2026-04-02T06:00:00Z"); // Thursday 08:00: tomorrow has come
    expect(await paid(null)).toBe(2);
  });
});
