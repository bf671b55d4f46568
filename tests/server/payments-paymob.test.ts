// Card payments through Paymob (PAYMENTS_PROVIDER=paymob), against a local fake of Paymob's
// documented API: the HMAC against the documentation's own example, the payment page, both
// callbacks in every order and number, forged and altered callbacks, amounts that differ,
// declines and 3-D Secure failures, Paymob down, reconciliation of lost callbacks, refunds and
// voids, and the POS handed each paid order once.
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PaymentProviderError } from "#server/adapters/payments/payments.port.ts";
import {
  hmacMatches,
  processedCallbackString,
  responseCallbackString,
} from "#server/adapters/payments/paymob/paymob-hmac.ts";
import { paymobProvider } from "#server/adapters/payments/paymob/paymob-provider.ts";
import { loadConfig } from "#server/config/config.ts";
import type { PaymobConfig } from "#server/config/paymob.ts";
import { orders, paymentSessions, payments, posOutbox, savedCards } from "#server/db/schema.ts";
import { MAX_CARDS } from "#server/modules/profile/profile.service.ts";
import { KIOSK_DEVICE_HEADER } from "#shared/contract/endpoint.ts";
import { paymentMessages } from "#shared/contract/payment-messages.ts";
import { type PaymobFake, startPaymobFake } from "../fakes/paymob-fake.ts";
import { type Customer, newCustomer } from "../fixtures/customers.ts";
import { orderBody } from "../fixtures/orders.ts";
import { createTestApp, type TestApp } from "../fixtures/test-app.ts";
import { testEngine } from "../fixtures/test-database.ts";

// ---- The documented example (developers.paymob.com, "HMAC Transaction Callback") ---------------
// The sample processed callback's signed values, and the string the page says they make.
const DOCUMENTED_STRING =
  "1000002024-06-13T11:33:44.592345EGPfalsefalse1920364654097558truefalsefalsefalsetruefalse217503754302852false2346MasterCardcardtrue";
const documentedObj = {
  id: 192036465,
  pending: false,
  amount_cents: 100000,
  success: true,
  is_auth: false,
  is_capture: false,
  is_standalone_payment: true,
  is_voided: false,
  is_refunded: false,
  is_3d_secure: true,
  integration_id: 4097558,
  has_parent_transaction: false,
  order: { id: 217503754, merchant_order_id: "not-signed" },
  created_at: "2024-06-13T11:33:44.592345",
  currency: "EGP",
  error_occured: false,
  owner: 302852,
  source_data: { pan: "2346", type: "card", sub_type: "MasterCard" },
};
const documentedQuery: Record<string, string> = {
  id: "192036465",
  pending: "false",
  amount_cents: "100000",
  success: "true",
  is_auth: "false",
  is_capture: "false",
  is_standalone_payment: "true",
  is_voided: "false",
  is_refunded: "false",
  is_3d_secure: "true",
  integration_id: "4097558",
  has_parent_transaction: "false",
  order_id: "217503754",
  created_at: "2024-06-13T11:33:44.592345",
  currency: "EGP",
  error_occured: "false",
  owner: "302852",
  "source_data.pan": "2346",
  "source_data.sub_type": "MasterCard",
  "source_data.type": "card",
};

describe("Paymob's HMAC, checked against the documentation's example", () => {
  const secret = "documented-example-secret";
  const documentedHmac = createHmac("sha512", secret).update(DOCUMENTED_STRING).digest("hex");

  it("signs the processed (POST) callback's fields in the documented order, without separators", () => {
    expect(processedCallbackString(documentedObj)).toBe(DOCUMENTED_STRING);
    expect(hmacMatches(secret, processedCallbackString(documentedObj), documentedHmac)).toBe(true);
  });

  it("signs the response (GET) callback's flat query the same way (order_id, or order)", () => {
    expect(responseCallbackString(documentedQuery)).toBe(DOCUMENTED_STRING);
    const { order_id, ...withOrder } = documentedQuery;
    expect(responseCallbackString({ ...withOrder, order: order_id })).toBe(DOCUMENTED_STRING);
  });

  it("refuses any change to a signed value, a wrong secret and a malformed signature", () => {
    const altered = { ...documentedObj, amount_cents: 100 };
    expect(hmacMatches(secret, processedCallbackString(altered), documentedHmac)).toBe(false);
    expect(hmacMatches("another-secret", DOCUMENTED_STRING, documentedHmac)).toBe(false);
    expect(hmacMatches(secret, DOCUMENTED_STRING, documentedHmac.slice(0, 127))).toBe(false);
    expect(hmacMatches(secret, DOCUMENTED_STRING, `${documentedHmac.slice(0, 127)}g`)).toBe(false);
    expect(hmacMatches(secret, DOCUMENTED_STRING, undefined)).toBe(false);
  });
});

