// The order's life after payment (shared/rules/order-lifecycle.ts) as the server keeps it: every
// move recorded with its time and who made it, illegal moves and lost races refused with 409,
// a check the store voids at the POS cancelling the order and giving the money back, and an order
// turned away while the POS was out of reach never reaching it.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outletMenuItems, payments, posOutbox, sandboxPaymentSessions } from "#server/db/schema.ts";
import { HttpError } from "#server/http/errors.ts";
import type { SimphonyFake } from "../fakes/simphony-fake.ts";
import { type Customer, newCustomer } from "../fixtures/customers.ts";
import { SIMPHONY_OUTLET as OUTLET, startOneStoreSimphony } from "../fixtures/one-store-simphony.ts";
import { orderBody, payWithCard, TEST_CARDS } from "../fixtures/orders.ts";
import { createTestApp, type TestApp } from "../fixtures/test-app.ts";
import { testEngine } from "../fixtures/test-database.ts";

let fake: SimphonyFake;
let t: TestApp;
let customer: Customer;
let clock = new Date("2026-03-10T10:00:00Z"); // a Tuesday, noon in Cairo

beforeAll(async () => {
  const simphony = await startOneStoreSimphony({ 101: { name: "Espresso", price: null } });
  fake = simphony.fake;
  t = await createTestApp({
    now: () => clock,
    menuCacheMs: 0,
    config: { posProvider: "simphony", simphony: simphony.config(new Map([[21001, 101]]), false) },
  });
  customer = await newCustomer(t);
  // The fake POS prices the item as the storefront does.
  const [row] = await t.database.db
    .select({ price: outletMenuItems.price })
    .from(outletMenuItems)
    .where(and(eq(outletMenuItems.outletId, OUTLET), eq(outletMenuItems.itemId, 21001)));
  fake.setPrice(101, (row?.price ?? 0) / 100);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function paidOrder() {
  const placed = await t.api({
    method: "POST",
    url: "/api/place_order",
    payload: orderBody([{ itemId: 21001, quantity: 1 }]),
    headers: customer.auth,
  });
  const order = placed.json() as { id: string; url: string };
  expect((await payWithCard(t, order.url, TEST_CARDS.approve)).landing).toBe(
    `/payment-success?order_id=${order.id}`,
  );
  return order.id;
}
const statusOf = async (id: string) =>
  (await t.api({ method: "GET", url: `/api/order_details/${id}` })).json().data.order_status as string;
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) =>
      error instanceof HttpError ? { status: error.statusCode, message: error.message } : error,
  );

