// The ordering loop: the item popup, the cart, the place-order checks, card payment
// with the sandbox provider's test cards, order history and re-order. Customers log in through
// the API (register -> SMS outbox -> verify_otp) and the token goes into local storage.
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import type { OpeningTimes } from "../../src/shared/contract/outlets.ts";
import { isOpenAt } from "../../src/shared/rules/opening-hours.ts";
import { openSubCategory } from "../fixtures/menu-navigation.ts";
import {
  api,
  CARDS,
  cartWith,
  flatWhiteLine,
  loggedIn,
  newCustomer,
  openWith,
  paidOrders,
  payWithCard,
  pickupAt,
  saveMaadiAddress,
  serverNow,
  storage,
  test,
} from "./support.ts";

type Choice = { group: string; option: string };

/** A condiment's accessible name is its name, then its price when it has one ("Oat + EGP 25.00"). */
const condiment = (name: string): RegExp =>
  new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\+ EGP .*)?$`);
const choice = (scope: Locator, name: string) =>
  scope
    .getByRole("radio", { name: condiment(name) })
    .or(scope.getByRole("checkbox", { name: condiment(name) }));

/** Adds an item through its popup: condiments, quantity, note; checks the live price. */
async function addThroughPopup(
  page: Page,
  item: string,
  options: { choices: Choice[]; quantity?: number; note?: string; price: string },
) {
  await page.getByRole("button", { name: `Add ${item}`, exact: true }).click();
  const popup = page.getByRole("dialog", { name: item });
  await expect(popup).toBeVisible();
  for (const { group, option } of options.choices) {
    const details = popup.locator("details", { has: page.locator("summary", { hasText: group }) });
    if ((await details.getAttribute("open")) === null) await details.locator("summary").click();
    await choice(details, option).check();
  }
  for (let quantity = 1; quantity < (options.quantity ?? 1); quantity++) {
    await popup.getByRole("button", { name: "Increase quantity" }).click();
  }
  if (options.note) await popup.getByLabel("Special Instructions").fill(options.note);
  await expect(popup.locator("[data-popup-price]")).toContainText(options.price);
  await popup.getByRole("button", { name: /^Add To Cart/ }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: `${item} added to cart` })).toBeVisible();
}

async function orderTotal(request: APIRequestContext, orderId: string): Promise<number> {
  const response = await request.get(`/api/order_details/${orderId}`, { headers: api });
  expect(response.status()).toBe(200);
  return (await response.json()).data.totals.total as number;
}

const egp = (amount: number) =>
  `EGP ${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const orderIdOf = (page: Page) => new URL(page.url()).searchParams.get("order_id") ?? "";

/** Re-order asks for a new time first: as soon as possible, its default while the store is open. */
async function chooseReOrderTime(page: Page) {
  const when = page.getByRole("dialog", { name: "When would you like it?" });
  await expect(when.getByRole("radio", { name: /^As soon as possible/ })).toBeChecked();
  await when.getByRole("button", { name: "Continue to payment" }).click();
}

test.describe("ordering journeys", () => {
  test("store pickup: landing -> outlet -> popup -> cart -> approved card -> history -> re-order", async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    await openWith(page, loggedIn(customer), "/");

    await page.getByRole("button", { name: "Order Now" }).click();
    const method = page.getByRole("dialog", { name: "Select Method" });
    await method.getByRole("radio", { name: "Store Pickup" }).check();
    await method.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/outlet$/);
    await page.getByRole("button", { name: "Pick up here: Heliopolis Korba" }).click();
    await page
      .getByRole("dialog", { name: "Store pickup" })
      .getByRole("button", { name: "Yes, select" })
      .click();
    await expect(page).toHaveURL(/\/store-menu$/);

    await openSubCategory(page, "Beverages", /^Coffee Based$/);
    // Flat White 120 + Oat 25 + three syrups 3 x 15 = 190, twice.
    await page.getByRole("button", { name: "Add Flat White", exact: true }).click();
    const popup = page.getByRole("dialog", { name: "Flat White" });
    await expect(popup.locator("img")).toHaveAttribute("src", /\/images\/menu\//);
    await expect(popup.locator("summary")).toHaveText([/Milk/, /Size/, /Extra Shot/, /Syrups/, /Sugar/]);
    await expect(popup.getByText("Kitchen Routing")).toHaveCount(0);
    await expect(popup.getByRole("radio", { name: condiment("Full Cream") })).toBeVisible(); // Milk: one of
    const syrups = popup.locator("details", { has: page.locator("summary", { hasText: "Syrups" }) });
    await syrups.locator("summary").click();
    for (const syrup of ["Vanilla", "Caramel", "Hazelnut"]) await choice(syrups, syrup).check();
    await expect(syrups.getByRole("checkbox", { name: condiment("Sugar-free Vanilla") })).toBeDisabled(); // at the max 3
    await popup.getByRole("radio", { name: condiment("Oat") }).check();
    await popup.getByRole("button", { name: "Increase quantity" }).click();
    await popup.getByLabel("Special Instructions").fill("Extra hot please");
    await expect(popup.locator("[data-popup-price]")).toContainText("EGP 380.00");
    await popup.getByRole("button", { name: /^Add To Cart/ }).click();
    await expect(popup).toBeHidden();

    // Cappuccino 115 + Large 20.
    await addThroughPopup(page, "Cappuccino", {
      choices: [{ group: "Size", option: "Large" }],
      price: "EGP 135.00",
    });
    await expect(page.locator("[data-cart-badge]").first()).toHaveText("3");

    await page.getByRole("link", { name: "View cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("heading", { name: "Deliver to" })).toHaveCount(0); // pickup
    const flatWhite = page.locator('[data-cart-line="21023"]');
    await expect(flatWhite).toContainText("Oat");
    await expect(flatWhite).toContainText("Note: Extra hot please");
    await expect(flatWhite.getByRole("group", { name: "Quantity of Flat White" })).toContainText("2");
    const totals = page.locator("[data-cart-totals]");
    await expect(totals).toContainText("SubtotalEGP 515.00");
    await expect(totals).toContainText("VAT (14%)EGP 72.10");
    await expect(totals).not.toContainText("Delivery");
    await expect(totals.locator("[data-total-amount]")).toHaveText("EGP 587.10");

    await page.getByRole("radio", { name: "Credit Card" }).check();
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/\/payments\/sandbox\/pay\//);
    await expect(page.getByRole("button", { name: "Pay EGP 587.10" })).toBeVisible();
    await payWithCard(page, CARDS.approve);

    await expect(page).toHaveURL(/\/payment-success\?order_id=/);
    await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
    expect(await orderTotal(request, orderIdOf(page))).toBe(587.1);
    expect(await storage(page, "cartItems")).toBeNull();
    // The selections went with the placed order (spec section 4).
    expect(await storage(page, "selected_outlet_id")).toBeNull();
    expect(await storage(page, "order_type")).toBeNull();
    await expect(page.getByRole("link", { name: "Go to Homepage" })).toHaveAttribute("href", "/");

    await page.getByRole("link", { name: "View Order History" }).click();
    await expect(page).toHaveURL(/\/order-history$/);
    await expect(page.getByRole("heading", { name: "Past Orders" })).toBeVisible();
    const orders = page.getByRole("article", { name: /^Ordered on / });
    await expect(orders).toHaveCount(1);
    await expect(orders.first().locator("[data-carousel-slide]").first()).toContainText("Flat White");
    await expect(orders.first()).toContainText("× 2");

    // Re-order: a new order at today's prices, paid with the 3-D Secure test card.
    await orders.first().getByRole("button", { name: "Re-order" }).click();
    await chooseReOrderTime(page); // as soon as possible (order-ahead.spec.ts chooses a slot)
    await expect(page.getByRole("button", { name: "Pay EGP 587.10" })).toBeVisible();
    await payWithCard(page, CARDS.challenge);
    await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
    expect(await paidOrders(request, customer)).toHaveLength(2);
  });

  test("home delivery: address -> menu -> popup -> cart with delivery -> approved card -> history -> re-order", async ({
    page,
    request,
  }) => {
    const outlets = (await (await request.get("/api/fetch_outlet", { headers: api })).json()).data as {
      id: number;
      name: string;
      opening_times: OpeningTimes | null;
    }[];
    const maadi = outlets.find((outlet) => outlet.id === 4);
    const hours = maadi?.opening_times;
    const soon = new Date(serverNow() + 10 * 60_000);
    test.skip(
      !hours || !isOpenAt(hours, new Date(serverNow())) || !isOpenAt(hours, soon),
      "Delivery is refused outside the outlet's hours in Cairo time (the server checks the real clock)",
    );

    const customer = await newCustomer(request);
    const { address_id: addressId, closest_outlet_id: closestOutletId } = await saveMaadiAddress(
      request,
      customer,
    );
    expect(closestOutletId).toBe(4);
    const list = await (
      await request.post("/api/fetch_address", {
        headers: customer.auth,
        data: { user_id: customer.user.id },
      })
    ).json();
    const address = list.data.find((candidate: { id: number }) => candidate.id === addressId);

    await openWith(
      page,
      {
        ...loggedIn(customer),
        order_type: "3",
        "delivery-type": "home-delivery",
        address: JSON.stringify(list),
        select_address_id: String(addressId),
        selected_address_details: JSON.stringify({
          id: addressId,
          label: address.label,
          address: address.delivery_address,
          closest_outlet_id: closestOutletId,
          lat: address.latitude,
          lng: address.longitude,
        }),
      },
      "/store-menu",
    );

    await openSubCategory(page, "Beverages", /^Coffee Based$/);
    // Flat White 120 + Oat 25 + Decaf Shot 27.50 = 172.50, three times = 517.50
    await addThroughPopup(page, "Flat White", {
      choices: [
        { group: "Milk", option: "Oat" },
        { group: "Extra Shot", option: "Decaf Shot" },
      ],
      quantity: 3,
      price: "EGP 517.50",
    });
    // Espresso Con Panna 95 + Whipped Cream 15 + Cinnamon Dust 5 = 115, twice = 230
    await addThroughPopup(page, "Espresso Con Panna", {
      choices: [
        { group: "Toppings", option: "Whipped Cream" },
        { group: "Toppings", option: "Cinnamon Dust" },
      ],
      quantity: 2,
      note: "No sugar",
      price: "EGP 230.00",
    });

    await page.getByRole("link", { name: "View cart" }).click();
    const deliverTo = page.getByRole("region", { name: "Deliver to" });
    await expect(deliverTo).toContainText("Home");
    await expect(deliverTo).toContainText(address.delivery_address);
    await expect(deliverTo).toContainText(address.phone_number);
    // 747.50 + VAT 104.65 + delivery 25 = 877.15
    const totals = page.locator("[data-cart-totals]");
    await expect(totals).toContainText("SubtotalEGP 747.50");
    await expect(totals).toContainText("VAT (14%)EGP 104.65");
    await expect(totals).toContainText("DeliveryEGP 25.00");
    const shownTotal = await totals.locator("[data-total-amount]").textContent();
    expect(shownTotal).toBe("EGP 877.15");

    await page.getByRole("radio", { name: "Credit Card" }).check();
    await page.getByRole("button", { name: "Place order" }).click();
    await payWithCard(page, CARDS.approve);
    await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
    const orderId = orderIdOf(page);
    expect(egp(await orderTotal(request, orderId))).toBe(shownTotal);
    for (const key of ["selected_address_details", "select_address_id", "delivery-type", "cartItems"]) {
      expect(await storage(page, key)).toBeNull();
    }

    // The order summary reads order_details: Deliver to, items with condiments, the same totals.
    await page.getByRole("link", { name: "View order summary" }).click();
    await expect(page.getByRole("heading", { name: "Order Summary" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Deliver to" })).toContainText("Home");
    await expect(page.getByText("Decaf Shot")).toBeVisible();
    await expect(page.locator("[data-total-amount]")).toHaveText("EGP 877.15");

    await page.goto("/order-history");
    const card = page.getByRole("article", { name: /^Ordered on / });
    await expect(card).toHaveCount(1);
    await card.getByRole("button", { name: "Re-order" }).click();
    await chooseReOrderTime(page);
    await expect(page.getByRole("button", { name: "Pay EGP 877.15" })).toBeVisible();
    await payWithCard(page, CARDS.approve);
    await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
    expect(await paidOrders(request, customer)).toHaveLength(2);
  });

  test("a declined card goes to /payment-error with the provider's message; Retry pays the same order", async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    await openWith(
      page,
      { ...loggedIn(customer), ...pickupAt(1, "Heliopolis Korba"), ...cartWith(flatWhiteLine(2)) },
      "/cart",
    );
    await page.getByRole("radio", { name: "Credit Card" }).check();
    await page.getByRole("button", { name: "Place order" }).click();
    await payWithCard(page, CARDS.decline);

    await expect(page).toHaveURL(/\/payment-error\?/);
    await expect(page.getByRole("heading", { name: "Payment Failed" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText("Your card was declined.");
    const orderId = orderIdOf(page);
    await expect(page.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/");
    expect(await paidOrders(request, customer)).toHaveLength(0);

    await page.getByRole("link", { name: "Retry" }).click();
    await payWithCard(page, CARDS.approve);
    await expect(page).toHaveURL(new RegExp(`/payment-success\\?order_id=${orderId}`));
    expect((await paidOrders(request, customer)).map((order) => order.id)).toEqual([orderId]);
  });

  test("payment error pages: the default message, Retry to the cart, and the in-store variants", async ({
    page,
  }) => {
    await page.goto("/payment-error");
    await expect(page.getByRole("heading", { name: "Payment Failed" })).toBeVisible();
    await expect(page.getByText("An unknown error occurred during the payment process.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Retry" })).toHaveAttribute("href", "/cart");

    // Only our own messages: text a link made up gives way to the default.
    await page.goto(`/payment-error?message=${encodeURIComponent("Call 0100 000 0000 to pay by phone")}`);
    await expect(page.getByRole("alert")).toHaveText("An unknown error occurred during the payment process.");
    await expect(page.getByText("0100 000 0000")).toHaveCount(0);

    await page.goto("/payment-error-instore?message=This%20order%20was%20cancelled.");
    await expect(page.getByRole("alert")).toHaveText("This order was cancelled.");
    await expect(page.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", /^https?:\/\//);

    await page.goto("/payment-success-instore");
    await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Homepage" })).toHaveAttribute("href", /^https?:\/\//);
  });
});

test.describe("place order checks (spec section 5, in order)", () => {
  test("not logged in: the dialog, then /login with redirect=/cart", async ({ page }) => {
    await openWith(page, { ...pickupAt(1, "Heliopolis Korba"), ...cartWith(flatWhiteLine()) }, "/cart");
    await page.getByRole("button", { name: "Place order" }).click();
    const dialog = page.getByRole("dialog", { name: "Not logged in" });
    await expect(dialog).toContainText("You must be logged in to place order.");
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(page).toHaveURL(/\/login\?redirect=(%2F|\/)cart$/);
  });

  test("each message the cart can reach, in the spec's order", async ({ page, request }) => {
    const customer = await newCustomer(request);
    const outlets = (await (await request.get("/api/fetch_outlet", { headers: api })).json()).data as {
      id: number;
      name: string;
    }[];
    const maadiName = outlets.find((outlet) => outlet.id === 4)?.name ?? "";
    const details = (closestOutletId: number) =>
      JSON.stringify({
        id: 1,
        label: "Home",
        address: "12 Road 9",
        closest_outlet_id: closestOutletId,
        lat: 29.963,
        lng: 31.2597,
      });
    // Sunday 23:30 in Cairo (winter, UTC+2; in summer 00:30): closed either way.
    await page.clock.setFixedTime(new Date("2026-11-22T21:30:00Z"));

    const expectMessage = async (text: string) => {
      await page.getByRole("button", { name: "Place order" }).click();
      const dialog = page.getByRole("dialog", { name: "Place order" });
      await expect(dialog).toContainText(text);
      await dialog.getByRole("button", { name: "OK" }).click();
      await expect(dialog).toBeHidden();
    };

    // 2. a payment method: Credit Card, the only one, is chosen already (never 'Please select a
    // payment method'); then the checks in order (delivery, everything else wrong too)
    await openWith(
      page,
      {
        ...loggedIn(customer),
        order_type: "3",
        "delivery-type": "home-delivery",
        ...cartWith(flatWhiteLine()),
      },
      "/cart",
    );
    await expect(page.getByText("No delivery address available")).toBeVisible();
    await expect(page.getByRole("link", { name: "Add Address" })).toHaveAttribute("href", "/addAddress");
    await expect(page.getByRole("radio", { name: "Credit Card" })).toBeChecked();
    // 5. delivery without an address
    await expectMessage("Please select a delivery address");
    // 3. an address whose outlet does not deliver
    await page.evaluate((value) => localStorage.setItem("selected_address_details", value), details(1));
    await page.reload();
    await page.getByRole("radio", { name: "Credit Card" }).check();
    await expectMessage("Currently delivery option is not available for this outlet.");
    // 3. the delivering outlet is closed now (Cairo time)
    await page.evaluate((value) => localStorage.setItem("selected_address_details", value), details(4));
    await page.reload();
    await page.getByRole("radio", { name: "Credit Card" }).check();
    await expectMessage(`${maadiName} is closed now. Available hours are 08:00 - 22:00`);
    // 4. pickup without an outlet
    await page.evaluate(() => {
      localStorage.setItem("order_type", "2");
      localStorage.setItem("delivery-type", "store-pickup");
    });
    await page.reload();
    await expect(page.getByRole("heading", { name: "Deliver to" })).toHaveCount(0);
    await page.getByRole("radio", { name: "Credit Card" }).check();
    await expectMessage("Please select a Outlet");
  });

  test("server answers: not 200, a failed request, and an answer without a payment url", async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    await openWith(
      page,
      { ...loggedIn(customer), ...pickupAt(1, "Heliopolis Korba"), ...cartWith(flatWhiteLine()) },
      "/cart",
    );
    await page.getByRole("radio", { name: "Credit Card" }).check();

    // A server fault answers with the request's id, as the server's error handler does.
    await page.route("**/api/place_order", (route) =>
      route.fulfill({
        status: 500,
        headers: { "X-Request-Id": "req-7f3c2a1b" },
        json: { status: 500, message: "Server error", request_id: "req-7f3c2a1b" },
      }),
    );
    await page.getByRole("button", { name: "Place order" }).click();
    const oops = page.getByRole("dialog", { name: "Something went wrong!" });
    await expect(oops).toContainText("Oops...");
    await expect(oops.locator("[data-error-reference]")).toHaveText(
      "If it happens again, quote this code when you contact us: req-7f3c2a1b",
    );
    await oops.getByRole("button", { name: "OK" }).click();

    await page.unrouteAll();
    await page.route("**/api/place_order", (route) => route.abort("connectionrefused"));
    await page.getByRole("button", { name: "Place order" }).click();
    const failed = page.getByRole("dialog", { name: "Place order" });
    await expect(failed).toContainText("An error occurred while placing the order. Please try again later.");
    await expect(failed.locator("[data-error-reference]")).toHaveCount(0); // nothing the server can look up
    await failed.getByRole("button", { name: "OK" }).click();
    expect(await storage(page, "cartItems")).not.toBeNull(); // nothing placed, nothing cleared

    // The chain's backend may answer without a url: the notice, then /order-summary with the id.
    await page.unrouteAll();
    await page.route("**/api/place_order", async (route) => {
      const answer = await (await route.fetch()).json();
      await route.fulfill({ status: 200, json: { status: 200, id: answer.id } });
    });
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("dialog", { name: "Order placed successfully" })).toBeVisible();
    await expect(page).toHaveURL(/\/order-summary$/, { timeout: 6_000 }); // the notice closes itself at 3 s
    await expect(page.getByRole("heading", { name: "Order Summary" })).toBeVisible();
    await expect(page.getByText("Flat White")).toBeVisible();
    await expect(page.locator("[data-total-amount]")).toHaveText("EGP 165.30"); // (120 + 25) x 1.14
    expect(await storage(page, "cartItems")).toBeNull();
  });
});

test.describe("one order per checkout", () => {
  test("double-clicking Place order sends one request and makes one order", async ({ page, request }) => {
    const customer = await newCustomer(request);
    await openWith(
      page,
      { ...loggedIn(customer), ...pickupAt(1, "Heliopolis Korba"), ...cartWith(flatWhiteLine(3)) },
      "/cart",
    );
    let requests = 0;
    page.on("request", (sent) => {
      if (sent.url().endsWith("/api/place_order")) requests += 1;
    });
    await page.getByRole("radio", { name: "Credit Card" }).check();
    await page.getByRole("button", { name: "Place order" }).dblclick();
    await payWithCard(page, CARDS.approve);
    await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
    expect(requests).toBe(1);
    expect(await paidOrders(request, customer)).toHaveLength(1);
  });

  test("a retry after a lost answer sends the same Idempotency-Key and gets the same order", async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    await openWith(
      page,
      { ...loggedIn(customer), ...pickupAt(1, "Heliopolis Korba"), ...cartWith(flatWhiteLine(2)) },
      "/cart",
    );
    const keys: string[] = [];
    const orderIds: string[] = [];
    await page.route("**/api/place_order", async (route) => {
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      const response = await route.fetch(); // the server places the order...
      orderIds.push((await response.json()).id);
      if (keys.length === 1)
        await route.abort("connectionreset"); // ...and the answer is lost
      else await route.fulfill({ response });
    });

    await page.getByRole("radio", { name: "Credit Card" }).check();
    await page.getByRole("button", { name: "Place order" }).click();
    const failed = page.getByRole("dialog", { name: "Place order" });
    await expect(failed).toContainText("An error occurred while placing the order. Please try again later.");
    await failed.getByRole("button", { name: "OK" }).click();
    await page.reload(); // even after a reload, the pending attempt keeps its key
    await page.getByRole("radio", { name: "Credit Card" }).check();
    await page.getByRole("button", { name: "Place order" }).click();
    await payWithCard(page, CARDS.approve);
    await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();

    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_\-:.]{8,128}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(orderIds[1]).toBe(orderIds[0]);
    expect((await paidOrders(request, customer)).map((order) => order.id)).toEqual([orderIds[0]]);
    expect(await page.evaluate(() => localStorage.getItem("pending_checkout"))).toBeNull();
  });
});

test.describe("the item popup and the cart's lines", () => {
  test("the popup is a labelled dialog that keeps focus, closes on Escape, and merges identical adds", async ({
    page,
  }) => {
    await openWith(page, pickupAt(1, "Heliopolis Korba"), "/store-menu");
    await openSubCategory(page, "Beverages", /^Coffee Based$/);
    await page.getByRole("button", { name: "Add Cortado", exact: true }).click();
    const popup = page.getByRole("dialog", { name: "Cortado" });
    await expect(popup).toBeVisible();
    // Tab never reaches the page behind the modal dialog (it may pass through the browser's own UI).
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab");
      const outside = await popup.evaluate(
        (dialog) =>
          document.activeElement !== null &&
          document.activeElement !== document.body &&
          !dialog.contains(document.activeElement),
      );
      expect(outside).toBe(false);
    }
    await expect(popup.getByRole("button", { name: "Decrease quantity" })).toBeDisabled(); // minimum 1
    await page.keyboard.press("Escape");
    await expect(popup).toBeHidden();
    expect(await storage(page, "cartItems")).toBeNull();

    for (let i = 0; i < 2; i++) {
      await addThroughPopup(page, "Cortado", {
        choices: [{ group: "Milk", option: "Skimmed" }],
        price: "EGP 95.00",
      });
    }
    await addThroughPopup(page, "Cortado", { choices: [], note: "In a glass", price: "EGP 95.00" });
    const lines = JSON.parse((await storage(page, "cartItems")) ?? "[]");
    expect(lines).toEqual([
      {
        itemName: "Cortado",
        itemPrice: 95,
        itemImg: expect.stringMatching(/^\/images\/menu\//),
        note: "",
        itemId: 21022,
        quantity: 2,
        condiment_data: [
          {
            condiment_id: 400102,
            condiment_price: 0,
            condiment_name: "Skimmed",
            condiment_group_name: "Milk",
          },
        ],
      },
      expect.objectContaining({ note: "In a glass", quantity: 1, condiment_data: [] }),
    ]);
    const expiry = Number(await storage(page, "cartExpiry"));
    expect(Math.abs(expiry - (serverNow() + 24 * 60 * 60 * 1000))).toBeLessThan(60_000);
  });

  test("plus, minus, condiment removal and the trash control ask before removing", async ({ page }) => {
    const cappuccino = {
      ...flatWhiteLine(),
      itemName: "Cappuccino",
      itemPrice: 115,
      itemId: 21028,
      condiment_data: [],
    };
    await openWith(
      page,
      { ...pickupAt(1, "Heliopolis Korba"), ...cartWith(flatWhiteLine(2), cappuccino) },
      "/cart",
    );
    const flatWhite = page.locator('[data-cart-line="21023"]');
    const total = page.locator("[data-total-amount]");
    await expect(total).toHaveText("EGP 461.70"); // (290 + 115) x 1.14

    await flatWhite.getByRole("button", { name: "Remove Oat from Flat White" }).click();
    const confirm = page.getByRole("dialog", { name: "Are you sure?" });
    await expect(confirm).toContainText("You want to remove Oat");
    await confirm.getByRole("button", { name: "Yes" }).click();
    await expect(flatWhite).not.toContainText("Oat");
    await expect(total).toHaveText("EGP 404.70"); // (240 + 115) x 1.14

    await flatWhite.getByRole("button", { name: "Decrease Flat White" }).click();
    await expect(flatWhite.getByRole("button", { name: "Remove Flat White" })).toBeVisible(); // trash at 1
    await flatWhite.getByRole("button", { name: "Remove Flat White" }).click();
    await expect(confirm).toContainText("You want to remove item");
    await confirm.getByRole("button", { name: "No" }).click();
    await expect(flatWhite).toBeVisible();
    await flatWhite.getByRole("button", { name: "Increase Flat White" }).click();
    await expect(flatWhite.getByRole("group", { name: "Quantity of Flat White" })).toContainText("2");
    await flatWhite.getByRole("button", { name: "Decrease Flat White" }).click();
    await flatWhite.getByRole("button", { name: "Remove Flat White" }).click();
    await confirm.getByRole("button", { name: "Yes" }).click();
    await expect(flatWhite).toHaveCount(0);

    await page.getByRole("button", { name: "Remove Cappuccino" }).click();
    await confirm.getByRole("button", { name: "Yes" }).click();
    await expect(page.getByText("Your cart is empty.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Place order" })).toBeDisabled();
    await expect(total).toHaveText("EGP 0.00");
    await page.getByRole("link", { name: "Add Items" }).click();
    await expect(page).toHaveURL(/\/store-menu$/);
  });

  test("an expired cart is emptied when the cart opens", async ({ page }) => {
    await openWith(
      page,
      {
        ...pickupAt(1, "Heliopolis Korba"),
        cartItems: JSON.stringify([flatWhiteLine()]),
        cartExpiry: String(serverNow() - 1000),
      },
      "/cart",
    );
    await expect(page.getByText("Your cart is empty.")).toBeVisible();
    expect(await storage(page, "cartItems")).toBeNull();
  });
});

test.describe("order history and cards", () => {
  test("no past orders, a fetch failure, and re-order reporting unavailable items first", async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    await openWith(page, loggedIn(customer), "/order-history");
    await expect(page.getByText("No past orders found")).toBeVisible();

    await page.route("**/api/order_history", (route) =>
      route.fulfill({
        status: 500,
        headers: { "X-Request-Id": "req-history-1" },
        json: { status: 500, message: "x" },
      }),
    );
    await page.reload();
    await expect(page.getByRole("alert")).toContainText("Something went wrong");
    await expect(page.getByRole("alert")).toContainText("Failed to fetch orders");
    await expect(page.getByRole("alert")).toContainText("quote this code when you contact us: req-history-1");
    await page.unrouteAll();

    // A paid order with an empty item list reads 'No items found for this order'.
    await page.route("**/api/order_history", (route) =>
      route.fulfill({
        json: {
          status: 200,
          data: [
            {
              id: "x1",
              created_at: new Date(serverNow()).toISOString(),
              order_status: "paid",
              order_data: { menuItems: [] },
            },
          ],
        },
      }),
    );
    await page.reload();
    await expect(page.getByText("No items found for this order")).toBeVisible();
    await page.unrouteAll();

    // Pay one order, then re-order it while the server reports an item gone.
    await openWith(page, { ...pickupAt(1, "Heliopolis Korba"), ...cartWith(flatWhiteLine()) }, "/cart");
    await page.getByRole("radio", { name: "Credit Card" }).check();
    await page.getByRole("button", { name: "Place order" }).click();
    await payWithCard(page, CARDS.approve);
    await page.getByRole("link", { name: "View Order History" }).click();
    await page.route("**/api/re_order", async (route) => {
      const answer = await (await route.fetch()).json();
      await route.fulfill({ json: { ...answer, unavailable: ["Pumpkin Spice Latte"] } });
    });
    await page.getByRole("button", { name: "Re-order" }).click();
    await chooseReOrderTime(page);
    const dialog = page.getByRole("dialog", { name: "Some items are no longer available" });
    await expect(dialog).toContainText(
      "These items are no longer available: Pumpkin Spice Latte. Continue to payment?",
    );
    await dialog.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page).toHaveURL(/\/payments\/sandbox\/pay\//);
  });

  test("/addCard saves the provider's token; card fields live only in the provider's frame", async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    const saved: unknown[] = [];
    page.on("request", (sent) => {
      if (sent.url().endsWith("/api/save_card")) saved.push(sent.postDataJSON());
    });
    await openWith(page, loggedIn(customer), "/addCard");
    await expect(page.getByRole("heading", { name: "Add Card" })).toBeVisible();
    await expect(page.locator("main input")).toHaveCount(0); // none of our own card inputs
    const frame = page.frameLocator('iframe[title^="Card details"]');
    await frame.getByLabel("Name on card").fill("Nour Hassan");
    await frame.getByLabel("Card number").fill(CARDS.approve);
    await frame.getByLabel("Expiry (MM/YY)").fill("12/39");
    await frame.getByLabel("Security code").fill("123");
    await frame.getByRole("button", { name: "Save card" }).click();
    await expect(page.getByText("Visa ending in 4242 has been saved.")).toBeVisible();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ name: "Nour Hassan", last4: "4242", brand: "Visa", expiry: "12/39" });
    expect(JSON.stringify(saved[0])).not.toContain(CARDS.approve);

    // A message from another window of the same origin is ignored.
    await page.evaluate(() =>
      window.postMessage(
        {
          type: "payment_tokenized",
          token: "tok_forged",
          last4: "1111",
          brand: "Visa",
          expiry: "01/30",
          name: "X",
        },
        window.location.origin,
      ),
    );
    await page.waitForTimeout(300);
    expect(saved).toHaveLength(1);
  });

  test("/iframe embeds the provider page from router state and acts only on its frame's messages", async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    await openWith(page, loggedIn(customer), "/iframe");
    await expect(page.getByRole("alert")).toHaveText("There is no payment page to show.");

    const saved: unknown[] = [];
    page.on("request", (sent) => {
      if (sent.url().endsWith("/api/save_card")) saved.push(sent.postDataJSON());
    });
    // Arrive as the app would: a navigation carrying `url` in the history state.
    await page.evaluate(() => {
      const url = `/payments/sandbox/card-frame?parent_origin=${encodeURIComponent(location.origin)}`;
      history.pushState({ url, key: "iframe-test", __TSR_key: "iframe-test", __TSR_index: 1 }, "", "/iframe");
      dispatchEvent(new PopStateEvent("popstate", { state: history.state }));
    });
    const frame = page.frameLocator('iframe[title^="Card details"]');
    await frame.getByLabel("Name on card").fill("Nour Hassan");
    await frame.getByLabel("Card number").fill("4242 4242 4242 4241");
    await frame.getByLabel("Expiry (MM/YY)").fill("12/39");
    await frame.getByLabel("Security code").fill("123");
    await frame.getByRole("button", { name: "Save card" }).click();
    await expect(page.getByRole("alert")).toHaveText("Check the card number."); // the frame's error message
    await frame.getByLabel("Name on card").fill("Nour Hassan");
    await frame.getByLabel("Card number").fill(CARDS.approve);
    await frame.getByLabel("Expiry (MM/YY)").fill("12/39");
    await frame.getByLabel("Security code").fill("123");
    await frame.getByRole("button", { name: "Save card" }).click();
    await expect(page.getByText("Visa ending in 4242 has been saved.")).toBeVisible();
    expect(saved).toEqual([expect.objectContaining({ last4: "4242", name: "Nour Hassan" })]);
  });
});
