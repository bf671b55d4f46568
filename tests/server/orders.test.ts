import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, outletMenuItems, payments, posOutbox } from "#server/db/schema.ts";
import { orderDetailsResponseSchema, orderHistoryResponseSchema } from "#shared/contract/orders.ts";
import { toPiastres } from "#shared/money/money.ts";
import { orderTotals } from "#shared/rules/order-totals.ts";
import { addressPayload, type Customer, newCustomer } from "../fixtures/customers.ts";
import { condimentNamed, itemNamed, menuOf, orderBody, payWithCard, TEST_CARDS } from "../fixtures/orders.ts";
import { createTestApp, type TestApp } from "../fixtures/test-app.ts";
import { testEngine } from "../fixtures/test-database.ts";

// A Tuesday at noon in Cairo: every delivery outlet is open.
let clock = new Date("2026-01-13T10:00:00Z");
let t: TestApp;
let customer: Customer;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, menuCacheMs: 0 });
  customer = await newCustomer(t);
});
afterAll(async () => {
  await t?.close();
});

const placeOrder = (body: Record<string, unknown>, headers: Record<string, string> = {}, who = customer) =>
  t.api({ method: "POST", url: "/api/place_order", payload: body, headers: { ...who.auth, ...headers } });

async function saveAddress(who: Customer) {
  const response = await t.api({
    method: "POST",
    url: "/api/save_address",
    payload: addressPayload(),
    headers: who.auth,
  });
  expect(response.statusCode).toBe(200);
  return response.json().address_id as number;
}

async function details(id: string) {
  const response = await t.api({ method: "GET", url: `/api/order_details/${id}` });
  expect(response.statusCode).toBe(200);
  return orderDetailsResponseSchema.parse(response.json()).data;
}

describe(`place_order pricing (${testEngine})`, () => {
  it("prices from the outlet's menu and ignores the client's prices", async () => {
    const menu = await menuOf(t, 4);
    const latte = itemNamed(menu, "Flat White");
    const oat = condimentNamed(menu, "Milk", "Oat");
    const lines = [
      { itemId: latte.menuItemId, quantity: 2, condiment_data: [{ condiment_id: oat.id }] },
      { itemId: itemNamed(menu, "Espresso Single").menuItemId, quantity: 1 },
    ];
    // The client claims everything is free.
    const tampered = JSON.stringify(
      lines.map((line) => ({
        ...line,
        note: "",
        condiment_data: (line.condiment_data ?? []).map((c) => ({ ...c, condiment_price: 0 })),
        itemPrice: 0.01,
        itemName: "Free",
      })),
    );
    const response = await placeOrder(orderBody(lines, { data: tampered }));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 200, url: `/payments/checkout/${body.id}` });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);

    const expected = orderTotals(
      [
        { unitPrice: toPiastres(latte.price), condimentPrices: [toPiastres(oat.price)], quantity: 2 },
        { unitPrice: toPiastres(itemNamed(menu, "Espresso Single").price), condimentPrices: [], quantity: 1 },
      ],
      { delivery: false },
    );
    const order = await details(body.id);
    expect(order.totals).toEqual({
      subtotal: expected.subtotal / 100,
      vat: expected.vat / 100,
      delivery: 0,
      total: expected.total / 100,
    });
    expect(order.oracle_response.totals.paymentTotal).toBe(expected.total / 100);
    expect(order.oracle_response.menuItems[0]).toMatchObject({
      name: "Flat White",
      quantity: 2,
      unitPrice: latte.price,
    });
    expect(order.order_status).toBe("awaiting_payment");
  });

  it.each([
    ["item 21026 (never shown)", () => [{ itemId: 21026, quantity: 1 }]],
    ["an unknown item", () => [{ itemId: 99999, quantity: 1 }]],
    ["quantity 0", () => [{ itemId: 21001, quantity: 0 }]],
    ["a fractional quantity", () => [{ itemId: 21001, quantity: 1.5 }]],
  ])("refuses %s with 422", async (_case, lines) => {
    const response = await placeOrder(orderBody(lines()));
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)[0]).toMatch(/^data/);
  });

  it("refuses hidden condiments, condiments of other items and too many from one group", async () => {
    const menu = await menuOf(t, 4);
    const latte = itemNamed(menu, "Flat White");
    const milk = menu.condiment_groups.find((group) => group.name === "Milk");
    const [first, second] = milk?.condiment_items ?? [];
    for (const condimentIds of [[400901], [first, second], [999999]]) {
      const response = await placeOrder(
        orderBody([
          {
            itemId: latte.menuItemId,
            quantity: 1,
            condiment_data: condimentIds.map((id) => ({ condiment_id: id as number })),
          },
        ]),
      );
      expect(response.statusCode, `condiments ${condimentIds}`).toBe(422);
    }
  });

  it("refuses box items (ordered by message) and an empty or malformed cart", async () => {
    const menu = await menuOf(t, 4);
    const box = menu.items.find((item) => item.unk === "Brew-Box");
    expect(box).toBeDefined();
    expect(
      (await placeOrder(orderBody([{ itemId: box?.menuItemId as number, quantity: 1 }]))).statusCode,
    ).toBe(422);
    expect((await placeOrder(orderBody([], { data: "[]" }))).statusCode).toBe(422);
    const malformed = await placeOrder(orderBody([], { data: "[{" }));
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors.data).toEqual(["The cart data is not valid JSON."]);
  });
});

