// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "#client/lib/api-client.ts";
import { checkoutAttemptFor, pendingCheckout, pendingPickupAt } from "#client/session/checkout-attempt.ts";
import { orderingSession as session } from "#client/session/ordering-session.ts";
import type { CartLine } from "#shared/contract/cart.ts";
import type { Outlet } from "#shared/contract/outlets.ts";
import { orderAheadMessages } from "#shared/rules/order-ahead.ts";
import { firstFailedCheck, placeOrderMessages } from "#shared/rules/place-order-checks.ts";
import { placeOrderBody, placeOrderContext } from "./checkout.ts";
import { placeOrderFailure, queuedOrderFailure } from "./place-order-failure.ts";
import { type PlaceOrderRequest, placeOrder } from "./place-order-flow.ts";

const { forgetCheckoutAttempt } = session;
const readCheckoutSelections = () => session.checkoutSelections();

const line: CartLine = {
  itemName: "Flat White",
  itemPrice: 120,
  itemImg: "/images/menu/latte.svg",
  note: "",
  itemId: 21023,
  quantity: 2,
  condiment_data: [
    { condiment_id: 400103, condiment_price: 25, condiment_name: "Oat", condiment_group_name: "Milk" },
  ],
};

const maadi: Outlet = {
  id: 4,
  name: "Maadi",
  brand: "House",
  address: "Road 9",
  oracle_latitude: 29.96,
  oracle_longitude: 31.25,
  delivery_enabled: true,
  opening_times: { sun_thu: { open: "08:00", close: "22:00" }, fri_sat: { open: "10:00", close: "22:00" } },
};

const address = {
  id: 7,
  label: "Home",
  address: "12 Road 9",
  closest_outlet_id: 4,
  lat: 29.963,
  lng: 31.2597,
};

function storeDelivery() {
  localStorage.setItem("token", "t0ken");
  localStorage.setItem("order_type", "3");
  localStorage.setItem("delivery-type", "home-delivery");
  localStorage.setItem("selected_address_details", JSON.stringify(address));
  localStorage.setItem("select_address_id", "7");
}

describe("the cart's place-order checks and body", () => {
  beforeEach(() => localStorage.clear());

  it("runs the spec's checks in order on what is stored", () => {
    const at = (iso: string) => new Date(iso);
    const check = (method: string | null, now = at("2025-03-02T12:00:00+02:00")) =>
      firstFailedCheck(placeOrderContext(readCheckoutSelections(), method, [maadi], now))?.message ?? null;

    expect(check(null)).toBe("You must be logged in to place order.");
    localStorage.setItem("token", "t0ken");
    expect(check(null)).toBe("Please select a payment method");
    expect(check("card")).toBe("Please select a delivery address"); // delivery is the default
    storeDelivery();
    // Sunday 23:30 in Cairo, whatever this machine's zone
    expect(check("card", at("2025-03-02T21:30:00Z"))).toBe(
      "Maadi is closed now. Available hours are 08:00 - 22:00",
    );
    // Friday 09:00 in Cairo: Friday hours
    expect(check("card", at("2025-03-07T07:00:00Z"))).toBe(
      "Maadi is closed now. Available hours are 10:00 - 22:00",
    );
    expect(check("card")).toBeNull();
    localStorage.setItem("selected_address_details", JSON.stringify({ ...address, closest_outlet_id: 1 }));
    expect(check("card")).toBe("Currently delivery option is not available for this outlet.");
    localStorage.setItem("order_type", "2");
    localStorage.setItem("delivery-type", "store-pickup");
    expect(check("card")).toBe("Please select a Outlet");
    localStorage.setItem("selected_outlet_id", "1");
    expect(check("card")).toBeNull();
  });

  it("sends the chosen slot as pickup_at, and nothing extra for as soon as possible", () => {
    localStorage.setItem("order_type", "2");
    localStorage.setItem("delivery-type", "store-pickup");
    localStorage.setItem("selected_outlet_id", "1");
    const slot = "2026-03-10T20:00:00.000Z";
    expect(placeOrderBody([line], readCheckoutSelections(), "card", slot)).toMatchObject({ pickup_at: slot });
    expect(placeOrderBody([line], readCheckoutSelections(), "card", null)).not.toHaveProperty("pickup_at");
  });

  it("checks a delivery outlet's hours at the time ordered ahead for, as the server does", () => {
    storeDelivery();
    const check = (at: Date) =>
      firstFailedCheck(placeOrderContext(readCheckoutSelections(), "card", [maadi], at))?.message ?? null;
    // Closed at 23:30 on Sunday in Cairo, open at 09:00 on Monday: the slot the order is for counts.
    expect(check(new Date("2025-03-02T21:30:00Z"))).toBe(
      "Maadi is closed now. Available hours are 08:00 - 22:00",
    );
    expect(check(new Date("2025-03-03T07:00:00Z"))).toBeNull();
  });

  it("sends the cart as a JSON string with the selection of the order type", () => {
    storeDelivery();
    localStorage.setItem("selected_outlet_id", "1");
    expect(placeOrderBody([line], readCheckoutSelections(), "card")).toEqual({
      data: JSON.stringify([line]),
      order_type: 3,
      selected_address_id: 7,
      selected_outlet_id: "",
      selected_method: "card",
    });
    localStorage.setItem("order_type", "2");
    expect(placeOrderBody([line], readCheckoutSelections(), "card")).toMatchObject({
      order_type: 2,
      selected_address_id: "",
      selected_outlet_id: 1,
    });
  });

  it("clears the cart, every selection and the attempt after an order, and keeps the login and address list", () => {
    storeDelivery();
    localStorage.setItem("selected_outlet_id", "1");
    localStorage.setItem("selected_outlet_name", "Zamalek");
    localStorage.setItem("cartItems", JSON.stringify([line]));
    localStorage.setItem("cartExpiry", "1");
    localStorage.setItem("address", "{}");
    session.orderPlaced();
    expect(Object.keys(localStorage).sort()).toEqual(["address", "token"]);
  });
});

