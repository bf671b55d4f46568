// Web Push end to end on the server: subscriptions per user and session, and real sends (the
// web-push library, https, VAPID, aes128gcm) to a local fake push service that checks the
// signature and whose subscriber decrypts what arrives.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { webPushSender } from "#server/adapters/push/web-push-sender.ts";
import { loadConfig } from "#server/config/config.ts";
import { authTokens, pushSubscriptions } from "#server/db/schema.ts";
import { hashToken } from "#server/http/authenticate.ts";
import { SESSION_IDLE_DAYS } from "#server/modules/auth/auth.repository.ts";
import { MAX_SUBSCRIPTIONS_PER_USER, type MovedOrder } from "#server/modules/push/push.service.ts";
import { type PushFake, startPushFake } from "../fakes/push-fake.ts";
import { type Customer, latestCode, newCustomer } from "../fixtures/customers.ts";
import { itemNamed, menuOf, orderBody, payWithCard, TEST_CARDS } from "../fixtures/orders.ts";
import { createTestApp, type TestApp } from "../fixtures/test-app.ts";
import { testEngine } from "../fixtures/test-database.ts";

const push = loadConfig({ APP_MODE: "demo", LOG_LEVEL: "silent" }).push;
const quiet = { warn: () => {} };
let fake: PushFake;
let t: TestApp;
// A Tuesday, 10:00 in Cairo: the stores are open (the store's move test places an order).
const clock = new Date("2026-03-10T08:00:00Z");