// ---- The storefront with Paymob ---------------------------------------------------------------

const ACCOUNT = {
  secretKey: "egy_sk_test_secret_key_never_logged",
  publicKey: "egy_pk_test_public",
  apiKey: "api-key-never-logged",
  hmacSecret: "hmac-secret-never-logged",
  integrationIds: [4097558],
};

let fake: PaymobFake;
let t: TestApp;
let customer: Customer;
let clock = new Date("2026-03-10T10:00:00Z"); // a Tuesday, noon in Cairo
const log: string[] = [];

beforeAll(async () => {
  fake = await startPaymobFake(ACCOUNT);
  const paymob: PaymobConfig = { ...ACCOUNT, apiUrl: fake.url };
  t = await createTestApp({
    now: () => clock,
    menuCacheMs: 0,
    config: { paymentsProvider: "paymob", paymob, publicUrl: "https://shop.example.com" },
    logger: { level: "info", stream: { write: (line: string) => void log.push(line) } },
  });
  customer = await newCustomer(t, "Mona Hassan");
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.reset();
  log.length = 0;
});

async function newOrder() {
  const placed = await t.api({
    method: "POST",
    url: "/api/place_order",
    payload: orderBody([{ itemId: 21001, quantity: 2 }]),
    headers: customer.auth,
  });
  expect(placed.statusCode).toBe(200);
  const order = placed.json() as { id: string; url: string };
  const total = (
    await t.database.db.select({ total: orders.total }).from(orders).where(eq(orders.id, order.id))
  )[0]?.total as number;
  return { ...order, total };
}

/** Opens the order's payment page: the redirect to Paymob's checkout and its intention. */
async function openCheckout(url: string) {
  const answer = await t.app.inject({ method: "GET", url });
  expect(answer.statusCode).toBe(303);
  const location = answer.headers.location as string;
  return { location, intention: fake.intentionAt(location) };
}

const notify = (paid: { query: Record<string, string>; body: unknown }) =>
  t.app.inject({
    method: "POST",
    url: `/payments/notification?${new URLSearchParams(paid.query)}`,
    payload: paid.body as object,
  });
const comeBack = (query: Record<string, string>) =>
  t.app.inject({ method: "GET", url: `/payments/callback?${new URLSearchParams(query)}` });

const statusOf = async (orderId: string) =>
  (await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]
    ?.status;
const paymentRows = (orderId: string) =>
  t.database.db
    .select({ outcome: payments.outcome, reference: payments.providerReference, amount: payments.amount })
    .from(payments)
    .where(eq(payments.orderId, orderId));
const outboxRows = (orderId: string) =>
  t.database.db.select().from(posOutbox).where(eq(posOutbox.orderId, orderId));
const success = (orderId: string) => `/payment-success?order_id=${orderId}`;
const failed = (message: string, orderId: string) =>
  `/payment-error?message=${encodeURIComponent(message)}&order_id=${orderId}`;