describe(`the order lifecycle (${testEngine})`, () => {
  it("takes a paid pickup order to completed, recording each move with its time and who made it", async () => {
    const id = await paidOrder();
    for (const to of ["accepted", "preparing", "ready", "completed"] as const) {
      clock = new Date(clock.getTime() + 60_000);
      await t.app.orders.move(id, to, { actor: "store", ref: "staff-7" });
      expect(await statusOf(id)).toBe(to);
    }
    const changes = await t.app.orders.statusChanges(id);
    expect(changes.map((change) => [change.fromStatus, change.toStatus, change.actor])).toEqual([
      ["awaiting_payment", "paid", "payment"],
      ["paid", "accepted", "store"],
      ["accepted", "preparing", "store"],
      ["preparing", "ready", "store"],
      ["ready", "completed", "store"],
    ]);
    expect(changes[1]?.actorRef).toBe("staff-7");
    expect(changes.at(-1)?.at.toISOString()).toBe(clock.toISOString());
    // The customer's history keeps the order, in its state.
    const history = await t.api({ method: "GET", url: "/api/order_history", headers: customer.auth });
    expect(history.json().data.find((past: { id: string }) => past.id === id)?.order_status).toBe(
      "completed",
    );
  });

  it("refuses moves the lifecycle does not allow, with 409 and where the order stands", async () => {
    const unpaid = (
      await t.api({
        method: "POST",
        url: "/api/place_order",
        payload: orderBody([{ itemId: 21001, quantity: 1 }]),
        headers: customer.auth,
      })
    ).json().id as string;
    expect(await refusal(t.app.orders.move(unpaid, "accepted", { actor: "store" }))).toEqual({
      status: 409,
      message: "This order is awaiting payment: it cannot become accepted.",
    });
    const id = await paidOrder();
    await t.app.orders.move(id, "accepted", { actor: "store" });
    await t.app.orders.move(id, "preparing", { actor: "store" });
    // A pickup order never goes out for delivery; nothing goes back.
    expect(await refusal(t.app.orders.move(id, "out_for_delivery", { actor: "store" }))).toMatchObject({
      status: 409,
    });
    expect(await refusal(t.app.orders.move(id, "accepted", { actor: "store" }))).toMatchObject({
      status: 409,
    });
    expect(await refusal(t.app.orders.move("not-an-order", "accepted", { actor: "store" }))).toMatchObject({
      status: 404,
    });
  });

  it("makes one move when two staff press at once", async () => {
    const id = await paidOrder();
    const results = await Promise.all(
      [1, 2, 3].map((staff) =>
        refusal(t.app.orders.move(id, "accepted", { actor: "store", ref: `staff-${staff}` })),
      ),
    );
    expect(results.filter((result) => result === null)).toHaveLength(1);
    for (const lost of results.filter((result) => result !== null))
      expect(lost).toMatchObject({ status: 409 });
    const accepted = (await t.app.orders.statusChanges(id)).filter(
      (change) => change.toStatus === "accepted",
    );
    expect(accepted).toHaveLength(1);
  });

  it("cancels an order whose check the store voids at the POS, and gives the money back once", async () => {
    const id = await paidOrder();
    await t.app.posOutbox.drain();
    const check = fake.checks.find((candidate) =>
      candidate.header.checkName.endsWith(id.replaceAll("-", "").slice(0, 16).toUpperCase()),
    );
    expect(check).toBeDefined();
    await t.app.posOutbox.refreshStatuses();
    expect(await statusOf(id)).toBe("paid");
    fake.setStatus(check?.header.checkRef ?? "", "Voided");
    await t.app.posOutbox.refreshStatuses();
    await t.app.posOutbox.refreshStatuses();
    expect(await statusOf(id)).toBe("cancelled");
    expect((await t.app.orders.statusChanges(id)).at(-1)).toMatchObject({
      toStatus: "cancelled",
      actor: "pos",
    });
    const rows = await t.database.db
      .select({ outcome: payments.outcome, message: payments.message })
      .from(payments)
      .where(eq(payments.orderId, id));
    expect(rows).toEqual([
      { outcome: "refunded", message: "Voided: the store voided the check at the POS." },
    ]);
    const [session] = await t.database.db
      .select({ status: sandboxPaymentSessions.status })
      .from(sandboxPaymentSessions)
      .where(eq(sandboxPaymentSessions.orderId, id));
    expect(session?.status).toBe("voided");
  });

  it("never hands the POS an order turned away while the POS could not be reached", async () => {
    fake.failNext(3, 503, "createCheck"); // every attempt of the hand-off at payment
    const id = await paidOrder();
    await t.app.posOutbox.drain(); // the hand-off the payment started, failed
    expect(await t.app.posOutbox.pending()).toBe(1);
    await t.app.orders.move(id, "rejected", { actor: "store" });
    await t.app.payments.giveBack(id, "the store rejected the order");

    clock = new Date(clock.getTime() + 10 * 60_000); // past any back-off
    try {
      await t.app.posOutbox.drain();
    } finally {
      clock = new Date(clock.getTime() - 10 * 60_000);
    }
    const name = id.replaceAll("-", "").slice(0, 16).toUpperCase();
    expect(fake.checks.some((check) => check.header.checkName.endsWith(name))).toBe(false);
    expect(await t.app.posOutbox.pending()).toBe(0);
    const [row] = await t.database.db.select().from(posOutbox).where(eq(posOutbox.orderId, id));
    expect(row).toMatchObject({
      posReference: null,
      lastError: "Not handed over: the order was turned away first.",
    });
  });

  it("completes an order handed over when its check is closed at the POS, and not one still being made", async () => {
    const checkOf = (id: string) =>
      fake.checks.find((candidate) =>
        candidate.header.checkName.endsWith(id.replaceAll("-", "").slice(0, 16).toUpperCase()),
      );
    const early = await paidOrder();
    const handedOver = await paidOrder();
    await t.app.posOutbox.drain();
    for (const to of ["accepted", "preparing"] as const) {
      await t.app.orders.move(early, to, { actor: "store" });
      await t.app.orders.move(handedOver, to, { actor: "store" });
    }
    await t.app.orders.move(handedOver, "ready", { actor: "store" });
    fake.setStatus(checkOf(early)?.header.checkRef ?? "", "closed");
    fake.setStatus(checkOf(handedOver)?.header.checkRef ?? "", "closed");
    await t.app.posOutbox.refreshStatuses();
    await t.app.posOutbox.refreshStatuses();
    expect(await statusOf(handedOver)).toBe("completed");
    expect((await t.app.orders.statusChanges(handedOver)).at(-1)).toMatchObject({ actor: "pos" });
    expect(await statusOf(early)).toBe("preparing");
  });
});
