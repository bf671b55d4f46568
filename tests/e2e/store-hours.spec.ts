// Telling customers early when a store is closed: Select Method, the outlet list, the address
// picker, the menu's banner, the cart's Pickup from and Deliver to cards and the Pay With step,
// in and out of opening hours (the page's clock is set; the server's is its own), in English and
// Arabic. Also: Credit Card chosen already, no delivery fee on an empty cart, and the order
// summary's condiment prices per cup with the delivery fee once. Screenshots under
// test-results/store-hours/.
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import {
  api,
  type Customer,
  cartWith,
  flatWhiteLine,
  loggedIn,
  newCustomer,
  openPage,
  openWith,
  pickupAt,
  saveMaadiAddress,
  test,
} from "./support.ts";

const SHOTS = "test-results/store-hours";
/** The phone's screen as the customer sees it; `whole`: the whole page, scrolled. */
const shoot = (page: Page, name: string, whole = false) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: whole });

// November: Cairo is on winter time (UTC+2). 2026-11-24 is a Tuesday.
const TUESDAY_23_00 = new Date("2026-11-24T21:00:00Z");
const TUESDAY_NOON = new Date("2026-11-24T10:00:00Z");
const MAADI = { id: 4, name: "Maadi Road 9" }; // Sunday to Thursday 08:00-22:00

/** A saved address in Maadi (delivered by outlet 4), stored as the selected one. */
async function maadiAddress(request: APIRequestContext, customer: Customer) {
  const { address_id: id, closest_outlet_id: closest } = await saveMaadiAddress(request, customer);
  expect(closest).toBe(MAADI.id);
  return {
    order_type: "3",
    "delivery-type": "home-delivery",
    select_address_id: String(id),
    selected_address_details: JSON.stringify({
      id,
      label: "Home",
      address: "12 Road 9",
      closest_outlet_id: closest,
      lat: 29.963,
      lng: 31.2597,
    }),
    addressId: String(id),
  };
}

const outletItem = (page: Page, id: number) => page.locator(`li[data-outlet-id="${id}"]`);

