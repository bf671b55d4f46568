// The store's order board from the outside: staff sign-in (wrong passwords, the failure budget,
// expiry, sign-out), one outlet's orders and no other's, moves with their 409s and races, a
// rejected order's money given back, sold-out marks reaching the menu and place_order, pickup
// numbers per outlet and Cairo day.

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments, sandboxPaymentSessions } from "#server/db/schema.ts";
import { demoOutlets } from "#server/db/seed/demo-data.ts";
import { createRateLimiter } from "#server/http/rate-limit.ts";
import { createStaffService } from "#server/modules/store/staff.service.ts";
import { fetchMenuResponseSchema } from "#shared/contract/menu.ts";
import { staffSignIn, storeMenu, storeMoveOrder, storeOrders } from "#shared/contract/store.ts";
import { type Customer, newCustomer } from "../fixtures/customers.ts";
import {
  condimentNamed,
  itemNamed,
  menuOf,
  orderBody,
  payWithCard,
  placePaidOrder,
  TEST_CARDS,
} from "../fixtures/orders.ts";
import { createTestApp, type TestApp } from "../fixtures/test-app.ts";
import { testEngine } from "../fixtures/test-database.ts";

const METRICS_TOKEN = "store-board-test-metrics-token";
let t: TestApp;
let customer: Customer;
let clock = new Date("2026-03-10T08:00:00Z"); // a Tuesday, 10:00 in Cairo
const tick = (ms = 60_000) => {
  clock = new Date(clock.getTime() + ms);
};

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, menuCacheMs: 0, config: { metricsToken: METRICS_TOKEN } });
  customer = await newCustomer(t, "Nour Hassan");
});
afterAll(async () => {
  await t?.close();
});

async function signIn(username: string, password: string, ip = "10.0.0.1") {
  return t.api({
    method: "POST",
    url: "/api/store/sign_in",
    payload: { username, password },
    remoteAddress: ip,
  });
}
async function staffAuth(outletId: number) {
  const response = await signIn(`staff${outletId}`, `demo-staff-${outletId}`);
  expect(response.statusCode).toBe(200);
  const session = staffSignIn.response.parse(response.json()).data;
  return { authorization: `Bearer ${session.token}` };
}

const paidOrder = (outletId = 4, note = "") =>
  placePaidOrder(t, customer.auth, { outletId, quantity: 2, note });