describe(`place_order checks, in the spec's order (${testEngine})`, () => {
  const someLine = [{ itemId: 21001, quantity: 1 }];

  it("needs a login", async () => {
    const response = await t.api({ method: "POST", url: "/api/place_order", payload: orderBody(someLine) });
    expect(response.statusCode).toBe(401);
  });

  it("needs a payment method", async () => {
    const response = await placeOrder(orderBody(someLine, { selected_method: "" }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.selected_method).toEqual(["Please select a payment method"]);
  });

  it("delivers only from delivery outlets and only in opening hours (Cairo time)", async () => {
    const addressId = await saveAddress(customer);
    const friday9am = new Date("2026-01-16T07:00:00Z");
    clock = friday9am;
    try {
      const closed = await placeOrder(orderBody(someLine, { order_type: 3, selected_address_id: addressId }));
      expect(closed.statusCode).toBe(422);
      expect(closed.json().errors.selected_address_id[0]).toMatch(
        / is closed now\. Available hours are 10:00 - 22:00$/,
      );
    } finally {
      clock = new Date("2026-01-13T10:00:00Z");
    }
    const open = await placeOrder(
      orderBody(someLine, { order_type: "3", selected_address_id: String(addressId) }),
    );
    expect(open.statusCode).toBe(200);
    const order = await details(open.json().id);
    expect(order.totals.delivery).toBe(25);
    expect(order.deliver_to).toMatchObject({ label: "Home", phone_number: "01012345678" });
  });

  it("needs an outlet for pickup and the caller's own address for delivery", async () => {
    const noOutlet = await placeOrder(orderBody(someLine, { selected_outlet_id: "" }));
    expect(noOutlet.json().errors.selected_outlet_id).toEqual(["Please select a Outlet"]);
    const noAddress = await placeOrder(orderBody(someLine, { order_type: 3, selected_address_id: "" }));
    expect(noAddress.json().errors.selected_address_id).toEqual(["Please select a delivery address"]);

    const stranger = await newCustomer(t, "Stranger");
    const strangersAddress = await saveAddress(stranger);
    const notMine = await placeOrder(
      orderBody(someLine, { order_type: 3, selected_address_id: strangersAddress }),
    );
    expect(notMine.statusCode).toBe(422);
    expect(notMine.json().errors.selected_address_id).toEqual(["Please select a delivery address"]);
  });
});

describe(`Idempotency-Key (${testEngine})`, () => {
  const lines = [{ itemId: 21001, quantity: 1 }];
  const countOrders = async () => (await t.database.db.select({ id: orders.id }).from(orders)).length;

  it("answers a retry with the first answer and makes one order", async () => {
    const before = await countOrders();
    const key = `retry-${Date.now()}`;
    const first = await placeOrder(orderBody(lines), { "idempotency-key": key });
    const second = await placeOrder(orderBody(lines), { "idempotency-key": key });
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await countOrders()).toBe(before + 1);
  });

  it("refuses the same key with another body", async () => {
    const key = `other-${Date.now()}`;
    await placeOrder(orderBody(lines), { "idempotency-key": key });
    const changed = await placeOrder(orderBody([{ itemId: 21001, quantity: 2 }]), { "idempotency-key": key });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors["Idempotency-Key"]).toBeDefined();
  });

  it("makes one order from concurrent duplicates", async () => {
    const before = await countOrders();
    const key = `burst-${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => placeOrder(orderBody(lines), { "idempotency-key": key })),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(await countOrders()).toBe(before + 1);
  });
});

describe(`card payments and the POS (${testEngine})`, () => {
  async function newOrder(who = customer) {
    const response = await placeOrder(orderBody([{ itemId: 21001, quantity: 2 }]), {}, who);
    expect(response.statusCode).toBe(200);
    return response.json() as { id: string; url: string };
  }

  it("approves the test card, marks the order paid once and hands it to the POS once", async () => {
    const order = await newOrder();
    const { landing, callbackUrl } = await payWithCard(t, order.url, TEST_CARDS.approve);
    expect(landing).toBe(`/payment-success?order_id=${order.id}`);

    // The browser reloads the callback: nothing is recorded twice.
    const replay = await t.app.inject({ method: "GET", url: callbackUrl });
    expect(replay.headers.location).toBe(landing);
    await t.app.posOutbox.drain();

    const paymentRows = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(paymentRows).toHaveLength(1);
    const [outbox] = await t.database.db.select().from(posOutbox).where(eq(posOutbox.orderId, order.id));
    expect(outbox?.deliveredAt).not.toBeNull();
    expect(outbox?.attempts).toBe(1);

    const paid = await details(order.id);
    expect(paid.order_status).toBe("paid");
    expect(paid.oracle_response.header.informationLines.some((line) => line.startsWith("Check "))).toBe(true);
    expect(paid.oracle_response.totals.paymentTotal).toBe(paid.totals.total);

    // Paying again is not offered: checkout sends the customer to the success page.
    const again = await t.app.inject({ method: "GET", url: order.url });
    expect(again.headers.location).toBe(landing);
  });

  it("sends a declined card to the error page and lets the customer retry", async () => {
    const order = await newOrder();
    const declined = await payWithCard(t, order.url, TEST_CARDS.decline);
    expect(declined.landing).toBe(
      `/payment-error?message=${encodeURIComponent("Your card was declined.")}&order_id=${order.id}`,
    );
    expect((await details(order.id)).order_status).toBe("payment_failed");
    const retried = await payWithCard(t, order.url, TEST_CARDS.approve);
    expect(retried.landing).toBe(`/payment-success?order_id=${order.id}`);
  });

  it("asks for 3-D Secure with the challenge card", async () => {
    const order = await newOrder();
    expect((await payWithCard(t, order.url, TEST_CARDS.challenge, "confirm")).landing).toBe(
      `/payment-success?order_id=${order.id}`,
    );
    const other = await newOrder();
    expect((await payWithCard(t, other.url, TEST_CARDS.challenge, "reject")).landing).toMatch(
      /^\/payment-error\?/,
    );
  });

  it("refuses a forged or altered result", async () => {
    const order = await newOrder();
    const checkout = await t.app.inject({ method: "GET", url: order.url });
    const submitted = await t.app.inject({
      method: "POST",
      url: checkout.headers.location as string,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `name=N&number=${TEST_CARDS.decline}&expiry=12/30&cvc=123`,
    });
    const forged = (submitted.headers.location as string).replace("outcome=declined", "outcome=approved");
    const answer = await t.app.inject({ method: "GET", url: forged });
    expect(answer.headers.location).toBe(
      `/payment-error?message=${encodeURIComponent("The payment could not be verified.")}`,
    );
    expect((await details(order.id)).order_status).toBe("awaiting_payment");
  });

  it("lists paid orders newest first with line totals, and re-orders them", async () => {
    const buyer = await newCustomer(t, "Buyer");
    const menu = await menuOf(t, 4);
    const latte = itemNamed(menu, "Flat White");
    const oat = condimentNamed(menu, "Milk", "Oat");
    const placed = await placeOrder(
      orderBody([
        { itemId: latte.menuItemId, quantity: 2, condiment_data: [{ condiment_id: oat.id }] },
        { itemId: 21001, quantity: 1 },
      ]),
      {},
      buyer,
    );
    const unpaid = await placeOrder(orderBody([{ itemId: 21001, quantity: 1 }]), {}, buyer);
    await payWithCard(t, placed.json().url, TEST_CARDS.approve);

    const history = await t.api({ method: "GET", url: "/api/order_history", headers: buyer.auth });
    const body = orderHistoryResponseSchema.parse(history.json());
    expect(body.data.map((order) => order.id)).toEqual([placed.json().id]); // unpaid orders are not past orders
    expect(body.data[0]?.order_data.menuItems[0]).toEqual({
      name: "Flat White",
      name_ar: latte.item_name_ar,
      quantity: 2,
      total: ((toPiastres(latte.price) + toPiastres(oat.price)) * 2) / 100,
      item_id: latte.menuItemId,
      condiment_ids: [oat.id],
      note: "",
    });
    expect(unpaid.statusCode).toBe(200);

    // The latte leaves outlet 4's menu: the re-order keeps the rest and says what is missing.
    await t.database.db
      .delete(outletMenuItems)
      .where(sql`${outletMenuItems.outletId} = 4 and ${outletMenuItems.itemId} = ${latte.menuItemId}`);
    const reOrder = await t.api({
      method: "POST",
      url: "/api/re_order",
      payload: { order_id: placed.json().id },
      headers: buyer.auth,
    });
    expect(reOrder.statusCode).toBe(200);
    expect(reOrder.json()).toMatchObject({ status: 200, unavailable: ["Flat White"] });
    expect(reOrder.json().url).toBe(`/payments/checkout/${reOrder.json().id}`);
    expect(
      (await details(reOrder.json().id)).oracle_response.menuItems.map((item) => item.name),
    ).not.toContain("Flat White");

    const strangers = await t.api({
      method: "POST",
      url: "/api/re_order",
      payload: { order_id: placed.json().id },
      headers: customer.auth,
    });
    expect(strangers.statusCode).toBe(404);
  });

  it("answers 404 for an unknown order", async () => {
    const response = await t.api({
      method: "GET",
      url: "/api/order_details/00000000-0000-4000-8000-000000000000",
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().status).toBe(404);
  });
});