test.describe("store hours told early", () => {
  test("at 23:00 in Cairo: Select Method, the outlet list, the menu and the cart say which stores are closed, and a closed one can still be chosen", async ({
    page,
  }) => {
    await page.clock.setFixedTime(TUESDAY_23_00);
    // The server keeps its own clock: its time picker is told the store is closed, as at 23:00.
    await page.route(`**/api/order_ahead_slots?outlet_id=${MAADI.id}`, async (route) => {
      const live = await (await route.fetch()).json();
      await route.fulfill({ json: { ...live, data: { ...live.data, asap_available: false } } });
    });
    await openPage(page, "/");
    await page.getByRole("button", { name: "Order Now" }).first().click();
    const method = page.getByRole("dialog", { name: "Select Method" });
    const delivery = method.getByRole("radio", { name: "Home Delivery", exact: true });
    const pickup = method.getByRole("radio", { name: "Store Pickup", exact: true });
    // Delivery outlets close at 22:00; Korba and Nasr City never close, Garden City at 02:00.
    await expect(delivery).toHaveAccessibleDescription("Closed now · opens tomorrow at 08:00");
    await expect(pickup).toHaveAccessibleDescription("Stores open now: 3 of 12");
    await shoot(page, "1-select-method-closed");

    await pickup.check();
    await method.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/outlet$/);
    await expect(outletItem(page, MAADI.id).locator("[data-open-status]")).toHaveText(
      "Closed now · opens tomorrow at 08:00",
    );
    await expect(outletItem(page, 1).locator("[data-open-status]")).toHaveText("Open 24 hours");
    await expect(outletItem(page, 10).locator("[data-open-status]")).toHaveText("Open now · until 02:00");
    await expect(outletItem(page, 9).locator("[data-open-status]")).toHaveText(
      "Closed now · opens tomorrow at 09:00",
    );
    await expect(page.locator('[data-open-status="true"]')).toHaveCount(3);
    await outletItem(page, MAADI.id).scrollIntoViewIfNeeded();
    await shoot(page, "2-outlet-list-closed");

    // Closed, and still choosable: tell, don't block.
    await outletItem(page, MAADI.id)
      .getByRole("button", { name: /^Pick up here/ })
      .click();
    await page
      .getByRole("dialog", { name: "Store pickup" })
      .getByRole("button", { name: "Yes, select" })
      .click();
    await expect(page).toHaveURL(/\/store-menu$/);
    const banner = page.locator("[data-store-hours-banner]");
    await expect(banner).toContainText("Maadi Road 9 is closed now. Available hours are 08:00 - 22:00");
    await expect(banner).toContainText("Closed now · opens tomorrow at 08:00");
    await expect(banner).toContainText("You can still order now and choose a later time at checkout.");
    await expect(page.locator("article[data-item-id]").first()).toBeVisible();
    await shoot(page, "3-menu-banner-closed");

    await page.evaluate((cart) => {
      for (const [key, value] of Object.entries(cart)) localStorage.setItem(key, value);
    }, cartWith(flatWhiteLine()));
    await openPage(page, "/cart");
    const card = page.locator("[data-pickup-from]");
    await expect(card.getByRole("heading", { name: "Pickup from" })).toBeVisible();
    await expect(card).toContainText(MAADI.name);
    await expect(card.locator("[data-open-status]")).toHaveText("Closed now · opens tomorrow at 08:00");
    await expect(card.getByRole("definition")).toHaveText(["08:00 - 22:00", "10:00 - 22:00"]);
    await expect(card.getByRole("term")).toHaveText(["Sunday to Thursday", "Friday and Saturday"]);
    await expect(card.getByRole("link", { name: "Choose another store" })).toHaveAttribute("href", "/outlet");
    // As soon as possible is not offered while closed; a later time is.
    const picker = page.getByRole("group", { name: "Pickup time" });
    await expect(picker.getByRole("radio", { name: "As soon as possible" })).toBeDisabled();
    await expect(picker.getByRole("radio", { name: "Schedule for later" })).toBeChecked();
    await expect(picker).toContainText("Maadi Road 9 is closed now. Available hours are 08:00 - 22:00");
    // The payment step: the only way to pay is chosen already, with the store and its state.
    await expect(page.getByRole("radio", { name: "Credit Card" })).toBeChecked();
    const store = page.locator("[data-checkout-store]");
    await expect(store).toContainText(`Pickup from ${MAADI.name}`);
    await expect(store.locator("[data-open-status]")).toHaveText("Closed now · opens tomorrow at 08:00");
    await shoot(page, "4-cart-pickup-closed", true);
  });

  test("in opening hours: open everywhere, no banner; the address picker and the delivery cart say when the address gets deliveries", async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    const address = await maadiAddress(request, customer);
    await page.clock.setFixedTime(TUESDAY_NOON);
    await openWith(page, { ...loggedIn(customer) }, "/");
    await page.getByRole("button", { name: "Order Now" }).first().click();
    const method = page.getByRole("dialog", { name: "Select Method" });
    await expect(
      method.getByRole("radio", { name: "Home Delivery", exact: true }),
    ).toHaveAccessibleDescription("Open now · until 22:00");
    await expect(
      method.getByRole("radio", { name: "Store Pickup", exact: true }),
    ).toHaveAccessibleDescription("Stores open now: 12 of 12");
    await method.getByRole("radio", { name: "Home Delivery", exact: true }).check();
    await method.getByRole("button", { name: "Continue" }).click();
    const picker = page.getByRole("dialog", { name: "Select Address" });
    const option = picker.locator(`[data-address-id="${address.addressId}"]`);
    await expect(option.locator("[data-open-status]")).toHaveText("Delivery: Open now · until 22:00");
    await shoot(page, "5-address-picker-open");
    await option.getByRole("radio").click();
    await expect(page).toHaveURL(/\/store-menu$/, { timeout: 15_000 });
    await expect(page.locator("article[data-item-id]").first()).toBeVisible();
    await expect(page.locator("[data-store-hours-banner]")).toHaveCount(0);

    await openPage(page, "/cart");
    // An empty delivery cart costs nothing: no delivery fee, no 25 EGP total.
    const totals = page.locator("[data-cart-totals]");
    await expect(totals).not.toContainText("25.00");
    await expect(totals).not.toContainText("Delivery");
    await expect(totals).toContainText("EGP 0.00");
    const delivered = page.locator("[data-delivered-from]");
    await expect(delivered).toContainText(`Delivered from ${MAADI.name}`);
    await expect(delivered.locator("[data-open-status]")).toHaveText("Open now · until 22:00");
    await shoot(page, "6-cart-delivery-empty-open", true);

    await page.evaluate(
      (cart) => {
        for (const [key, value] of Object.entries(cart)) localStorage.setItem(key, value);
      },
      cartWith(flatWhiteLine(2)),
    );
    await page.reload();
    await expect(totals).toContainText("Delivery");
    await expect(totals).toContainText("EGP 25.00");
    await expect(page.locator("[data-checkout-store]")).toContainText(`Delivery to Home, from ${MAADI.name}`);
    await expect(page.getByRole("radio", { name: "Credit Card" })).toBeChecked();
  });

  test("the address picker tells an address whose store is closed for delivery", async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    const address = await maadiAddress(request, customer);
    await page.clock.setFixedTime(TUESDAY_23_00);
    await openWith(page, { ...loggedIn(customer), ...address }, "/store-menu");
    // The menu of the outlet delivering to the address says it is closed.
    await expect(page.locator("[data-store-hours-banner]")).toContainText(
      "Maadi Road 9 is closed now. Available hours are 08:00 - 22:00",
    );
    await openPage(page, "/change-address");
    const option = page.locator(`[data-address-id="${address.addressId}"]`);
    await expect(option.locator("[data-open-status]")).toHaveText(
      "Delivery: Closed now · opens tomorrow at 08:00",
    );
  });

  test("in Arabic: the outlet list, the menu's banner and the cart", async ({ page }) => {
    await page.clock.setFixedTime(TUESDAY_23_00);
    await openWith(page, { language: "ar" }, "/outlet");
    await expect(outletItem(page, MAADI.id).locator("[data-open-status]")).toHaveText(
      "مغلق الآن · يفتح غدًا الساعة 8:00 ص",
    );
    await expect(outletItem(page, 1).locator("[data-open-status]")).toHaveText("مفتوح 24 ساعة");
    await expect(outletItem(page, 10).locator("[data-open-status]")).toHaveText("مفتوح الآن · حتى 2:00 ص");
    await shoot(page, "7-outlet-list-arabic");

    await page.evaluate(
      (values) => {
        for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
      },
      { ...pickupAt(MAADI.id, MAADI.name), ...cartWith(flatWhiteLine()) },
    );
    await openPage(page, "/store-menu");
    const banner = page.locator("[data-store-hours-banner]");
    await expect(banner).toContainText("فرع المعادي - شارع 9 مغلق الآن. مواعيد العمل من 8:00 ص إلى 10:00 م");
    await expect(banner).toContainText("يمكنك الطلب الآن واختيار وقت لاحق عند إتمام الطلب.");
    await shoot(page, "8-menu-banner-arabic");

    await openPage(page, "/cart");
    const card = page.locator("[data-pickup-from]");
    await expect(card.getByRole("heading", { name: "الاستلام من" })).toBeVisible();
    await expect(card.getByRole("term")).toHaveText(["من الأحد إلى الخميس", "الجمعة والسبت"]);
    await expect(card.getByRole("definition")).toHaveText([
      "من 8:00 ص إلى 10:00 م",
      "من 10:00 ص إلى 10:00 م",
    ]);
    await shoot(page, "9-cart-arabic", true);
  });

  test("the order summary prices condiments per cup beside each, their total as a total, and the delivery fee once", async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    const address = await maadiAddress(request, customer);
    // Ordered ahead for the first time the store delivers: accepted whatever the hour now.
    const slots = await request.get(`/api/order_ahead_slots?outlet_id=${MAADI.id}`, { headers: api });
    const slot = ((await slots.json()).data.slots as { start: string; full: boolean }[]).find((s) => !s.full);
    if (!slot) throw new Error("no slot to deliver in");
    const placed = await request.post("/api/place_order", {
      headers: customer.auth,
      data: {
        data: JSON.stringify([flatWhiteLine(3)]),
        order_type: 3,
        selected_address_id: Number(address.addressId),
        selected_outlet_id: "",
        selected_method: "card",
        pickup_at: slot.start,
      },
    });
    expect(placed.status(), await placed.text()).toBe(200);
    const { id } = await placed.json();

    await openPage(page, `/order-summary?order_id=${id}`);
    const items = page.getByRole("region", { name: "Items" });
    // Flat White 120 with Oat 25, three cups: 25 a cup, 75 in all.
    await expect(items.getByText("EGP 120.00 each")).toBeVisible();
    await expect(items.locator("[data-condiment-price]")).toHaveText("+ EGP 25.00 each (EGP 75.00 in total)");
    await expect(page.getByText(/Delivery fee/)).toHaveCount(0);
    await expect(page.getByText("Delivery", { exact: true })).toHaveCount(1);
    await expect(page.getByText("EGP 25.00", { exact: true })).toHaveCount(1);
    await shoot(page, "10-order-summary", true);
  });
});
