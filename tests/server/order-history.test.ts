// order_history's fields beside the spec's: the store, the order type, the total, the delivery
// address, and each line's item, condiments and note (what the app needs to fill a cart again).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderDetailsResponseSchema, orderHistoryResponseSchema } from "#shared/contract/orders.ts";
import { toPiastres } from "#shared/money/money.ts";
import { orderTotals } from "#shared/rules/order-totals.ts";
import { addressPayload, type Customer, newCustomer } from "../fixtures/customers.ts";
import { condimentNamed, itemNamed, menuOf, orderBody, payWithCard, TEST_CARDS } from "../fixtures/orders.ts";
import { createTestApp, type TestApp } from "../fixtures/test-app.ts";
import { testEngine } from "../fixtures/test-database.ts";

// A Tuesday at noon in Cairo: every delivery outlet is open.
const clock = new Date("2026-01-13T10:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, menuCacheMs: 0 });
});
afterAll(async () => {
  await t?.close();
});

async function paidOrder(who: Customer, body: Record<string, unknown>): Promise<string> {
  const placed = await t.api({ method: "POST", url: "/api/place_order", payload: body, headers: who.auth });
  expect(placed.statusCode, placed.body).toBe(200);
  await payWithCard(t, placed.json().url, TEST_CARDS.approve);
  return placed.json().id as string;
}

async function historyOf(who: Customer) {
  const response = await t.api({ method: "GET", url: "/api/order_history", headers: who.auth });
  expect(response.statusCode).toBe(200);
  return orderHistoryResponseSchema.parse(response.json()).data;
}

async function totalOf(id: string): Promise<number> {
  const response = await t.api({ method: "GET", url: `/api/order_details/${id}` });
  return orderDetailsResponseSchema.parse(response.json()).data.totals.total;
}

describe(`order_history: store, order type, total and the lines' ids (${testEngine})`, () => {
  it("names the pickup store, the total paid and each line's item, condiments and note", async () => {
    const buyer = await newCustomer(t, "Buyer");
    const menu = await menuOf(t, 5);
    const latte = itemNamed(menu, "Flat White");
    const oat = condimentNamed(menu, "Milk", "Oat");
    const espresso = itemNamed(menu, "Espresso Single");
    const id = await paidOrder(
      buyer,
      orderBody(
        [
          {
            itemId: latte.menuItemId,
            quantity: 2,
            note: "extra hot",
            condiment_data: [{ condiment_id: oat.id }],
          },
          { itemId: espresso.menuItemId, quantity: 1 },
        ],
        { selected_outlet_id: 5 },
      ),
    );

    const [order] = await historyOf(buyer);
    expect(order).toMatchObject({
      id,
      order_type: 2,
      outlet_id: 5,
      outlet_name: "Zamalek Brazil Street",
      address_id: null,
      total: await totalOf(id),
    });
    expect(order?.outlet_name_ar).toMatch(/[\u0600-\u06ff]/);
    // The spec's fields as they were, the ids beside them.
    expect(order?.order_data.menuItems).toEqual([
      {
        name: "Flat White",
        name_ar: latte.item_name_ar,
        quantity: 2,
        total: ((toPiastres(latte.price) + toPiastres(oat.price)) * 2) / 100,
        item_id: latte.menuItemId,
        condiment_ids: [oat.id],
        note: "extra hot",
      },
      {
        name: "Espresso Single",
        name_ar: espresso.item_name_ar,
        quantity: 1,
        total: espresso.price,
        item_id: espresso.menuItemId,
        condiment_ids: [],
        note: "",
      },
    ]);
  });

  it("order_details gives the Arabic of what its English receipt names: items, condiments, store", async () => {
    const buyer = await newCustomer(t, "Buyer");
    const menu = await menuOf(t, 5);
    const latte = itemNamed(menu, "Flat White");
    const oat = condimentNamed(menu, "Milk", "Oat");
    const id = await paidOrder(
      buyer,
      orderBody([{ itemId: latte.menuItemId, quantity: 1, condiment_data: [{ condiment_id: oat.id }] }], {
        selected_outlet_id: 5,
      }),
    );
    const response = await t.api({ method: "GET", url: `/api/order_details/${id}` });
    const { oracle_response: receipt, names_ar: namesAr } = orderDetailsResponseSchema.parse(
      response.json(),
    ).data;
    expect(receipt.menuItems[0]?.name).toBe("Flat White");
    expect(namesAr).toEqual({
      "Zamalek Brazil Street": expect.stringMatching(/[\u0600-\u06ff]/),
      "Flat White": latte.item_name_ar,
      Oat: oat.name_ar,
    });
  });

  it("gives a delivery its address and a total with the delivery fee; lists only the caller's", async () => {
    const buyer = await newCustomer(t, "Home Buyer");
    const saved = await t.api({
      method: "POST",
      url: "/api/save_address",
      payload: addressPayload(),
      headers: buyer.auth,
    });
    const addressId = saved.json().address_id as number;
    const espresso = itemNamed(await menuOf(t, 4), "Espresso Single");
    const id = await paidOrder(
      buyer,
      orderBody([{ itemId: espresso.menuItemId, quantity: 3 }], {
        order_type: 3,
        selected_address_id: addressId,
        selected_outlet_id: "",
      }),
    );

    const history = await historyOf(buyer);
    expect(history).toHaveLength(1);
    const total = await totalOf(id);
    expect(history[0]).toMatchObject({
      id,
      order_type: 3,
      outlet_id: 4,
      outlet_name: "Maadi Road 9",
      address_id: addressId,
      total,
    });
    // Three espressos, VAT on them, and the delivery fee.
    const expected = orderTotals(
      [{ unitPrice: toPiastres(espresso.price), condimentPrices: [], quantity: 3 }],
      { delivery: true },
    );
    expect(expected.delivery).toBeGreaterThan(0);
    expect(toPiastres(total)).toBe(expected.total);

    const stranger = await newCustomer(t, "Stranger");
    expect(await historyOf(stranger)).toEqual([]);
  });
});