describe(`Paymob checkout (${testEngine})`, () => {
  it("opens a payment intention for the order's total, items and customer, and sends the browser to Paymob's checkout", async () => {
    const order = await newOrder();
    const { location, intention } = await openCheckout(order.url);
    expect(location).toBe(
      `${fake.url}/unifiedcheckout/?publicKey=${ACCOUNT.publicKey}&clientSecret=${intention.clientSecret}`,
    );
    const body = intention.body as Record<string, unknown> & {
      items: { amount: number; quantity: number }[];
      billing_data: Record<string, string>;
    };
    expect(fake.calls[0]).toMatchObject({ route: "intention", authorized: true });
    expect(body).toMatchObject({
      amount: order.total,
      currency: "EGP",
      payment_methods: ACCOUNT.integrationIds,
      notification_url: "https://shop.example.com/payments/notification",
      redirection_url: "https://shop.example.com/payments/callback",
      expiration: 3600,
    });
    expect(body.items.reduce((sum, item) => sum + item.amount * item.quantity, 0)).toBe(order.total);
    expect(body.billing_data).toMatchObject({
      first_name: "Mona Hassan",
      phone_number: `+20${customer.phone.slice(1)}`,
    });
    expect(String(body.special_reference)).toMatch(new RegExp(`^${order.id}\\.[0-9a-f]{8}$`));
    const [session] = await t.database.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.providerOrderId, String(intention.orderId)));
    expect(session).toMatchObject({ orderId: order.id, amount: order.total, status: "open" });
  });

  it("records a payment from the processed callback alone, when the browser never comes back, and hands it to the POS once", async () => {
    const order = await newOrder();
    const { intention } = await openCheckout(order.url);
    const paid = fake.pay(intention, "approved");
    const answer = await notify(paid);
    expect(answer.statusCode).toBe(200);
    expect(await statusOf(order.id)).toBe("paid");
    expect(await paymentRows(order.id)).toEqual([
      { outcome: "approved", reference: String(paid.transaction.id), amount: order.total },
    ]);
    await t.app.posOutbox.drain();
    const [handed] = await outboxRows(order.id);
    expect(handed?.deliveredAt).not.toBeNull();
    expect(handed?.attempts).toBe(1);
    // Paymob sends it again, and the browser turns up late: nothing recorded twice.
    expect((await notify(paid)).statusCode).toBe(200);
    expect((await comeBack(paid.redirectQuery)).headers.location).toBe(success(order.id));
    expect(await paymentRows(order.id)).toHaveLength(1);
    expect((await outboxRows(order.id))[0]?.attempts).toBe(1);
  });

  it("records a payment from the browser first, then takes the processed callback as a replay", async () => {
    const order = await newOrder();
    const paid = fake.pay((await openCheckout(order.url)).intention, "approved");
    expect((await comeBack(paid.redirectQuery)).headers.location).toBe(success(order.id));
    expect((await notify(paid)).statusCode).toBe(200);
    expect(await paymentRows(order.id)).toHaveLength(1);
    expect(await statusOf(order.id)).toBe("paid");
  });

  it("records one payment when the same callback arrives twice at once", async () => {
    const order = await newOrder();
    const paid = fake.pay((await openCheckout(order.url)).intention, "approved");
    const answers = await Promise.all([notify(paid), notify(paid), comeBack(paid.redirectQuery)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 303]);
    expect(await paymentRows(order.id)).toHaveLength(1);
    expect(await outboxRows(order.id)).toHaveLength(1);
  });

  it("shows a declined card and a failed 3-D Secure check in our words, and lets the customer try again", async () => {
    const order = await newOrder();
    const declined = fake.pay((await openCheckout(order.url)).intention, "declined");
    expect((await notify(declined)).statusCode).toBe(200);
    expect(await statusOf(order.id)).toBe("payment_failed");
    expect((await comeBack(declined.redirectQuery)).headers.location).toBe(
      failed(paymentMessages.cardDeclined, order.id),
    );
    const threeDs = fake.pay((await openCheckout(order.url)).intention, "3ds-failed");
    expect((await comeBack(threeDs.redirectQuery)).headers.location).toBe(
      failed(paymentMessages.notConfirmed, order.id),
    );
    // A new payment page for the same order, and a card that works.
    const approved = fake.pay((await openCheckout(order.url)).intention, "approved");
    expect((await comeBack(approved.redirectQuery)).headers.location).toBe(success(order.id));
    expect(await statusOf(order.id)).toBe("paid");
  });

  it("keeps a paid order paid when a decline from another attempt arrives after it", async () => {
    const order = await newOrder();
    const first = (await openCheckout(order.url)).intention;
    const second = (await openCheckout(order.url)).intention;
    const approved = fake.pay(second, "approved");
    const declined = fake.pay(first, "declined");
    await notify(approved);
    await notify(declined);
    expect(await statusOf(order.id)).toBe("paid");
    expect((await paymentRows(order.id)).map((row) => row.outcome).sort()).toEqual(["approved", "declined"]);
  });

  it("refunds a second approval for an order already paid through another payment page", async () => {
    const order = await newOrder();
    const tabA = fake.pay((await openCheckout(order.url)).intention, "approved");
    const tabB = fake.pay((await openCheckout(order.url)).intention, "approved");
    await notify(tabA);
    expect((await comeBack(tabB.redirectQuery)).headers.location).toBe(success(order.id));
    expect(fake.transactions.get(tabB.transaction.id)?.is_refunded).toBe(true);
    expect(fake.transactions.get(tabA.transaction.id)?.is_refunded).toBe(false);
    expect((await paymentRows(order.id)).map((row) => row.outcome).sort()).toEqual(["approved", "refunded"]);
    expect(await outboxRows(order.id)).toHaveLength(1);
  });

  it("flags a charge of another amount, refunds it and never sends the order to the POS", async () => {
    const order = await newOrder();
    const paid = fake.pay((await openCheckout(order.url)).intention, "approved", order.total - 100);
    expect((await notify(paid)).statusCode).toBe(200);
    expect(await statusOf(order.id)).toBe("awaiting_payment");
    expect(await paymentRows(order.id)).toEqual([
      { outcome: "refunded", reference: String(paid.transaction.id), amount: order.total - 100 },
    ]);
    expect(fake.transactions.get(paid.transaction.id)?.refunded_amount_cents).toBe(order.total - 100);
    expect(await outboxRows(order.id)).toHaveLength(0);
    expect(log.join("\n")).toContain("payment amount mismatch");
    expect((await comeBack(paid.redirectQuery)).headers.location).toBe(
      failed(paymentMessages.amountMismatch, order.id),
    );
  });

  it("ignores Paymob's callbacks for refunds and voids (no new payment)", async () => {
    const order = await newOrder();
    const paid = fake.pay((await openCheckout(order.url)).intention, "approved");
    await notify(paid);
    await t.app.payments.giveBack(order.id, "the store could not make the order");
    const refundTransaction = [...fake.transactions.values()].find((tx) => tx.has_parent_transaction);
    expect(refundTransaction).toBeDefined();
    const { settled: _settled, ...obj } = refundTransaction as NonNullable<typeof refundTransaction>;
    const signed = createHmac("sha512", ACCOUNT.hmacSecret)
      .update(processedCallbackString(obj))
      .digest("hex");
    const answer = await notify({ query: { hmac: signed }, body: { type: "TRANSACTION", obj } });
    expect(answer.statusCode).toBe(200);
    expect((await paymentRows(order.id)).map((row) => row.outcome)).toEqual(["refunded"]);
  });

  it("waits on a pending payment without recording it, and tells the customer so", async () => {
    const order = await newOrder();
    const pending = fake.pay((await openCheckout(order.url)).intention, "pending");
    expect((await notify(pending)).statusCode).toBe(200);
    expect((await comeBack(pending.redirectQuery)).headers.location).toBe(
      failed(paymentMessages.stillPending, order.id),
    );
    expect(await paymentRows(order.id)).toHaveLength(0);
    expect(await statusOf(order.id)).toBe("awaiting_payment");
  });
});

