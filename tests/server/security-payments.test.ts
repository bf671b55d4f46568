// Attacks on the card payment flow: a second charge kept for one order, our error page made to
// show a stranger's words, and payment sessions opened by the thousand.
import { createHmac } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config/config.ts";
import { payments, posOutbox, sandboxPaymentSessions } from "#server/db/schema.ts";
import { type Customer, newCustomer } from "../fixtures/customers.ts";
import { orderBody, payWithCard, TEST_CARDS } from "../fixtures/orders.ts";
import { createTestApp, type TestApp } from "../fixtures/test-app.ts";
import { testEngine } from "../fixtures/test-database.ts";

// A Tuesday at noon in Cairo, at the start of a 10-minute rate-limit window.
let clock = new Date("2026-01-13T10:00:00Z");
const PER_IP = 8;
const errorLog: string[] = [];
let t: TestApp;
let customer: Customer;
beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    menuCacheMs: 0,
    config: { paymentSessionsPerIp: PER_IP },
    logger: { level: "error", stream: { write: (line: string) => void errorLog.push(line) } },
  });
  customer = await newCustomer(t);
});
afterAll(async () => {
  await t?.close();
});

async function newOrder() {
  const response = await t.api({
    method: "POST",
    url: "/api/place_order",
    payload: orderBody([{ itemId: 21001, quantity: 2 }]),
    headers: customer.auth,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { id: string; url: string };
}

const success = (orderId: string) => `/payment-success?order_id=${orderId}`;
const form = { "content-type": "application/x-www-form-urlencoded" };
const checkout = (url: string, remoteAddress = "127.0.0.1") =>
  t.app.inject({ method: "GET", url, remoteAddress });

/** A payment page left waiting for its 3-D Secure confirmation; confirm() later approves it. */
async function pendingChallenge(orderUrl: string) {
  const page = (await checkout(orderUrl)).headers.location as string;
  const submitted = await t.app.inject({
    method: "POST",
    url: page,
    headers: form,
    payload: `name=N&number=${TEST_CARDS.challenge}&expiry=12/30&cvc=123`,
  });
  const challenge = submitted.headers.location as string;
  expect(challenge).toMatch(/^\/payments\/sandbox\/challenge\//);
  return {
    sessionId: page.split("/").pop() as string,
    async confirm() {
      const confirmed = await t.app.inject({
        method: "POST",
        url: challenge,
        headers: form,
        payload: "decision=confirm",
      });
      return confirmed.headers.location as string;
    },
  };
}

const paymentRows = (orderId: string) =>
  t.database.db
    .select({
      outcome: payments.outcome,
      providerReference: payments.providerReference,
      amount: payments.amount,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.id));

const sandboxStatus = async (sessionId: string) =>
  (
    await t.database.db
      .select({ status: sandboxPaymentSessions.status })
      .from(sandboxPaymentSessions)
      .where(eq(sandboxPaymentSessions.id, sessionId))
  )[0]?.status;

const referenceOf = (callbackUrl: string) =>
  new URL(callbackUrl, "http://localhost").searchParams.get("reference") as string;

describe(`a second payment for one order (${testEngine})`, () => {
  it("refunds a second approval through the provider, records it once, and shows the success page", async () => {
    const order = await newOrder();
    // Tab A waits at the bank's confirmation; tab B opens a new page meanwhile and pays.
    const tabA = await pendingChallenge(order.url);
    const tabB = await payWithCard(t, order.url, TEST_CARDS.approve);
    expect(tabB.landing).toBe(success(order.id));
    const [kept] = await paymentRows(order.id);

    // Tab A is confirmed too: the customer sees the order paid, the second charge goes back.
    const callbackA = await tabA.confirm();
    const landing = await t.app.inject({ method: "GET", url: callbackA });
    expect(landing.statusCode).toBe(303);
    expect(landing.headers.location).toBe(success(order.id));

    const expected = [
      { outcome: "approved", providerReference: referenceOf(tabB.callbackUrl), amount: kept?.amount },
      { outcome: "refunded", providerReference: referenceOf(callbackA), amount: kept?.amount },
    ];
    expect(await paymentRows(order.id)).toEqual(expected);
    expect(await sandboxStatus(tabA.sessionId)).toBe("refunded");

    // A reload of tab A's result: the same page, nothing recorded or refunded again.
    const replay = await t.app.inject({ method: "GET", url: callbackA });
    expect(replay.headers.location).toBe(success(order.id));
    expect(await paymentRows(order.id)).toEqual(expected);
    expect(errorLog.join("")).not.toContain(order.id);

    const outbox = await t.database.db.select().from(posOutbox).where(eq(posOutbox.orderId, order.id));
    expect(outbox).toHaveLength(1);
  });

  it("refunds an approved charge of another amount than the order's, and leaves the order unpaid", async () => {
    const order = await newOrder();
    // The provider charges 0.01 EGP instead of the total (a misconfigured or hostile provider).
    const page = (await checkout(order.url, "192.0.2.77")).headers.location as string;
    const sessionId = page.split("/").pop() as string;
    await t.database.db
      .update(sandboxPaymentSessions)
      .set({ amount: 1 })
      .where(eq(sandboxPaymentSessions.id, sessionId));
    const submitted = await t.app.inject({
      method: "POST",
      url: page,
      headers: form,
      payload: `name=N&number=${TEST_CARDS.approve}&expiry=12/30&cvc=123`,
    });
    const callbackUrl = submitted.headers.location as string;
    const landing = await t.app.inject({ method: "GET", url: callbackUrl });
    const mismatch = `/payment-error?message=${encodeURIComponent("The payment amount did not match the order.")}&order_id=${order.id}`;
    expect(landing.headers.location).toBe(mismatch);
    const expected = [{ outcome: "refunded", providerReference: referenceOf(callbackUrl), amount: 1 }];
    expect(await paymentRows(order.id)).toEqual(expected);
    expect(await sandboxStatus(sessionId)).toBe("refunded");

    // A reload: the same error page, nothing refunded or recorded again, the order still unpaid.
    expect((await t.app.inject({ method: "GET", url: callbackUrl })).headers.location).toBe(mismatch);
    expect(await paymentRows(order.id)).toEqual(expected);
    const outbox = await t.database.db.select().from(posOutbox).where(eq(posOutbox.orderId, order.id));
    expect(outbox).toHaveLength(0);
  });

  it("records a refund the provider refuses as one to make by hand, and logs it as an error", async () => {
    const order = await newOrder();
    const tabA = await pendingChallenge(order.url);
    expect((await payWithCard(t, order.url, TEST_CARDS.approve)).landing).toBe(success(order.id));
    const callbackA = await tabA.confirm();
    // The provider no longer holds an approved charge to give back.
    await t.database.db
      .update(sandboxPaymentSessions)
      .set({ status: "declined" })
      .where(eq(sandboxPaymentSessions.id, tabA.sessionId));

    const logged = errorLog.length;
    const landing = await t.app.inject({ method: "GET", url: callbackA });
    expect(landing.headers.location).toBe(success(order.id));
    const rows = await paymentRows(order.id);
    expect(rows.map((row) => row.outcome)).toEqual(["approved", "refund_failed"]);
    expect(rows[1]?.providerReference).toBe(referenceOf(callbackA));
    const errors = errorLog.slice(logged);
    expect(errors).toHaveLength(1);
    expect(JSON.parse(errors[0] as string)).toMatchObject({
      level: 50,
      orderId: order.id,
      reference: referenceOf(callbackA),
      msg: expect.stringContaining("refund it by hand"),
    });

    // A reload asks for no second refund and logs nothing more.
    await t.app.inject({ method: "GET", url: callbackA });
    expect(await paymentRows(order.id)).toHaveLength(2);
    expect(errorLog).toHaveLength(logged + 1);
  });

  it("opens one payment page per order while it is open: a second tab gets the same one", async () => {
    const order = await newOrder();
    const first = (await checkout(order.url)).headers.location;
    expect((await checkout(order.url)).headers.location).toBe(first);
    // Declined, that page is finished: Retry opens a new one.
    await payWithCard(t, order.url, TEST_CARDS.decline);
    expect((await checkout(order.url)).headers.location).not.toBe(first);
  });
});

describe(`the payment error page's message (${testEngine})`, () => {
  it("never passes on a provider message that is not one of ours", async () => {
    const order = await newOrder();
    const page = (await checkout(order.url, "192.0.2.50")).headers.location as string;
    const values = {
      session_id: page.split("/").pop() as string,
      order_id: order.id,
      amount: "1",
      outcome: "declined",
      reference: "sbx_made_up_decline",
      message: "Call 0100 000 0000 to pay by phone",
    };
    const signature = createHmac("sha512", loadConfig({ APP_MODE: "demo" }).paymentsHmacSecret)
      .update(Object.values(values).join("\n"))
      .digest("hex");
    const answer = await t.app.inject({
      method: "GET",
      url: `/payments/callback?${new URLSearchParams({ ...values, signature })}`,
    });
    expect(answer.headers.location).toBe(`/payment-error?order_id=${order.id}`);
  });
});

describe(`payment session limits (${testEngine})`, () => {
  it("opens at most 20 payment pages per order in 10 minutes, from any number of addresses", async () => {
    const order = await newOrder();
    for (let i = 1; i <= 20; i += 1) {
      expect((await checkout(order.url, `198.51.100.${i}`)).statusCode).toBe(303);
    }
    const refused = await checkout(order.url, "198.51.100.21");
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe("600");
    // A browser goes on to our error page, with Retry for this order.
    const next = `/payment-error?message=${encodeURIComponent(
      "Too many payment attempts. Please wait a few minutes and try again.",
    )}&amp;order_id=${order.id}`;
    expect(refused.headers["content-type"]).toMatch(/^text\/html/);
    expect(refused.body).toContain(`<meta http-equiv="refresh" content="0;url=${next}">`);

    // Another order is not held up; this one opens again in the next window.
    expect((await checkout((await newOrder()).url, "198.51.100.22")).statusCode).toBe(303);
    clock = new Date(clock.getTime() + 600_000);
    expect((await checkout(order.url, "198.51.100.23")).statusCode).toBe(303);
  });

  it("stops one address opening payment pages by the thousand", async () => {
    const address = "203.0.113.9";
    const orders = [await newOrder(), await newOrder(), await newOrder()];
    const statuses: number[] = [];
    for (let i = 0; i < 60; i += 1) {
      statuses.push((await checkout((orders[i % 3] as { url: string }).url, address)).statusCode);
    }
    expect(statuses.filter((status) => status === 303)).toHaveLength(PER_IP);
    expect(statuses.slice(PER_IP).every((status) => status === 429)).toBe(true);
    const sessions = await t.database.db
      .select({ id: sandboxPaymentSessions.id })
      .from(sandboxPaymentSessions)
      .where(eq(sandboxPaymentSessions.orderId, (orders[0] as { id: string }).id));
    expect(sessions).toHaveLength(1);

    // Another address is not held up by it.
    expect((await checkout((orders[0] as { url: string }).url, "203.0.113.10")).statusCode).toBe(303);
  });
});
