// POST /api/kiosk/walk_in: someone at a store's kiosk orders with a first name only. The tablet's
// device token (given when staff set it up) is the proof of where they are; the session it
// answers orders pickup at that store, reaches no other customer call, and ends within the hour.
// Each attack below must fail.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WALK_IN_SESSION_MINUTES } from "#server/modules/auth/auth.service.ts";
import { rotateKioskSecret, WALK_INS_PER_KIOSK_PER_HOUR } from "#server/modules/kiosk/kiosk.service.ts";
import { DEMO_SCRYPT_COST, demoKioskSecret } from "#server/modules/kiosk/kiosk-secret.ts";
import { WALK_IN_ORDERS_PER_STORE_PER_HOUR } from "#server/modules/orders/place-order.ts";
import { pathOf } from "#shared/contract/endpoint.ts";
import { endpoints } from "#shared/contract/endpoints.ts";
import { ORDER_TYPE } from "#shared/contract/order-type.ts";
import { newCustomer } from "../fixtures/customers.ts";
import { orderBody, payWithCard, TEST_CARDS } from "../fixtures/orders.ts";
import { createTestApp, type TestApp } from "../fixtures/test-app.ts";
import { testEngine } from "../fixtures/test-database.ts";

// A Tuesday, 10:00 in Cairo: the stores are open.
let clock = new Date("2026-03-10T08:00:00Z");
const advanceMinutes = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await t?.close();
});

const KIOSK_OUTLET = 4;
const OTHER_OUTLET = 5;

let nextIp = 0;
const post = (url: string, payload: object, headers: Record<string, string> = {}) => {
  nextIp += 1;
  return t.api({ method: "POST", url, payload, headers, remoteAddress: `203.0.113.${nextIp % 250}` });
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Sets a tablet up as the outlet's kiosk with the staff PIN; its device token. */
async function setUpKiosk(outletId = KIOSK_OUTLET): Promise<string> {
  const answer = await post("/api/kiosk/verify_pin", {
    outlet_id: outletId,
    pin: demoKioskSecret(outletId),
    purpose: "setup",
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const token = answer.json().kiosk_token;
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return token;
}

const walkIn = (kioskToken: unknown, firstName: unknown = "Mona") =>
  post("/api/kiosk/walk_in", { kiosk_token: kioskToken, first_name: firstName });

async function walkInToken(kioskToken: string, firstName = "Mona"): Promise<string> {
  const answer = await walkIn(kioskToken, firstName);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().token;
}

const pickupHere = (outletId = KIOSK_OUTLET) =>
  orderBody([{ itemId: 21001, quantity: 1 }], { selected_outlet_id: outletId });

describe(`a walk-in at a store's kiosk (${testEngine})`, () => {
  it("orders pickup there with a first name, pays by card, and gets a number to watch for", async () => {
    const kiosk = await setUpKiosk();
    const answer = await walkIn(kiosk, "  Mona  ");
    expect(answer.statusCode).toBe(200);
    expect(answer.json().user_data).toMatchObject({
      username: "Mona",
      phone: "",
      last_name: null,
      email: null,
    });

    const placed = await post("/api/place_order", pickupHere(), bearer(answer.json().token));
    expect(placed.statusCode, placed.body).toBe(200);
    const { landing } = await payWithCard(t, placed.json().url, TEST_CARDS.approve);
    expect(landing).toMatch(/^\/payment-success/);
    const details = await t.api({ method: "GET", url: `/api/order_details/${placed.json().id}` });
    expect(details.json().data).toMatchObject({ order_status: "paid", order_type: ORDER_TYPE.pickup });
    expect(details.json().data.pickup_number).toBeGreaterThan(0);
  });

  it("orders pickup at the kiosk's store only: no delivery, no other store", async () => {
    const token = await walkInToken(await setUpKiosk());
    expect((await post("/api/place_order", pickupHere())).statusCode).toBe(401); // no session, no order

    const asDelivery = await post(
      "/api/place_order",
      orderBody([{ itemId: 21001, quantity: 1 }], {
        order_type: ORDER_TYPE.delivery,
        selected_address_id: 1,
      }),
      bearer(token),
    );
    expect(asDelivery.statusCode).toBe(422);
    expect(asDelivery.json().errors).toEqual({
      order_type: ["At a store's kiosk, orders are picked up at that store."],
    });

    const elsewhere = await post("/api/place_order", pickupHere(OTHER_OUTLET), bearer(token));
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors).toEqual({
      selected_outlet_id: ["At a store's kiosk, orders are picked up at that store."],
    });
  });

  it("reaches no other customer call: profile, addresses, history, cards, re-order, push", async () => {
    const token = await walkInToken(await setUpKiosk());
    const customerOnly = Object.entries(endpoints).filter(
      ([, endpoint]) => endpoint.auth === "bearer" && !("walkIn" in endpoint && endpoint.walkIn),
    );
    expect(customerOnly.length).toBeGreaterThan(8);
    for (const [name, endpoint] of customerOnly) {
      const url = `/api${pathOf(endpoint, { id: "1" })}`;
      const answer = await t.api({
        method: endpoint.method,
        url,
        headers: bearer(token),
        ...(endpoint.method === "POST" ? { payload: {} } : {}),
      });
      expect(answer.statusCode, `${name}: ${answer.body}`).toBe(403);
      expect(answer.json().message).toBe("Sign in with your phone number for this.");
    }
    // Their own session they may end (the kiosk does, between customers).
    const logout = await post("/api/logout", {}, bearer(token));
    expect(logout.statusCode).toBe(200);
    expect((await post("/api/place_order", pickupHere(), bearer(token))).statusCode).toBe(401);
  });

  it("leaves a customer's own session as it was", async () => {
    const customer = await newCustomer(t);
    const history = await t.api({ method: "GET", url: "/api/order_history", headers: customer.auth });
    expect(history.statusCode).toBe(200);
  });

  it("ends within the hour, whatever its use", async () => {
    const token = await walkInToken(await setUpKiosk());
    advanceMinutes(WALK_IN_SESSION_MINUTES - 1);
    expect((await post("/api/place_order", pickupHere(), bearer(token))).statusCode).toBe(200);
    advanceMinutes(2);
    expect((await post("/api/place_order", pickupHere(), bearer(token))).statusCode).toBe(401);
  });

  it("needs a first name, short enough to call out", async () => {
    const kiosk = await setUpKiosk();
    const blank = await walkIn(kiosk, "   ");
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ first_name: ["The first name field is required."] });
    const long = await walkIn(kiosk, "M".repeat(41));
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({
      first_name: ["The first name may not be greater than 40 characters."],
    });
  });
});