const board = async (auth: Record<string, string>) => {
  const response = await t.api({ method: "GET", url: "/api/store/orders", headers: auth });
  expect(response.statusCode).toBe(200);
  return storeOrders.response.parse(response.json()).data;
};
/** Payments owed back that the provider refused, as counted for the alert. */
async function refundsFailed(): Promise<number> {
  const response = await t.app.inject({
    method: "GET",
    url: "/metrics",
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  return Number(/^storefront_refunds_failed_total (\S+)$/m.exec(response.body)?.[1]);
}
const move = (auth: Record<string, string>, id: string, to: string) =>
  t.api({ method: "POST", url: `/api/store/orders/${id}/move`, payload: { to }, headers: auth });

describe(`staff sign-in (${testEngine})`, () => {
  it("opens a session bound to the account's outlet, and refuses wrong passwords and unknown names alike", async () => {
    const ok = await signIn("Staff4 ", "demo-staff-4");
    expect(ok.statusCode).toBe(200);
    const session = staffSignIn.response.parse(ok.json()).data;
    expect(session.outlet.id).toBe(4);
    expect(Date.parse(session.expires_at) - clock.getTime()).toBe(12 * 3_600_000);

    const wrong = await signIn("staff4", "demo-staff-5");
    const unknown = await signIn("nobody", "demo-staff-4");
    for (const refused of [wrong, unknown]) {
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ password: ["The username or password is not correct."] });
    }
  });

  it("spends one failure budget per account, from any address, and the right password waits too", async () => {
    for (let i = 0; i < 5; i++)
      expect((await signIn("staff6", `guess-${i}-xxxx`, `10.1.0.${i}`)).statusCode).toBe(422);
    // The sixth wrong try is heard, and sets a wait.
    expect((await signIn("staff6", "guess-6-xxxx", "10.1.1.1")).statusCode).toBe(422);
    const blocked = await signIn("staff6", "demo-staff-6", "10.1.1.2");
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(blocked.json().message).toMatch(/Too many wrong passwords for this account/);
    tick(2_000);
    expect((await signIn("staff6", "demo-staff-6", "10.1.1.2")).statusCode).toBe(200);
  });

  it("limits the attempts of one address over all accounts", async () => {
    let last = 0;
    for (let i = 0; i < 31; i++)
      last = (await signIn(`staff${(i % 3) + 7}`, "not-the-password", "10.9.9.9")).statusCode;
    expect(last).toBe(429);
    tick(11 * 60_000);
  });

  it("ends sessions at sign-out and after 12 hours; a customer's token is no staff token, nor the reverse", async () => {
    const auth = await staffAuth(4);
    expect(
      (await t.api({ method: "GET", url: "/api/store/orders", headers: customer.auth })).statusCode,
    ).toBe(401);
    expect((await t.api({ method: "GET", url: "/api/order_history", headers: auth })).statusCode).toBe(401);
    expect((await t.api({ method: "GET", url: "/api/store/orders" })).statusCode).toBe(401);

    const out = await t.api({ method: "POST", url: "/api/store/sign_out", headers: auth });
    expect(out.statusCode).toBe(200);
    expect((await t.api({ method: "GET", url: "/api/store/orders", headers: auth })).statusCode).toBe(401);

    const later = await staffAuth(4);
    tick(12 * 3_600_000 + 1_000);
    expect((await t.api({ method: "GET", url: "/api/store/orders", headers: later })).statusCode).toBe(401);
  });

  it("refuses the demo's published accounts in production mode", async () => {
    const staff = createStaffService(t.database.db, {
      production: true,
      limiter: createRateLimiter(t.database.db, () => clock),
      now: () => clock,
    });
    await expect(staff.signIn("staff4", "demo-staff-4", "10.2.0.1")).rejects.toMatchObject({
      statusCode: 422,
    });
  });
});

