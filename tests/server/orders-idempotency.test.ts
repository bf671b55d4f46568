// place_order claims its Idempotency-Key and inserts the order in one statement, and looks the key
// up only when the checks fail: what a retry sees must not change for it.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idempotencyKeys, orders } from "#server/db/schema.ts";
import { addressPayload, type Customer, newCustomer } from "../fixtures/customers.ts";
import { orderBody } from "../fixtures/orders.ts";
import { createTestApp, type TestApp } from "../fixtures/test-app.ts";
import { testEngine } from "../fixtures/test-database.ts";

// A Tuesday at noon in Cairo (delivery outlets open); a Friday at 9:00 (closed).
const TUESDAY_NOON = new Date("2026-01-13T10:00:00Z");
const FRIDAY_9AM = new Date("2026-01-16T07:00:00Z");
let clock = TUESDAY_NOON;
let t: TestApp;
let customer: Customer;
let addressId: number;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  customer = await newCustomer(t);
  const saved = await t.api({
    method: "POST",
    url: "/api/save_address",
    payload: addressPayload(),
    headers: customer.auth,
  });
  expect(saved.statusCode).toBe(200);
  addressId = saved.json().address_id;
});
afterAll(async () => {
  await t?.close();
});

const lines = [{ itemId: 21001, quantity: 1 }];
const placeOrder = (body: Record<string, unknown>, key?: string) =>
  t.api({
    method: "POST",
    url: "/api/place_order",
    payload: body,
    headers: { ...customer.auth, ...(key ? { "idempotency-key": key } : {}) },
  });
const countOrders = async () =>
  (await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, customer.userId)))
    .length;

describe(`place_order's claim of the key with the order (${testEngine})`, () => {
  it("stores the order's columns as a plain insert would, and the answer with the key", async () => {
    const key = `columns-${randomUUID()}`;
    const response = await placeOrder(orderBody(lines), key);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    const [row] = await t.database.db
      .select({
        order: orders,
        deliverToIsSqlNull: sql<boolean>`${orders.deliverTo} is null`,
        age: sql<number>`extract(epoch from now() - ${orders.createdAt})::float`,
      })
      .from(orders)
      .where(eq(orders.id, answer.id));
    expect(row?.order).toMatchObject({
      userId: customer.userId,
      outletId: 4,
      orderType: 2,
      addressId: null,
      deliverTo: null,
      paymentMethod: "card",
      status: "awaiting_payment",
      reorderOf: null,
      paidAt: null,
    });
    expect(row?.order.lines).toEqual([expect.objectContaining({ itemId: 21001, quantity: 1, note: "" })]);
    expect(row?.order.total).toBeGreaterThan(0);
    expect(row?.deliverToIsSqlNull).toBe(true);
    expect(Math.abs(Number(row?.age))).toBeLessThan(60);

    const [stored] = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, customer.userId), eq(idempotencyKeys.key, key)));
    expect(stored).toMatchObject({ responseStatus: 200, responseBody: answer });
  });

  it("stores a delivery order's address snapshot", async () => {
    const response = await placeOrder(orderBody(lines, { order_type: 3, selected_address_id: addressId }));
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, response.json().id));
    expect(row).toMatchObject({ orderType: 3, addressId, outletId: 4 });
    expect(row?.deliverTo).toMatchObject({ label: "Home", phone_number: "01012345678" });
  });

  it("replays an answered key even when the checks would now fail", async () => {
    const key = `replay-${randomUUID()}`;
    const body = orderBody(lines, { order_type: 3, selected_address_id: addressId });
    const first = await placeOrder(body, key);
    expect(first.statusCode).toBe(200);
    const before = await countOrders();
    clock = FRIDAY_9AM;
    try {
      expect((await placeOrder(body)).statusCode).toBe(422); // closed now
      const retry = await placeOrder(body, key);
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toEqual(first.json());
    } finally {
      clock = TUESDAY_NOON;
    }
    expect(await countOrders()).toBe(before);
  });

  it("does not use up the key of a refused request", async () => {
    const key = `refused-${randomUUID()}`;
    const body = orderBody(lines, { order_type: 3, selected_address_id: addressId });
    clock = FRIDAY_9AM;
    try {
      expect((await placeOrder(body, key)).statusCode).toBe(422);
    } finally {
      clock = TUESDAY_NOON;
    }
    const before = await countOrders();
    const placed = await placeOrder(body, key);
    expect(placed.statusCode).toBe(200);
    expect(await countOrders()).toBe(before + 1);
  });

  it("refuses a key used for another order, whether or not the new request passes the checks", async () => {
    const key = `reused-${randomUUID()}`;
    expect((await placeOrder(orderBody(lines), key)).statusCode).toBe(200);
    const passes = await placeOrder(orderBody([{ itemId: 21001, quantity: 3 }]), key);
    expect(passes.statusCode).toBe(422);
    expect(passes.json().errors["Idempotency-Key"]).toBeDefined();
    clock = FRIDAY_9AM;
    try {
      const fails = await placeOrder(
        orderBody(lines, { order_type: 3, selected_address_id: addressId }),
        key,
      );
      expect(fails.statusCode).toBe(422);
      expect(fails.json().errors["Idempotency-Key"]).toBeDefined();
    } finally {
      clock = TUESDAY_NOON;
    }
  });

  it("makes one order per key from a burst of distinct keys and duplicates", async () => {
    const before = await countOrders();
    const distinct = Array.from({ length: 24 }, () => `burst-${randomUUID()}`);
    const shared = `shared-${randomUUID()}`;
    const answers = await Promise.all([
      ...distinct.map((key) => placeOrder(orderBody(lines), key)),
      ...Array.from({ length: 8 }, () => placeOrder(orderBody(lines), shared)),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const ids = answers.map((answer) => answer.json().id as string);
    expect(new Set(ids.slice(0, distinct.length)).size).toBe(distinct.length);
    expect(new Set(ids.slice(distinct.length)).size).toBe(1);
    expect(await countOrders()).toBe(before + distinct.length + 1);
  });

  it("answers a retried re_order with the first re-order", async () => {
    const placed = await placeOrder(orderBody(lines));
    const key = `reorder-${randomUUID()}`;
    const reOrder = () =>
      t.api({
        method: "POST",
        url: "/api/re_order",
        payload: { order_id: placed.json().id },
        headers: { ...customer.auth, "idempotency-key": key },
      });
    const first = await reOrder();
    expect(first.statusCode).toBe(200);
    const before = await countOrders();
    const second = await reOrder();
    expect(second.json()).toEqual(first.json());
    expect(await countOrders()).toBe(before);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, first.json().id));
    expect(row?.reorderOf).toBe(placed.json().id);
  });
});