describe(`forged Paymob callbacks (${testEngine})`, () => {
  it("refuses a processed callback whose amount, order or success was changed, and logs it without secrets", async () => {
    const order = await newOrder();
    const paid = fake.pay((await openCheckout(order.url)).intention, "declined");
    const forgeries = [
      { ...paid.body, obj: { ...paid.body.obj, success: true } },
      { ...paid.body, obj: { ...paid.body.obj, amount_cents: 1 } },
      { ...paid.body, obj: { ...paid.body.obj, order: { id: 1, merchant_order_id: order.id } } },
    ];
    for (const body of forgeries) {
      const answer = await notify({ query: paid.query, body });
      expect(answer.statusCode).toBe(401);
    }
    expect((await notify({ query: { hmac: "0".repeat(128) }, body: paid.body })).statusCode).toBe(401);
    expect((await notify({ query: {}, body: paid.body })).statusCode).toBe(401);
    expect((await notify({ query: paid.query, body: { type: "TRANSACTION" } })).statusCode).toBe(401);
    expect(await paymentRows(order.id)).toHaveLength(0);
    const written = log.join("\n");
    expect(written).toContain("payment notification with a bad signature refused");
    for (const secret of [ACCOUNT.hmacSecret, ACCOUNT.secretKey, ACCOUNT.apiKey, paid.query.hmac]) {
      expect(written).not.toContain(secret);
    }
  });

  it("refuses a browser result with a changed value, and records nothing", async () => {
    const order = await newOrder();
    const paid = fake.pay((await openCheckout(order.url)).intention, "declined");
    const answer = await comeBack({ ...paid.redirectQuery, success: "true" });
    expect(answer.headers.location).toBe(
      `/payment-error?message=${encodeURIComponent(paymentMessages.notVerified)}`,
    );
    expect(await paymentRows(order.id)).toHaveLength(0);
  });

  it("refuses a customer's own signed return with its fields cut elsewhere, and keeps the genuine payment", async () => {
    const order = await newOrder();
    const paid = fake.pay((await openCheckout(order.url)).intention, "approved");
    const query = paid.redirectQuery;
    // The signed string is the same: the transaction id takes the integration id's first digit,
    // or the amount takes the date's.
    const cuts: Record<string, string>[] = [
      {
        ...query,
        id: `${query.id}${query.integration_id?.[0]}`,
        integration_id: query.integration_id?.slice(1) ?? "",
      },
      {
        ...query,
        amount_cents: `${query.amount_cents}${query.created_at?.[0]}`,
        created_at: query.created_at?.slice(1) ?? "",
      },
    ];
    for (const cut of cuts) {
      expect(hmacMatches(ACCOUNT.hmacSecret, responseCallbackString(cut), cut.hmac)).toBe(true);
      expect((await comeBack(cut)).headers.location).toBe(
        `/payment-error?message=${encodeURIComponent(paymentMessages.notVerified)}`,
      );
      const { hmac, ...signed } = cut;
      const obj = { ...paid.body.obj, ...signed, order: paid.body.obj.order };
      expect(hmacMatches(ACCOUNT.hmacSecret, processedCallbackString(obj), hmac)).toBe(true);
      expect(
        (await notify({ query: { hmac: hmac ?? "" }, body: { type: "TRANSACTION", obj } })).statusCode,
      ).toBe(401);
    }
    expect(await paymentRows(order.id)).toHaveLength(0);
    expect(await statusOf(order.id)).toBe("awaiting_payment");
    // Paymob's own callback then records the payment, and nothing is refunded.
    expect((await notify(paid)).statusCode).toBe(200);
    expect(await paymentRows(order.id)).toEqual([
      { outcome: "approved", reference: String(paid.transaction.id), amount: order.total },
    ]);
    expect(fake.calls.filter((call) => call.route === "refund" || call.route === "void")).toEqual([]);
  });

  it("tells a customer back while Paymob cannot confirm the approval that it is pending, and Paymob's callback waits", async () => {
    const order = await newOrder();
    const paid = fake.pay((await openCheckout(order.url)).intention, "approved");
    fake.failNext("transaction", 503, 503);
    expect((await comeBack(paid.redirectQuery)).headers.location).toBe(
      failed(paymentMessages.stillPending, order.id),
    );
    // Not recorded: Paymob sends it again.
    expect((await notify(paid)).statusCode).toBe(503);
    expect(await paymentRows(order.id)).toHaveLength(0);
    expect((await notify(paid)).statusCode).toBe(200);
    expect(await statusOf(order.id)).toBe("paid");
  });

  it("answers a signed result for a payment page that is not ours with 'not found', recording nothing", async () => {
    const order = await newOrder();
    const paid = fake.pay((await openCheckout(order.url)).intention, "approved");
    await t.database.db.delete(paymentSessions).where(eq(paymentSessions.orderId, order.id));
    expect((await comeBack(paid.redirectQuery)).headers.location).toBe(
      `/payment-error?message=${encodeURIComponent(paymentMessages.orderNotFound)}`,
    );
    expect(await paymentRows(order.id)).toHaveLength(0);
  });
});