describe(`the board (${testEngine})`, () => {
  // The sign-ins above end past closing time; pickup needs the store open.
  beforeAll(() => {
    clock = new Date("2026-03-11T08:00:00Z"); // a Wednesday, 10:00 in Cairo
  });

  it("lists its own outlet's paid orders only, newest paid first, with the first name, lines and next moves", async () => {
    const at4 = await staffAuth(4);
    const first = await paidOrder(4, "no sugar");
    tick();
    const second = await paidOrder(4);
    const elsewhere = await paidOrder(5);
    const { outlet, orders } = await board(at4);
    expect(outlet.id).toBe(4);
    const ids = orders.map((order) => order.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(ids).not.toContain(elsewhere);
    const shown = orders.find((order) => order.id === first);
    expect(shown).toMatchObject({
      order_status: "paid",
      customer_first_name: "Nour",
      next: ["accepted", "rejected"],
      lines: [{ name: "Espresso Single", quantity: 2, condiments: [], note: "no sugar" }],
    });
    expect(shown?.pickup_number).toBeGreaterThan(0);
  });

  it("names the items, options, categories and the outlet in the tablet's language", async () => {
    const menu = await menuOf(t, 4);
    const flatWhite = itemNamed(menu, "Flat White");
    const oat = condimentNamed(menu, "Milk", "Oat");
    const placed = await t.api({
      method: "POST",
      url: "/api/place_order",
      payload: orderBody([
        { itemId: flatWhite.menuItemId, quantity: 1, condiment_data: [{ condiment_id: oat.id }] },
      ]),
      headers: customer.auth,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    await payWithCard(t, placed.json().url, TEST_CARDS.approve);
    const arabic = { ...(await staffAuth(4)), "accept-language": "ar" };

    const { outlet, orders } = await board(arabic);
    expect(outlet.name).toBe(demoOutlets.find((known) => known.id === 4)?.nameAr);
    expect(orders.find((order) => order.id === placed.json().id)?.lines).toEqual([
      { name: "فلات وايت", quantity: 1, condiments: [oat.name_ar], note: "" },
    ]);
    expect(oat.name_ar).toMatch(/[\u0600-\u06FF]/);

    const sold = storeMenu.response.parse(
      (await t.api({ method: "GET", url: "/api/store/menu", headers: arabic })).json(),
    ).data;
    expect(sold.items.find((item) => item.id === flatWhite.menuItemId)?.name).toBe("فلات وايت");
    expect(sold.condiments.find((condiment) => condiment.id === oat.id)).toMatchObject({
      name: oat.name_ar,
      group: menu.condiment_groups.find((group) => group.name === "Milk")?.name_ar,
    });
    // English tablets read the spec's names, as before.
    const english = await board(await staffAuth(4));
    expect(english.orders.find((order) => order.id === placed.json().id)?.lines[0]).toMatchObject({
      name: "Flat White",
      condiments: ["Oat"],
    });
  });

  it("moves an order along for its own outlet and answers 404 for another outlet's", async () => {
    const at4 = await staffAuth(4);
    const at5 = await staffAuth(5);
    const id = await paidOrder(4);
    expect((await move(at5, id, "accepted")).statusCode).toBe(404);
    expect(
      (await t.api({ method: "GET", url: "/api/store/orders", headers: at5 })).json().data.orders,
    ).not.toContainEqual(expect.objectContaining({ id }));
    for (const to of ["accepted", "preparing", "ready"]) {
      tick();
      const moved = await move(at4, id, to);
      expect(moved.statusCode).toBe(200);
      expect(storeMoveOrder.response.parse(moved.json()).data.order_status).toBe(to);
    }
    // A pickup order is never out for delivery, and nothing skips a step.
    expect((await move(at4, id, "out_for_delivery")).statusCode).toBe(409);
    expect((await move(at4, id, "completed")).statusCode).toBe(200);
    expect((await board(at4)).orders.map((order) => order.id)).not.toContain(id);
    expect((await move(at4, id, "accepted")).statusCode).toBe(409);
    const changes = await t.app.orders.statusChanges(id);
    expect(changes.filter((change) => change.actor === "store")).toHaveLength(4);
  });

  it("cannot move an order that is not paid yet", async () => {
    const at4 = await staffAuth(4);
    const espresso = itemNamed(await menuOf(t, 4), "Espresso Single").menuItemId;
    const placed = await t.api({
      method: "POST",
      url: "/api/place_order",
      payload: orderBody([{ itemId: espresso, quantity: 1 }]),
      headers: customer.auth,
    });
    const { id } = placed.json() as { id: string };
    for (const to of ["cancelled", "accepted", "rejected"])
      expect((await move(at4, id, to)).statusCode).toBe(409);
    expect((await board(at4)).orders.map((order) => order.id)).not.toContain(id);
  });

  it("makes one move when two staff press at once", async () => {
    const at4 = await staffAuth(4);
    const other = await staffAuth(4);
    const id = await paidOrder(4);
    const answers = await Promise.all([
      move(at4, id, "accepted"),
      move(other, id, "accepted"),
      move(at4, id, "rejected"),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const changes = await t.app.orders.statusChanges(id);
    expect(changes.filter((change) => change.actor === "store")).toHaveLength(1);
  });

  it("gives a rejected order's money back through the payment provider", async () => {
    const at4 = await staffAuth(4);
    const id = await paidOrder(4);
    expect((await move(at4, id, "rejected")).statusCode).toBe(200);
    const [session] = await t.database.db
      .select({ status: sandboxPaymentSessions.status })
      .from(sandboxPaymentSessions)
      .where(eq(sandboxPaymentSessions.orderId, id));
    expect(["voided", "refunded"]).toContain(session?.status);
    const details = await t.api({ method: "GET", url: `/api/order_details/${id}` });
    expect(details.json().data.order_status).toBe("rejected");
  });

  it("records a rejected order's money as one to refund by hand when the provider will not give it back", async () => {
    const at4 = await staffAuth(4);
    const id = await paidOrder(4);
    // The provider no longer holds an approved charge: it refuses both the void and the refund.
    await t.database.db
      .update(sandboxPaymentSessions)
      .set({ status: "declined" })
      .where(eq(sandboxPaymentSessions.orderId, id));
    const metricsBefore = await refundsFailed();

    const rejected = await move(at4, id, "rejected");
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data.order_status).toBe("rejected");
    const rows = await t.database.db
      .select({ outcome: payments.outcome, message: payments.message })
      .from(payments)
      .where(eq(payments.orderId, id));
    expect(rows).toEqual([
      { outcome: "refund_failed", message: "Refund it by hand: the store rejected the order." },
    ]);
    expect(await refundsFailed()).toBe(metricsBefore + 1);
  });

  it("numbers an outlet's paid orders from 1 every Cairo day", async () => {
    clock = new Date("2026-03-11T21:50:00Z"); // 23:50 in Cairo
    const late = await paidOrder(7);
    const lateNumber = (await t.api({ method: "GET", url: `/api/order_details/${late}` })).json().data
      .pickup_number;
    expect(lateNumber).toBe(1);
    const next = await paidOrder(7);
    expect(
      (await t.api({ method: "GET", url: `/api/order_details/${next}` })).json().data.pickup_number,
    ).toBe(2);
    clock = new Date("2026-03-11T22:05:00Z"); // 00:05 the next day in Cairo
    const morning = await paidOrder(7);
    expect(
      (await t.api({ method: "GET", url: `/api/order_details/${morning}` })).json().data.pickup_number,
    ).toBe(1);
    clock = new Date("2026-03-12T08:00:00Z");
  });
});

describe(`sold out (${testEngine})`, () => {
  const soldOut = (auth: Record<string, string>, body: Record<string, unknown>) =>
    t.api({ method: "POST", url: "/api/store/sold_out", payload: body, headers: auth });
  const menuAt = async (outletId: number) =>
    fetchMenuResponseSchema.parse(
      (await t.api({ method: "POST", url: "/api/fetch_menu", payload: { outlet_id: outletId } })).json(),
    ).menu_data;

  it("takes an item off for the rest of the Cairo day at that outlet only, refused by place_order with its name", async () => {
    const at4 = await staffAuth(4);
    const item = itemNamed(await menuAt(4), "Espresso Single").menuItemId;
    const marked = await soldOut(at4, { kind: "item", id: item, sold_out: true, until: "end_of_day" });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data.sold_out.until).toBe("2026-03-12T22:00:00.000Z"); // midnight in Cairo

    expect((await menuAt(4)).sold_out?.items).toContain(item);
    expect((await menuAt(5)).sold_out?.items ?? []).not.toContain(item);
    const listed = storeMenu.response
      .parse((await t.api({ method: "GET", url: "/api/store/menu", headers: at4 })).json())
      .data.items.find((entry) => entry.id === item);
    expect(listed?.sold_out).toEqual({ until: "2026-03-12T22:00:00.000Z" });

    const refused = await t.api({
      method: "POST",
      url: "/api/place_order",
      payload: orderBody([{ itemId: item, quantity: 1 }]),
      headers: customer.auth,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors["data.0"]).toEqual([
      "Espresso Single is sold out at this store right now. Please remove it from your cart.",
    ]);

    clock = new Date("2026-03-12T22:00:01Z");
    expect((await menuAt(4)).sold_out?.items ?? []).not.toContain(item);
    clock = new Date("2026-03-13T08:00:00Z");
  });

  it("keeps a mark until undone, for condiments too, and refuses what the outlet does not sell", async () => {
    const at4 = await staffAuth(4);
    const menu = await menuAt(4);
    const condiment = menu.condiment_group_items[0];
    if (!condiment) throw new Error("no condiments on the demo menu");
    expect(
      (await soldOut(at4, { kind: "condiment", id: condiment.id, sold_out: true, until: "undone" })).json()
        .data,
    ).toEqual({ sold_out: { until: null } });
    clock = new Date("2026-03-20T08:00:00Z");
    expect((await menuAt(4)).sold_out?.condiments).toContain(condiment.id);
    const nextShift = await staffAuth(4);
    expect(
      (await soldOut(nextShift, { kind: "condiment", id: condiment.id, sold_out: false })).json().data,
    ).toEqual({
      sold_out: null,
    });
    expect((await menuAt(4)).sold_out?.condiments).not.toContain(condiment.id);

    const unknown = await soldOut(nextShift, { kind: "item", id: 999_999, sold_out: true });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.id).toBeDefined();
  });
});