beforeAll(async () => {
  fake = await startPushFake({ vapidPublicKey: push.publicKey });
  t = await createTestApp({
    now: () => clock,
    // The fake listens on localhost: the one push service these tests allow.
    config: { push: { ...push, serviceHosts: ["localhost"] } },
    pushSender: webPushSender({ ...push, log: quiet, agent: fake.agent, timeoutMs: 5_000 }),
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

const subscribe = (customer: { auth: { authorization: string } }, payload: unknown) =>
  t.api({ method: "POST", url: "/api/push/subscribe", payload: payload as object, headers: customer.auth });
const unsubscribe = (customer: { auth: { authorization: string } }, endpoint: string) =>
  t.api({ method: "POST", url: "/api/push/unsubscribe", payload: { endpoint }, headers: customer.auth });
const endpointsOf = async (userId: number) =>
  (
    await t.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
  )
    .map((row) => row.endpoint)
    .sort();
const readyOrder = (customer: Customer, overrides: Partial<MovedOrder> = {}): MovedOrder => ({
  id: "SC-1042",
  userId: customer.userId,
  status: "ready",
  orderType: 2,
  pickupNumber: 12,
  ...overrides,
});

/** The same customer logged in once more: a second session (another device). */
async function loginAgain(customer: Customer) {
  const login = await t.api({ method: "POST", url: "/api/login", payload: { phoneNumber: customer.phone } });
  expect(login.statusCode).toBe(200);
  const challenge = login.json().data.user_data.id as string;
  const pin = await latestCode(t, customer.phone);
  const verified = await t.api({ method: "POST", url: "/api/verify_otp", payload: { pin, id: challenge } });
  expect(verified.statusCode).toBe(200);
  return { auth: { authorization: `Bearer ${verified.json().token as string}` } };
}

describe(`push subscriptions (${testEngine})`, () => {
  it("gives the application server key to anyone", async () => {
    const response = await t.api({ method: "GET", url: "/api/push/key" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, data: { public_key: push.publicKey } });
  });

  it("subscribes only a logged-in customer", async () => {
    const response = await subscribe({ auth: { authorization: "" } }, fake.subscriber().subscription);
    expect(response.statusCode).toBe(401);
  });

  it("answers 422 with the fields at fault", async () => {
    const customer = await newCustomer(t);
    const response = await subscribe(customer, {
      endpoint: "http://localhost/push/plain",
      keys: { p256dh: "not base64!", auth: "" },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      endpoint: ["The push endpoint must be an https address."],
      "keys.p256dh": ["The p256dh key is not valid."],
      "keys.auth": ["The auth key is not valid."],
    });
    const missing = await subscribe(customer, {});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(["endpoint", "keys"]);
  });

  it("refuses an address that is not a push service (the server would POST to it)", async () => {
    const customer = await newCustomer(t);
    const { subscription } = fake.subscriber();
    const response = await subscribe(customer, {
      ...subscription,
      endpoint: "https://169.254.169.254/latest/meta-data",
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ endpoint: ["The push endpoint is not a known push service."] });
    for (const endpoint of [
      "https://[::1",
      "https://localhost.evil.example.com/x",
      "https://evil.example.com/localhost",
    ]) {
      const refused = await subscribe(customer, { ...subscription, endpoint });
      expect(refused.statusCode, endpoint).toBe(422);
    }
    expect(await endpointsOf(customer.userId)).toEqual([]);
  });

  it("stores a subscription once however often it is sent, and unsubscribes it", async () => {
    const customer = await newCustomer(t);
    const browser = fake.subscriber();
    expect((await subscribe(customer, browser.subscription)).json()).toEqual({
      status: 200,
      message: "Notifications are on for this device.",
    });
    expect((await subscribe(customer, browser.subscription)).statusCode).toBe(200);
    expect(await endpointsOf(customer.userId)).toEqual([browser.endpoint]);

    const response = await unsubscribe(customer, browser.endpoint);
    expect(response.statusCode).toBe(200);
    expect(await endpointsOf(customer.userId)).toEqual([]);
  });

  it("lets no one else unsubscribe a customer's device", async () => {
    const owner = await newCustomer(t);
    const other = await newCustomer(t);
    const browser = fake.subscriber();
    await subscribe(owner, browser.subscription);
    expect((await unsubscribe(other, browser.endpoint)).statusCode).toBe(200);
    expect(await endpointsOf(owner.userId)).toEqual([browser.endpoint]);
    expect((await unsubscribe({ auth: { authorization: "" } }, browser.endpoint)).statusCode).toBe(401);
    expect(await endpointsOf(owner.userId)).toEqual([browser.endpoint]);
  });

  it("moves a browser to whoever subscribes it last (one device, a new login)", async () => {
    const first = await newCustomer(t);
    const second = await newCustomer(t);
    const browser = fake.subscriber();
    await subscribe(first, browser.subscription);
    await subscribe(second, browser.subscription);
    expect(await endpointsOf(first.userId)).toEqual([]);
    expect(await endpointsOf(second.userId)).toEqual([browser.endpoint]);
  });

  it(`keeps the newest ${MAX_SUBSCRIPTIONS_PER_USER} devices of an account`, async () => {
    const customer = await newCustomer(t);
    const browsers = Array.from({ length: MAX_SUBSCRIPTIONS_PER_USER + 1 }, () => fake.subscriber());
    for (const browser of browsers)
      expect((await subscribe(customer, browser.subscription)).statusCode).toBe(200);
    const kept = await endpointsOf(customer.userId);
    expect(kept).toHaveLength(MAX_SUBSCRIPTIONS_PER_USER);
    expect(kept).not.toContain(browsers[0]?.endpoint);
    expect(kept).toContain(browsers.at(-1)?.endpoint);
  });
});

describe(`order notifications (${testEngine})`, () => {
  it("sends 'Your order is ready' to each device, signed and encrypted for it", async () => {
    const customer = await newCustomer(t);
    const phone = fake.subscriber();
    const laptop = fake.subscriber();
    await subscribe(customer, phone.subscription);
    await subscribe(customer, laptop.subscription);

    await t.app.push.notifyOrderMoved(readyOrder(customer));

    expect(fake.requests.map((request) => request.path).sort()).toEqual([phone.path, laptop.path].sort());
    for (const request of fake.requests) {
      expect(request).toMatchObject({ vapid: "valid", status: 201 });
      expect(request.headers).toMatchObject({
        "content-encoding": "aes128gcm",
        ttl: "14400",
        urgency: "high",
      });
    }
    const toPhone = fake.requests.find((request) => request.path === phone.path);
    expect(phone.decrypt(toPhone?.body ?? Buffer.alloc(0))).toEqual({
      title: "Your order is ready",
      body: "Show number 12 at the counter.",
      url: "/order-summary?order_id=SC-1042",
      tag: "order-SC-1042",
    });
    // Encrypted for one subscription, it is unreadable with another's keys.
    expect(() => laptop.decrypt(toPhone?.body ?? Buffer.alloc(0))).toThrow();
  });

  it("says a delivery is on its way, and nothing for the other moves", async () => {
    const customer = await newCustomer(t);
    const browser = fake.subscriber();
    await subscribe(customer, browser.subscription);

    await t.app.push.notifyOrderMoved(readyOrder(customer, { status: "accepted" }));
    await t.app.push.notifyOrderMoved(readyOrder(customer, { status: "preparing" }));
    expect(fake.requests).toEqual([]);

    await t.app.push.notifyOrderMoved(
      readyOrder(customer, { id: "SC-77", status: "out_for_delivery", orderType: 3, pickupNumber: null }),
    );
    expect(fake.requests).toMatchObject([{ path: browser.path, vapid: "valid", status: 201 }]);
    expect(browser.decrypt(fake.requests[0]?.body ?? Buffer.alloc(0))).toEqual({
      title: "Your order is on its way",
      body: "It has left the store and will be with you soon.",
      url: "/order-summary?order_id=SC-77",
      tag: "order-SC-77",
    });
  });

  it("forgets a device its push service calls gone (404, 410), keeps one that failed (500)", async () => {
    const customer = await newCustomer(t);
    const [notFound, gone, failing, fine] = [1, 2, 3, 4].map(() => fake.subscriber());
    for (const browser of [notFound, gone, failing, fine]) await subscribe(customer, browser?.subscription);
    fake.answer(notFound?.path ?? "", 404);
    fake.answer(gone?.path ?? "", 410);
    fake.answer(failing?.path ?? "", 500);

    await expect(t.app.push.notifyOrderMoved(readyOrder(customer))).resolves.toBeUndefined();

    expect(fake.requests).toHaveLength(4);
    expect(await endpointsOf(customer.userId)).toEqual([failing?.endpoint, fine?.endpoint].sort());
  });

  it("does not throw when a push service cannot be reached", async () => {
    const customer = await newCustomer(t);
    const browser = fake.subscriber();
    await subscribe(customer, browser.subscription);
    // Nothing listens on port 1: the connection is refused.
    await t.database.db
      .update(pushSubscriptions)
      .set({ endpoint: "https://localhost:1/push/nowhere" })
      .where(eq(pushSubscriptions.endpoint, browser.endpoint));
    await expect(t.app.push.notifyOrderMoved(readyOrder(customer))).resolves.toBeUndefined();
    expect(await endpointsOf(customer.userId)).toEqual(["https://localhost:1/push/nowhere"]);
  });
});

describe(`logout silences the session's devices (${testEngine})`, () => {
  it("logout removes this session's subscriptions and not the other sessions'", async () => {
    const customer = await newCustomer(t);
    const otherSession = await loginAgain(customer);
    const here = fake.subscriber();
    const there = fake.subscriber();
    await subscribe(customer, here.subscription);
    await subscribe(otherSession, there.subscription);

    const response = await t.api({ method: "POST", url: "/api/logout", headers: customer.auth });
    expect(response.statusCode).toBe(200);
    expect(await endpointsOf(customer.userId)).toEqual([there.endpoint]);

    await t.app.push.notifyOrderMoved(readyOrder(customer));
    expect(fake.requests.map((request) => request.path)).toEqual([there.path]);
  });

  it("logout_other_devices removes the other sessions' subscriptions and keeps this one's", async () => {
    const customer = await newCustomer(t);
    const second = await loginAgain(customer);
    const third = await loginAgain(customer);
    const [here, two, three] = [fake.subscriber(), fake.subscriber(), fake.subscriber()];
    await subscribe(customer, here.subscription);
    await subscribe(second, two.subscription);
    await subscribe(third, three.subscription);
    const stranger = await newCustomer(t);
    const strangers = fake.subscriber();
    await subscribe(stranger, strangers.subscription);

    const response = await t.api({
      method: "POST",
      url: "/api/logout_other_devices",
      headers: customer.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(await endpointsOf(customer.userId)).toEqual([here.endpoint]);
    expect(await endpointsOf(stranger.userId)).toEqual([strangers.endpoint]);
  });

  it("tells nothing to a device whose session ended without a logout, and forgets it", async () => {
    const customer = await newCustomer(t);
    const current = await loginAgain(customer);
    const [left, kept] = [fake.subscriber(), fake.subscriber()];
    await subscribe(customer, left.subscription);
    await subscribe(current, kept.subscription);
    // The first session idle past its lifetime: a phone left with a friend, say.
    const longAgo = new Date(clock.getTime() - (SESSION_IDLE_DAYS + 1) * 86_400_000);
    const token = customer.auth.authorization.replace("Bearer ", "");
    await t.database.db
      .update(authTokens)
      .set({ createdAt: longAgo, lastUsedAt: longAgo })
      .where(eq(authTokens.tokenHash, hashToken(token)));

    await t.app.push.notifyOrderMoved(readyOrder(customer));
    expect(fake.requests.map((request) => request.path)).toEqual([kept.path]);
    expect(await endpointsOf(customer.userId)).toEqual([kept.endpoint]);
  });
});

describe(`a store's move notifies the customer (${testEngine})`, () => {
  it("ready at the counter: the customer's device hears it with the order's pickup number", async () => {
    const customer = await newCustomer(t);
    const browser = fake.subscriber();
    await subscribe(customer, browser.subscription);
    const espresso = itemNamed(await menuOf(t, 4), "Espresso Single").menuItemId;
    const placed = await t.api({
      method: "POST",
      url: "/api/place_order",
      payload: orderBody([{ itemId: espresso, quantity: 1 }], { selected_outlet_id: 4, order_type: 2 }),
      headers: customer.auth,
    });
    expect(placed.statusCode).toBe(200);
    const order = placed.json() as { id: string; url: string };
    expect((await payWithCard(t, order.url, TEST_CARDS.approve)).landing).toContain("/payment-success");

    const signedIn = await t.api({
      method: "POST",
      url: "/api/store/sign_in",
      payload: { username: "staff4", password: "demo-staff-4" },
    });
    expect(signedIn.statusCode).toBe(200);
    const staff = { authorization: `Bearer ${signedIn.json().data.token as string}` };
    for (const to of ["accepted", "preparing", "ready"]) {
      const moved = await t.api({
        method: "POST",
        url: `/api/store/orders/${order.id}/move`,
        payload: { to },
        headers: staff,
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }

    // Sent after the move's answer, never holding it up.
    await expect.poll(() => fake.requests.length).toBe(1);
    const details = await t.api({ method: "GET", url: `/api/order_details/${order.id}` });
    const pickupNumber = details.json().data.pickup_number as number;
    expect(pickupNumber).toBeGreaterThan(0);
    expect(fake.requests[0]).toMatchObject({ path: browser.path, vapid: "valid", status: 201 });
    expect(browser.decrypt(fake.requests[0]?.body ?? Buffer.alloc(0))).toEqual({
      title: "Your order is ready",
      body: `Show number ${pickupNumber} at the counter.`,
      url: `/order-summary?order_id=${order.id}`,
      tag: `order-${order.id}`,
    });
  });
});