describe(`cards saved on Paymob's page (${testEngine})`, () => {
  /** Paymob's card token callback, signed over its documented 8 fields in their order. */
  function tokenCallback(paymobOrderId: number, token: string, hmacSecret = ACCOUNT.hmacSecret) {
    const obj = {
      id: 9_081_726,
      token,
      masked_pan: "xxxx-xxxx-xxxx-2346",
      merchant_id: 302852,
      card_subtype: "MasterCard",
      created_at: "2026-03-10T12:00:00.000000",
      email: "mona@example.com",
      order_id: String(paymobOrderId),
    };
    const signed = [
      obj.card_subtype,
      obj.created_at,
      obj.email,
      obj.id,
      obj.masked_pan,
      obj.merchant_id,
      obj.order_id,
      obj.token,
    ].join("");
    return {
      query: { hmac: createHmac("sha512", hmacSecret).update(signed).digest("hex") },
      body: { type: "TOKEN", obj },
    };
  }
  const cardsOf = (userId: number) =>
    t.database.db
      .select({
        token: savedCards.token,
        last4: savedCards.last4,
        brand: savedCards.brand,
        provider: savedCards.provider,
      })
      .from(savedCards)
      .where(eq(savedCards.userId, userId));

  it("keeps the token of a card the customer saved while paying, once, and offers it on the next payment page", async () => {
    const saver = await newCustomer(t, "Card Saver");
    const placed = await t.api({
      method: "POST",
      url: "/api/place_order",
      payload: orderBody([{ itemId: 21001, quantity: 1 }]),
      headers: saver.auth,
    });
    const order = placed.json() as { id: string; url: string };
    const { intention } = await openCheckout(order.url);
    const token = "d7f3a4b9c2e14f0aa1b2c3d4e5f60718";
    expect((await notify(tokenCallback(intention.orderId, token))).statusCode).toBe(200);
    expect((await notify(tokenCallback(intention.orderId, token))).statusCode).toBe(200);
    expect(await cardsOf(saver.userId)).toEqual([
      { token, last4: "2346", brand: "MasterCard", provider: "paymob" },
    ]);
    const next = await openCheckout(order.url);
    expect(next.intention.body.card_tokens).toEqual([token]);
  });

  it("offers no saved card on the payment page of an order placed at a store's kiosk, which strangers share", async () => {
    const regular = await newCustomer(t, "Kiosk Regular");
    const place = (headers: Record<string, string>) =>
      t.api({
        method: "POST",
        url: "/api/place_order",
        payload: orderBody([{ itemId: 21001, quantity: 1 }]),
        headers: { ...regular.auth, ...headers },
      });
    const first = (await place({})).json() as { id: string; url: string };
    const token = "a1b2c3d4e5f60718d7f3a4b9c2e14f0a";
    const { intention } = await openCheckout(first.url);
    expect((await notify(tokenCallback(intention.orderId, token))).statusCode).toBe(200);

    // Walked away on the provider's page, still logged in: whoever comes next types a card.
    const atKiosk = { [KIOSK_DEVICE_HEADER]: "1" };
    const kioskOrder = (await place(atKiosk)).json() as { id: string; url: string };
    const kioskPage = await openCheckout(kioskOrder.url);
    expect(kioskPage.intention.body.card_tokens).toBeUndefined();
    // The stranger ticks "save card" there: it is not kept on the account left signed in.
    const strangers = "f0a1b2c3d4e5f60718d7f3a4b9c2e14f";
    expect((await notify(tokenCallback(kioskPage.intention.orderId, strangers))).statusCode).toBe(200);
    expect((await cardsOf(regular.userId)).map((card) => card.token)).toEqual([token]);
    const again = await t.api({
      method: "POST",
      url: "/api/re_order",
      payload: { order_id: first.id },
      headers: { ...regular.auth, ...atKiosk },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await openCheckout(again.json().url)).intention.body.card_tokens).toBeUndefined();
    // On their own phone the card is offered as before.
    expect((await openCheckout((await place({})).json().url)).intention.body.card_tokens).toEqual([token]);
  });

  it("offers a card no more once the customer removed it", async () => {
    const remover = await newCustomer(t, "Card Remover");
    const place = async () =>
      (
        await t.api({
          method: "POST",
          url: "/api/place_order",
          payload: orderBody([{ itemId: 21001, quantity: 1 }]),
          headers: remover.auth,
        })
      ).json() as { url: string };
    const { intention } = await openCheckout((await place()).url);
    const token = "0718d7f3a4b9c2e14f0aa1b2c3d4e5f6";
    expect((await notify(tokenCallback(intention.orderId, token))).statusCode).toBe(200);
    expect((await openCheckout((await place()).url)).intention.body.card_tokens).toEqual([token]);

    const cards = await t.api({ method: "GET", url: "/api/saved_cards", headers: remover.auth });
    const [card] = (cards.json() as { data: { id: number; last4: string }[] }).data;
    expect(card?.last4).toBe("2346");
    const removed = await t.api({
      method: "POST",
      url: "/api/delete_card",
      headers: remover.auth,
      payload: { card_id: card?.id },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await openCheckout((await place()).url)).intention.body.card_tokens).toBeUndefined();

    // Paymob sends the card again from the page opened before the removal: it stays removed.
    expect((await notify(tokenCallback(intention.orderId, token))).statusCode).toBe(200);
    expect(await cardsOf(remover.userId)).toEqual([]);
    expect((await openCheckout((await place()).url)).intention.body.card_tokens).toBeUndefined();
    expect(log.join("\n")).toContain('"why":"removed"');

    // Saved again on a page opened later, it is the customer's choice again.
    clock = new Date(clock.getTime() + 60_000);
    const later = await openCheckout((await place()).url);
    expect((await notify(tokenCallback(later.intention.orderId, token))).statusCode).toBe(200);
    expect((await openCheckout((await place()).url)).intention.body.card_tokens).toEqual([token]);
  });

  it("keeps at most ten cards on an account, however many the payment page saves", async () => {
    const collector = await newCustomer(t, "Card Collector");
    const placed = await t.api({
      method: "POST",
      url: "/api/place_order",
      payload: orderBody([{ itemId: 21001, quantity: 1 }]),
      headers: collector.auth,
    });
    const { intention } = await openCheckout((placed.json() as { url: string }).url);
    for (let n = 10; n <= 20; n++) {
      const answer = await notify(tokenCallback(intention.orderId, `${n}d7f3a4b9c2e14f0aa1b2c3d4e5f607`));
      expect(answer.statusCode).toBe(200);
    }
    expect(await cardsOf(collector.userId)).toHaveLength(MAX_CARDS);
    expect(log.join("\n")).toContain('"why":"full"');
  });

  it("lists and offers only the cards saved with Paymob (not a card frame's of the sandbox provider)", async () => {
    const mixed = await newCustomer(t, "Two Providers");
    const framed = await t.api({
      method: "POST",
      url: "/api/save_card",
      headers: mixed.auth,
      payload: {
        name: "Two Providers",
        token: "tok_sandbox_4242",
        last4: "4242",
        brand: "Visa",
        expiry: "12/30",
      },
    });
    expect(framed.statusCode, framed.body).toBe(200);
    const listed = await t.api({ method: "GET", url: "/api/saved_cards", headers: mixed.auth });
    expect(listed.json()).toMatchObject({ data: [] });
    const placed = await t.api({
      method: "POST",
      url: "/api/place_order",
      payload: orderBody([{ itemId: 21001, quantity: 1 }]),
      headers: mixed.auth,
    });
    expect(
      (await openCheckout((placed.json() as { url: string }).url)).intention.body.card_tokens,
    ).toBeUndefined();
  });

  it("refuses a forged card token, and never offers another customer's card", async () => {
    const order = await newOrder();
    const { intention } = await openCheckout(order.url);
    const forged = tokenCallback(intention.orderId, "forged-token", "not-the-secret");
    expect((await notify(forged)).statusCode).toBe(401);
    expect(await cardsOf(customer.userId)).toEqual([]);
    const other = await newCustomer(t, "Someone Else");
    const theirs = await t.api({
      method: "POST",
      url: "/api/place_order",
      payload: orderBody([{ itemId: 21001, quantity: 1 }]),
      headers: other.auth,
    });
    const page = await openCheckout((theirs.json() as { url: string }).url);
    expect(page.intention.body.card_tokens).toBeUndefined();
  });

  it("tells the add-card screen that cards are saved on the payment page (no card fields of ours)", async () => {
    const answer = await t.app.inject({
      method: "GET",
      url: "/payments/card-frame?parent_origin=https://shop.example.com",
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(paymentMessages.savedWhilePaying.replaceAll("“", "“"));
    expect(answer.body).not.toMatch(/<input|<form/);
    expect(answer.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
  });
});

describe(`the notification route, arbitrary input (${testEngine})`, () => {
  it("never answers 5xx and records nothing unsigned, whatever the body and query", async () => {
    const order = await newOrder();
    const paid = fake.pay((await openCheckout(order.url)).intention, "approved");
    const value = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.double());
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record({
        type: fc.constantFrom("TRANSACTION", "TOKEN", "OTHER"),
        obj: fc.dictionary(fc.string(), value),
      }),
      fc.record({
        type: fc.constant("TRANSACTION"),
        obj: fc.record({ ...Object.fromEntries(Object.keys(paid.body.obj).map((key) => [key, value])) }),
      }),
    );
    const query = fc.oneof(
      fc.constant(paid.query),
      fc.record({ hmac: fc.string() }),
      fc.dictionary(fc.string(), fc.string()),
    );
    await fc.assert(
      fc.asyncProperty(body, query, async (payload, search) => {
        const answer = await t.app.inject({
          method: "POST",
          url: `/payments/notification?${new URLSearchParams(search)}`,
          headers: { "content-type": "application/json" },
          payload: JSON.stringify(payload),
        });
        expect(answer.statusCode).toBeLessThan(500);
        expect(answer.json()).toHaveProperty("status");
      }),
      { numRuns: 150 },
    );
    expect(await paymentRows(order.id)).toHaveLength(0);
  });
});

describe(`Paymob unavailable (${testEngine})`, () => {
  it("sends the customer to a clear message when Paymob answers 5xx, with Retry for the order", async () => {
    const order = await newOrder();
    fake.failNext("intention", 503);
    const answer = await t.app.inject({ method: "GET", url: order.url });
    expect(answer.headers.location).toBe(failed(paymentMessages.providerUnavailable, order.id));
    expect(fake.intentions).toHaveLength(0);
    expect(await paymentRows(order.id)).toHaveLength(0);
    // Retry works once Paymob is back.
    expect((await openCheckout(order.url)).location).toContain("/unifiedcheckout/");
  });

  it("gives up on a request Paymob never answers within the timeout", async () => {
    fake.failNext("intention", "hang");
    const provider = paymobProvider({
      ...ACCOUNT,
      apiUrl: fake.url,
      publicUrl: "https://shop.example.com",
      pageSeconds: 3600,
      timeoutMs: 200,
    });
    const order = {
      id: "11111111-2222-4333-8444-555555555555",
      amount: 5000,
      lines: [{ name: "Latte", quantity: 1, unitPrice: 5000 }],
      customer: { firstName: "A", lastName: "", email: "", phone: "+201001234567" },
      savedCardTokens: [],
    };
    await expect(provider.startCheckout(order)).rejects.toThrow(PaymentProviderError);
    await expect(provider.startCheckout(order)).resolves.toMatchObject({
      providerOrderId: expect.any(String),
    });
  });
});

describe(`reconciliation (${testEngine})`, () => {
  it("settles a payment whose callbacks were both lost, once the page has been open long enough", async () => {
    const order = await newOrder();
    const paid = fake.pay((await openCheckout(order.url)).intention, "approved");
    // Too early: the customer may still be on Paymob's page.
    expect(await t.app.payments.reconcile(10)).toEqual({ asked: 0, settled: 0, expired: 0 });
    clock = new Date(clock.getTime() + 11 * 60_000);
    const tally = await t.app.payments.reconcile(10);
    expect(tally.settled).toBeGreaterThanOrEqual(1);
    expect(await statusOf(order.id)).toBe("paid");
    expect(await paymentRows(order.id)).toEqual([
      { outcome: "approved", reference: String(paid.transaction.id), amount: order.total },
    ]);
    expect(await outboxRows(order.id)).toHaveLength(1);
    // The callbacks arrive at last: replays.
    await notify(paid);
    expect(await paymentRows(order.id)).toHaveLength(1);
  });

  it("leaves a page nothing was paid on open while it can be used, then closes it", async () => {
    const order = await newOrder();
    const { intention } = await openCheckout(order.url);
    const sessionStatus = async () =>
      (
        await t.database.db
          .select({ status: paymentSessions.status })
          .from(paymentSessions)
          .where(eq(paymentSessions.providerOrderId, String(intention.orderId)))
      )[0]?.status;
    clock = new Date(clock.getTime() + 30 * 60_000);
    await t.app.payments.reconcile(10);
    expect(await sessionStatus()).toBe("open");
    clock = new Date(clock.getTime() + 60 * 60_000);
    await t.app.payments.reconcile(10);
    expect(await sessionStatus()).toBe("expired");
    expect(await statusOf(order.id)).toBe("awaiting_payment");
  });

  it("tries again on the next pass when Paymob's inquiry fails", async () => {
    const order = await newOrder();
    fake.pay((await openCheckout(order.url)).intention, "approved");
    clock = new Date(clock.getTime() + 11 * 60_000);
    fake.failNext("inquiry", ...Array.from({ length: 50 }, () => 500 as const));
    await t.app.payments.reconcile(10);
    expect(await statusOf(order.id)).toBe("awaiting_payment");
    fake.clearFailures();
    await t.app.payments.reconcile(10);
    expect(await statusOf(order.id)).toBe("paid");
  });
});

describe(`refunds and voids (${testEngine})`, () => {
  it("voids a payment the bank has not settled, once", async () => {
    const order = await newOrder();
    const paid = fake.pay((await openCheckout(order.url)).intention, "approved");
    await notify(paid);
    expect(await t.app.payments.giveBack(order.id, "the customer cancelled")).toBe("voided");
    expect(fake.transactions.get(paid.transaction.id)?.is_voided).toBe(true);
    await expect(t.app.payments.giveBack(order.id, "again")).rejects.toThrow("no payment to give back");
    expect(fake.calls.filter((call) => call.route === "void")).toHaveLength(1);
  });

  it("refunds a settled payment in full when it can no longer be voided", async () => {
    const order = await newOrder();
    const paid = fake.pay((await openCheckout(order.url)).intention, "approved");
    await notify(paid);
    const charged = fake.transactions.get(paid.transaction.id);
    if (charged) charged.settled = true;
    expect(await t.app.payments.giveBack(order.id, "the store closed early")).toBe("refunded");
    expect(charged?.refunded_amount_cents).toBe(order.total);
    expect((await paymentRows(order.id))[0]?.outcome).toBe("refunded");
  });

  it("does not refund twice when two refunds of one charge race", async () => {
    const order = await newOrder();
    const paid = fake.pay((await openCheckout(order.url)).intention, "approved", order.total - 1);
    // Both the browser and the server report the wrong amount at once: each asks for the refund.
    await Promise.all([notify(paid), comeBack(paid.redirectQuery)]);
    expect(fake.transactions.get(paid.transaction.id)?.refunded_amount_cents).toBe(order.total - 1);
    expect((await paymentRows(order.id)).map((row) => row.outcome)).toEqual(["refunded"]);
  });
});

describe("PAYMENTS_PROVIDER=paymob settings", () => {
  const paymobEnv = {
    PAYMENTS_PROVIDER: "paymob",
    PAYMOB_SECRET_KEY: "egy_sk_live_x",
    PAYMOB_PUBLIC_KEY: "egy_pk_live_x",
    PAYMOB_API_KEY: "api-key",
    PAYMOB_HMAC_SECRET: "hmac-secret",
    PAYMOB_INTEGRATION_IDS: "4097558, 4097559",
  };

  it("names every missing setting", () => {
    expect(() => loadConfig({ PAYMENTS_PROVIDER: "paymob" })).toThrow(
      "PAYMENTS_PROVIDER=paymob needs: PAYMOB_SECRET_KEY (or PAYMOB_SECRET_KEY_FILE), PAYMOB_PUBLIC_KEY, PAYMOB_API_KEY (or PAYMOB_API_KEY_FILE), PAYMOB_HMAC_SECRET (or PAYMOB_HMAC_SECRET_FILE), PAYMOB_INTEGRATION_IDS.",
    );
    expect(loadConfig(paymobEnv).paymob).toMatchObject({
      apiUrl: "https://accept.paymob.com",
      integrationIds: [4097558, 4097559],
    });
  });

  it("is refused in production over plain http", () => {
    const production = {
      ...paymobEnv,
      APP_MODE: "production",
      PUBLIC_URL: "https://shop.example.com",
      OTP_SECRET: "a-real-otp-secret-of-length",
      PAYMOB_API_URL: "http://accept.paymob.com",
    };
    expect(() => loadConfig(production)).toThrow(/PAYMOB_API_URL over https/);
    expect(() => loadConfig(production)).not.toThrow(/PAYMENTS_PROVIDER/);
  });
});