describe("the checkout attempt's Idempotency-Key", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.useRealTimers());

  const body = placeOrderBody(
    [line],
    { loggedIn: true, orderType: 2, pickupOutletId: 1, address: null },
    "card",
  );

  it("is the same for the same request until the order is confirmed", () => {
    const first = checkoutAttemptFor(body);
    expect(first.idempotencyKey).toMatch(/^[A-Za-z0-9_\-:.]{8,128}$/);
    expect(checkoutAttemptFor({ ...body }).idempotencyKey).toBe(first.idempotencyKey);
    expect(pendingCheckout()?.body).toEqual(body);
    forgetCheckoutAttempt();
    expect(pendingCheckout()).toBeNull();
    expect(checkoutAttemptFor(body).idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it("is new for another time: the server keeps a key to one request", () => {
    const slot = "2026-03-10T20:00:00.000Z";
    const asap = checkoutAttemptFor(body);
    const ahead = checkoutAttemptFor({ ...body, pickup_at: slot });
    expect(ahead.idempotencyKey).not.toBe(asap.idempotencyKey);
    expect(checkoutAttemptFor({ ...body, pickup_at: slot }).idempotencyKey).toBe(ahead.idempotencyKey);
    expect(pendingCheckout()?.body.pickup_at).toBe(slot);
    // As soon as possible sent as null or left out is the same request.
    const asapAgain = checkoutAttemptFor(body);
    expect(checkoutAttemptFor({ ...body, pickup_at: null }).idempotencyKey).toBe(asapAgain.idempotencyKey);
  });

  it("gives back the pending attempt's time for the same order only, so a reload can retry it", () => {
    const slot = "2026-03-10T20:00:00.000Z";
    expect(pendingPickupAt(body)).toBeNull();
    checkoutAttemptFor({ ...body, pickup_at: slot });
    expect(pendingPickupAt(body)).toBe(slot);
    expect(pendingPickupAt({ ...body, data: JSON.stringify([{ ...line, quantity: 3 }]) })).toBeNull();
    expect(pendingPickupAt({ ...body, selected_outlet_id: 2 })).toBeNull();
    checkoutAttemptFor(body); // as soon as possible now
    expect(pendingPickupAt(body)).toBeNull();
  });

  it("is new for another request, and after a day", () => {
    vi.useFakeTimers();
    const first = checkoutAttemptFor(body);
    const other = checkoutAttemptFor({ ...body, data: JSON.stringify([{ ...line, quantity: 3 }]) });
    expect(other.idempotencyKey).not.toBe(first.idempotencyKey);
    vi.advanceTimersByTime(24 * 60 * 60 * 1000 + 1);
    expect(pendingCheckout()).toBeNull();
  });
});

describe("what a failed place_order tells the customer", () => {
  it("maps the API's errors to the spec's messages", () => {
    expect(placeOrderFailure(new ApiError("network", 0, "offline"))).toEqual({ kind: "network" });
    expect(placeOrderFailure(new ApiError("timeout", 0, "slow"))).toEqual({ kind: "network" });
    expect(placeOrderFailure(new ApiError("http", 401, "Unauthenticated."))).toEqual({ kind: "login" });
    expect(
      placeOrderFailure(
        new ApiError("http", 422, "x", { selected_address_id: ["Please select a delivery address"] }),
      ),
    ).toEqual({ kind: "check", message: "Please select a delivery address" });
    // A refused time names its field: the time picker shows it, not a dialog.
    expect(
      placeOrderFailure(new ApiError("http", 422, "x", { pickup_at: ["This time is fully booked."] })),
    ).toEqual({ kind: "time", message: "This time is fully booked." });
    expect(
      placeOrderFailure(new ApiError("http", 422, "x", { "Idempotency-Key": ["already used"] })),
    ).toEqual({ kind: "server", staleKey: true });
    expect(placeOrderFailure(new ApiError("http", 500, "boom"))).toEqual({ kind: "server" });
    expect(placeOrderFailure(new ApiError("invalid-response", 200, "?"))).toEqual({ kind: "server" });
    expect(placeOrderFailure(new Error("?"))).toEqual({ kind: "server" });
  });

  it("reads a queued order's failed send: kept while offline, its time refused, or refused with the reason", () => {
    expect(queuedOrderFailure(new ApiError("network", 0, "offline"))).toEqual({ kind: "still-offline" });
    expect(queuedOrderFailure(new ApiError("timeout", 0, "slow"))).toEqual({ kind: "still-offline" });
    expect(
      queuedOrderFailure(new ApiError("http", 422, "x", { pickup_at: ["This time is fully booked."] })),
    ).toEqual({ kind: "choose-time", message: "This time is fully booked." });
    expect(
      queuedOrderFailure(
        new ApiError("http", 422, "x", { selected_outlet_id: ["The store is closed now."] }),
      ),
    ).toEqual({ kind: "refused", message: "The store is closed now." });
    expect(queuedOrderFailure(new ApiError("http", 401, "Unauthenticated."))).toEqual({
      kind: "refused",
      message: "Unauthenticated.",
    });
    expect(queuedOrderFailure(new Error("?"))).toEqual({ kind: "refused", message: "Please try again." });
  });
});

const slot = "2026-03-10T09:00:00.000Z";
const answer = { status: 200 as const, id: "SC-1042", url: "https://pay.example.com/p/1" };

function pickupAtMaadi() {
  localStorage.setItem("token", "t0ken");
  localStorage.setItem("order_type", "2");
  localStorage.setItem("delivery-type", "store-pickup");
  localStorage.setItem("selected_outlet_id", "4");
  localStorage.setItem("cartExpiry", String(Date.parse("2026-03-10T20:00:00Z")));
}

const request = (overrides: Partial<PlaceOrderRequest> = {}): PlaceOrderRequest => ({
  lines: [line],
  method: "card",
  pickupAt: slot,
  now: new Date("2026-03-10T08:00:00Z"),
  online: true,
  outlets: async () => undefined,
  submit: vi.fn(async () => answer),
  queue: vi.fn(async () => {}),
  ...overrides,
});
const failingWith = (error: unknown) => request({ submit: async () => Promise.reject(error) });

describe("tapping Place order", () => {
  beforeEach(() => {
    localStorage.clear();
    pickupAtMaadi();
  });

  it("places the order for the chosen time with the attempt's key", async () => {
    const tap = request();
    expect(await placeOrder(tap)).toEqual({ kind: "placed", answer });
    expect(tap.submit).toHaveBeenCalledWith({
      body: expect.objectContaining({ order_type: 2, selected_outlet_id: 4, pickup_at: slot }),
      idempotencyKey: pendingCheckout()?.idempotencyKey,
    });
  });

  it("stops at the spec's checks before any request: the login first, then the rest in order", async () => {
    const noMethod = request({ method: null });
    expect(await placeOrder(noMethod)).toEqual({
      kind: "refused",
      message: placeOrderMessages.paymentMethod,
    });
    localStorage.removeItem("token");
    const loggedOut = request();
    expect(await placeOrder(loggedOut)).toEqual({ kind: "login" });
    expect(noMethod.submit).not.toHaveBeenCalled();
    expect(loggedOut.submit).not.toHaveBeenCalled();
  });

  it("judges a delivery by its outlet's hours when the outlets can be had, and leaves it to the server when not", async () => {
    storeDelivery();
    const lateNight = new Date("2026-03-10T21:00:00Z"); // 23:00 in Cairo: Maadi closed at 22:00
    const closed = request({ pickupAt: null, now: lateNight, outlets: async () => [maadi] });
    expect(await placeOrder(closed)).toEqual({
      kind: "refused",
      message: firstFailedCheck(placeOrderContext(session.checkoutSelections(), "card", [maadi], lateNight))
        ?.message,
    });
    expect(closed.submit).not.toHaveBeenCalled();
    const unknown = request({ pickupAt: null, now: lateNight });
    expect(await placeOrder(unknown)).toEqual({ kind: "placed", answer });
  });

  it("asks for a time when the customer chose later but no slot yet", async () => {
    const tap = request({ pickupAt: undefined });
    expect(await placeOrder(tap)).toEqual({
      kind: "choose-time",
      message: orderAheadMessages.invalid,
      stale: false,
    });
    expect(tap.submit).not.toHaveBeenCalled();
  });

  it("queues the order with its key when offline, until the cart's expiry, and places nothing", async () => {
    const tap = request({ online: false });
    expect(await placeOrder(tap)).toEqual({ kind: "queued" });
    expect(tap.submit).not.toHaveBeenCalled();
    expect(tap.queue).toHaveBeenCalledWith({
      body: expect.objectContaining({ pickup_at: slot }),
      idempotencyKey: pendingCheckout()?.idempotencyKey,
      queuedAt: Date.parse("2026-03-10T08:00:00Z"),
      expiresAt: Date.parse("2026-03-10T20:00:00Z"),
    });
  });

  it("reads the server's refusals: a refused time with a fresh list, a check, a login, no answer", async () => {
    const full = new ApiError("http", 422, "x", { pickup_at: ["This time is fully booked."] });
    expect(await placeOrder(failingWith(full))).toEqual({
      kind: "choose-time",
      message: "This time is fully booked.",
      stale: true,
    });
    const closed = new ApiError("http", 422, "x", { selected_outlet_id: ["The store is closed now."] });
    expect(await placeOrder(failingWith(closed))).toEqual({
      kind: "refused",
      message: "The store is closed now.",
    });
    expect(await placeOrder(failingWith(new ApiError("http", 401, "Unauthenticated.")))).toEqual({
      kind: "login",
    });
    expect(await placeOrder(failingWith(new ApiError("network", 0, "offline")))).toEqual({
      kind: "no-answer",
    });
  });

  it("keeps the attempt after a server failure, so a retry is the same order, unless its key was spent", async () => {
    const boom = new ApiError("http", 500, "boom");
    expect(await placeOrder(failingWith(boom))).toEqual({ kind: "server-error", error: boom });
    const key = pendingCheckout()?.idempotencyKey;
    expect(key).toBeDefined();
    const spent = new ApiError("http", 422, "x", { "Idempotency-Key": ["already used"] });
    expect(await placeOrder(failingWith(spent))).toEqual({ kind: "server-error", error: spent });
    expect(pendingCheckout()).toBeNull();
  });
});