describe(`walk-ins without a kiosk (${testEngine})`, () => {
  it("are refused without a device token, with a forged one, or with one from a refused PIN", async () => {
    expect((await walkIn(undefined)).statusCode).toBe(422);
    const forged = await walkIn("A".repeat(43));
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe(
      "This tablet is not set up as a store kiosk: staff set it up again with the store's PIN.",
    );
    const refused = await post("/api/kiosk/verify_pin", {
      outlet_id: OTHER_OUTLET,
      pin: "99999999",
      purpose: "setup",
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().kiosk_token).toBeUndefined();
  });

  it("stop with a tablet's old token once staff open its settings, and not on the store's other tablets", async () => {
    const leaving = await setUpKiosk();
    const other = await setUpKiosk();
    const exit = await post("/api/kiosk/verify_pin", {
      outlet_id: KIOSK_OUTLET,
      pin: demoKioskSecret(KIOSK_OUTLET),
      purpose: "exit",
      kiosk_token: leaving,
    });
    expect(exit.statusCode).toBe(200);
    expect((await walkIn(leaving)).statusCode).toBe(403);
    // Staff who stay in kiosk mode go on with the new token; the store's other tablets with theirs.
    expect((await walkIn(exit.json().kiosk_token)).statusCode).toBe(200);
    expect((await walkIn(other)).statusCode).toBe(200);
  });

  it("cannot end another store's tablet: leaving checks the token against the store", async () => {
    const kiosk = await setUpKiosk();
    const elsewhere = await post("/api/kiosk/verify_pin", {
      outlet_id: 6,
      pin: demoKioskSecret(6),
      purpose: "exit",
      kiosk_token: kiosk,
    });
    expect(elsewhere.statusCode).toBe(200);
    expect((await walkIn(kiosk)).statusCode).toBe(200);
  });

  it("stop on every tablet of a store when its staff PIN is changed", async () => {
    const kiosk = await setUpKiosk(OTHER_OUTLET);
    expect((await walkIn(kiosk)).statusCode).toBe(200);
    await rotateKioskSecret(t.database.db, OTHER_OUTLET, clock, DEMO_SCRYPT_COST);
    expect((await walkIn(kiosk)).statusCode).toBe(403);
  });

  it(`are at most ${WALK_INS_PER_KIOSK_PER_HOUR} an hour on one tablet`, async () => {
    advanceMinutes(60); // a window of its own
    const busy = await setUpKiosk();
    const other = await setUpKiosk();
    for (let i = 0; i < WALK_INS_PER_KIOSK_PER_HOUR; i++) {
      expect((await walkIn(busy)).statusCode).toBe(200);
    }
    const over = await walkIn(busy);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    expect((await walkIn(other)).statusCode).toBe(200);
  });

  it(`place at most ${WALK_IN_ORDERS_PER_STORE_PER_HOUR} orders an hour at one store, however many walk-ins`, async () => {
    advanceMinutes(60); // a window of its own
    const kiosk = await setUpKiosk();
    let placed = 0;
    let token = await walkInToken(kiosk);
    while (placed < WALK_IN_ORDERS_PER_STORE_PER_HOUR) {
      const answer = await post("/api/place_order", pickupHere(), bearer(token));
      if (answer.statusCode === 429) {
        token = await walkInToken(kiosk); // a walk-in's own limit: the next one carries on
        continue;
      }
      expect(answer.statusCode, answer.body).toBe(200);
      placed += 1;
    }
    const over = await post("/api/place_order", pickupHere(), bearer(await walkInToken(kiosk)));
    expect(over.statusCode).toBe(429);
    // A customer with an account orders there as before.
    const customer = await newCustomer(t);
    expect((await post("/api/place_order", pickupHere(), customer.auth)).statusCode).toBe(200);
  });
});
