// Ordering again from the home screen: a logged-in customer's newest orders on the landing page
// (a chunk a visitor never downloads) with Re-order and Add to cart, the history's cards naming
// the store, the order type and the total, Add to cart filling the cart with what is available
// (the rest named, a full cart replaced only when the customer agrees), the header's account
// menu and the menu's side panel reaching Order History and Profile, the installed app's
// Re-order shortcut, and the same in Arabic. Screenshots go to test-results/order-again/.
import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Locator, type Page, type Request } from "@playwright/test";
import {
  api,
  CARDS,
  type Customer,
  cartWith,
  controlledByServiceWorker,
  crampedControls,
  flatWhiteLine,
  loggedIn,
  newCustomer,
  openPage,
  openWith,
  payWithCard,
  persisted,
  pickupAt,
  saveMaadiAddress,
  storage,
  test,
} from "./support.ts";

const SHOTS = "test-results/order-again";
/** Open around the clock in the demo data: pickup as soon as possible works at any hour. */
const KORBA = { id: 1, name: "Heliopolis Korba", nameAr: "مصر الجديدة - الكوربة" };
const ITEMS = { flatWhite: 21023, espresso: 21020, cortado: 21022, oat: 400103 };

type Line = { itemId: number; quantity: number; note?: string; condiment_data?: { condiment_id: number }[] };
const THE_USUAL: Line[] = [
  { itemId: ITEMS.flatWhite, quantity: 2, note: "extra hot", condiment_data: [{ condiment_id: ITEMS.oat }] },
  { itemId: ITEMS.espresso, quantity: 1 },
  { itemId: ITEMS.cortado, quantity: 1 },
];

/** A pickup order at Heliopolis Korba, placed through the API and paid on the sandbox's page. */
async function paidOrder(page: Page, request: APIRequestContext, customer: Customer, lines = THE_USUAL) {
  const placed = await request.post("/api/place_order", {
    headers: { ...customer.auth, "Idempotency-Key": randomUUID() },
    data: {
      data: JSON.stringify(lines.map((line) => ({ note: "", condiment_data: [], ...line }))),
      order_type: 2,
      selected_address_id: "",
      selected_outlet_id: KORBA.id,
      selected_method: "card",
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const { url, id } = (await placed.json()) as { url: string; id: string };
  await page.goto(url);
  await payWithCard(page, CARDS.approve);
  await expect(page).toHaveURL(/\/payment-success\?order_id=/);
  const details = await request.get(`/api/order_details/${id}`, { headers: api });
  return { id, total: (await details.json()).data.totals.total as number };
}

const egp = (amount: number) =>
  `EGP ${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function markSoldOut(request: APIRequestContext, itemId: number, soldOut: boolean) {
  const signedIn = await request.post("/api/store/sign_in", {
    headers: api,
    data: { username: `staff${KORBA.id}`, password: `demo-staff-${KORBA.id}` },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const { token } = (await signedIn.json()).data as { token: string };
  const marked = await request.post("/api/store/sold_out", {
    headers: { ...api, Authorization: `Bearer ${token}` },
    data: { kind: "item", id: itemId, sold_out: soldOut, until: "end_of_day" },
  });
  expect(marked.status(), await marked.text()).toBe(200);
}

/** Waits for a dialog's or a popover's opening animation to end, so that a screenshot shows it. */
const settled = (locator: Locator) =>
  locator.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)));

const lastOrder = (page: Page) => page.getByRole("region", { name: "Order again" });
const isCustomerChunk = (request: Request) => /\/assets\/customer-parts-[\w-]+\.js$/.test(request.url());

test.describe("order again from the landing page", () => {
  test("a visitor downloads none of it; a customer sees the newest orders and re-orders in one go", async ({
    page,
    request,
  }) => {
    const loaded: string[] = [];
    page.on("request", (sent) => {
      if (isCustomerChunk(sent) || sent.url().includes("/api/order_history")) loaded.push(sent.url());
    });
    await openPage(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.mouse.wheel(0, 4000); // the lazy sections below load meanwhile
    await page.waitForLoadState("networkidle");
    expect(loaded).toEqual([]);
    await expect(lastOrder(page)).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("button", { name: "Account" })).toHaveCount(0);

    const customer = await newCustomer(request);
    const older = await paidOrder(page, request, customer, [{ itemId: ITEMS.espresso, quantity: 3 }]);
    const newest = await paidOrder(page, request, customer);
    await openWith(page, loggedIn(customer), "/");
    const section = lastOrder(page);
    await expect(section).toBeVisible();
    expect(loaded.some((url) => /customer-parts-/.test(url))).toBe(true);
    const cards = section.getByRole("article");
    await expect(cards).toHaveCount(2);
    // Newest first: where, how and for how much, and what was in it.
    await expect(cards.first()).toHaveAttribute("data-order-id", newest.id);
    await expect(cards.first()).toContainText(KORBA.name);
    await expect(cards.first()).toContainText("Store Pickup");
    await expect(cards.first()).toContainText(`Total ${egp(newest.total)}`);
    await expect(cards.first()).toContainText("2 × Flat White, 1 × Espresso Single, 1 × Cortado");
    await expect(cards.nth(1)).toHaveAttribute("data-order-id", older.id);
    await expect(cards.nth(1)).toContainText("3 × Espresso Single");
    await expect(section.getByRole("link", { name: "All past orders" })).toHaveAttribute(
      "href",
      "/order-history",
    );
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/landing-last-orders-phone.png` });

    // Re-order: the spec's new order from the old one, straight to payment.
    const reOrders: unknown[] = [];
    page.on("request", (sent) => {
      if (sent.url().endsWith("/api/re_order")) reOrders.push(sent.postDataJSON());
    });
    await cards.first().getByRole("button", { name: "Re-order" }).click();
    const when = page.getByRole("dialog", { name: "When would you like it?" });
    await expect(when.getByRole("radio", { name: /^As soon as possible/ })).toBeChecked();
    await when.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page).toHaveURL(/\/payments\/sandbox\/pay\//);
    expect(reOrders).toEqual([{ order_id: newest.id }]);
  });

  test("Add to cart fills the cart with the available lines, names the rest, and asks before replacing a cart", async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    const order = await paidOrder(page, request, customer);
    await markSoldOut(request, ITEMS.cortado, true);
    try {
      // Something else is in the cart already, for pickup at another store.
      const earlier = { ...flatWhiteLine(1), itemId: ITEMS.espresso, itemName: "Espresso Single" };
      await openWith(
        page,
        {
          ...loggedIn(customer),
          ...pickupAt(4, "Maadi Road 9"),
          ...cartWith({ ...earlier, condiment_data: [] }),
        },
        "/order-history",
      );
      const card = page.locator(`article[data-order-id="${order.id}"]`);
      await expect(card).toContainText(KORBA.name);
      await expect(card).toContainText("Store Pickup");
      await expect(card).toContainText(`Total ${egp(order.total)}`);
      await page.screenshot({ path: `${SHOTS}/history-card-phone.png` });

      // Keeping the cart changes nothing.
      await card.getByRole("button", { name: "Add to cart" }).click();
      const replace = page.getByRole("dialog", { name: "Replace your cart?" });
      await expect(replace).toContainText("Your cart has 1 item. Adding this order empties it first.");
      await settled(replace);
      await page.screenshot({ path: `${SHOTS}/replace-cart-phone.png` });
      await replace.getByRole("button", { name: "Keep my cart" }).click();
      await expect(replace).toBeHidden();
      expect(JSON.parse((await storage(page, "cartItems")) ?? "[]")).toHaveLength(1);
      expect(await storage(page, "selected_outlet_id")).toBe("4");

      // Replacing it: the order's store, and its lines but the sold-out Cortado.
      await card.getByRole("button", { name: "Add to cart" }).click();
      await replace.getByRole("button", { name: "Replace cart" }).click();
      const partly = page.getByRole("dialog", { name: "Some items could not be added" });
      await expect(partly).toContainText("The rest is in your cart. Not available now: Cortado (sold out).");
      await settled(partly);
      await page.screenshot({ path: `${SHOTS}/partly-added-phone.png` });
      await partly.getByRole("button", { name: "Go to cart" }).click();
      await expect(page).toHaveURL(/\/cart$/);
      expect(await storage(page, "selected_outlet_id")).toBe(String(KORBA.id));
      expect(await storage(page, "selected_outlet_name")).toBe(KORBA.name);
      expect(await storage(page, "order_type")).toBe("2");
      const cart = JSON.parse((await storage(page, "cartItems")) ?? "[]");
      expect(
        cart.map((line: { itemId: number; quantity: number; note: string; condiment_data: unknown[] }) => [
          line.itemId,
          line.quantity,
          line.note,
          line.condiment_data.length,
        ]),
      ).toEqual([
        [ITEMS.flatWhite, 2, "extra hot", 1],
        [ITEMS.espresso, 1, "", 0],
      ]);
      await expect(page.getByRole("heading", { level: 3, name: "Flat White" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 3, name: "Espresso Single" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 3, name: "Cortado" })).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/cart-after-add-phone.png`, fullPage: true });

      // The customer may change it, then pays as for any cart.
      await page.getByRole("radio", { name: "Credit Card" }).check();
      await page.getByRole("button", { name: "Place order" }).click();
      await payWithCard(page, CARDS.approve);
      await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();

      // The same cards within the profile, on a narrow phone, in both languages: the tabs' and
      // the buttons' words stay whole (a card within the profile's panel is narrower).
      await page.setViewportSize({ width: 360, height: 740 });
      for (const language of ["en", "ar"]) {
        await page.evaluate((chosen) => localStorage.setItem("language", chosen), language);
        await page.goto("/profile?tab=orders");
        const orders = page.getByRole("main");
        await expect(orders.locator(`article[data-order-id="${order.id}"]`)).toBeVisible();
        expect(await crampedControls(orders), language).toEqual([]);
      }
    } finally {
      await markSoldOut(request, ITEMS.cortado, false);
    }
  });

  test("a delivery order goes back to its address; the installed app's shortcut lands on the section", async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    const addressId = (await saveMaadiAddress(request, customer)).address_id;
    await paidOrder(page, request, customer, [{ itemId: ITEMS.espresso, quantity: 2 }]);
    // Delivery depends on the store's hours at the time: the same paid order, listed as a
    // delivery to the saved address from Maadi (the history's answer rewritten).
    await page.route("**/api/order_history", async (route) => {
      const answer = await (await route.fetch()).json();
      for (const past of answer.data) {
        Object.assign(past, {
          order_type: 3,
          outlet_id: 4,
          outlet_name: "Maadi Road 9",
          address_id: addressId,
        });
      }
      await route.fulfill({ json: answer });
    });
    await openWith(page, loggedIn(customer), "/#last-order");
    const section = lastOrder(page);
    await expect(section).toBeInViewport(); // the shortcut's target, found once it is there
    await expect(section.getByRole("article")).toContainText("Home Delivery");
    await section.getByRole("button", { name: "Add to cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    expect(await storage(page, "select_address_id")).toBe(String(addressId));
    expect(await storage(page, "order_type")).toBe("3");
    await expect(page.getByRole("region", { name: "Deliver to" })).toContainText("Home");
    expect(JSON.parse((await storage(page, "cartItems")) ?? "[]")).toMatchObject([
      { itemId: ITEMS.espresso, quantity: 2 },
    ]);

    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
    const manifest = await (await request.get(manifestHref ?? "")).json();
    expect(manifest.shortcuts).toContainEqual(
      expect.objectContaining({ name: "Re-order", url: "/#last-order" }),
    );
  });
  test("the shortcut's section opens offline too, from the orders kept on the device", async ({
    page,
    context,
    request,
  }) => {
    const customer = await newCustomer(request);
    const order = await paidOrder(page, request, customer, [{ itemId: ITEMS.espresso, quantity: 1 }]);
    await openWith(page, loggedIn(customer), "/");
    await controlledByServiceWorker(page);
    await expect(lastOrder(page).getByRole("article")).toHaveAttribute("data-order-id", order.id);
    await persisted(page, "order-history");
    await context.setOffline(true);
    try {
      await openPage(page, "/#last-order");
      await expect(lastOrder(page)).toBeInViewport();
      await expect(lastOrder(page).getByRole("article")).toHaveAttribute("data-order-id", order.id);
    } finally {
      await context.setOffline(false);
    }
  });

  test("an order none of whose items can be ordered now leaves the cart alone and says why", async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    const order = await paidOrder(page, request, customer, [{ itemId: ITEMS.espresso, quantity: 1 }]);
    await page.route("**/api/order_history", async (route) => {
      const answer = await (await route.fetch()).json();
      Object.assign(answer.data[0].order_data.menuItems[0], { item_id: 99_999, name: "Pumpkin Spice Latte" });
      await route.fulfill({ json: answer });
    });
    await openWith(page, { ...loggedIn(customer), ...cartWith(flatWhiteLine(2)) }, "/order-history");
    await page
      .locator(`article[data-order-id="${order.id}"]`)
      .getByRole("button", { name: "Add to cart" })
      .click();
    const nothing = page.getByRole("dialog", { name: "Nothing to add" });
    await expect(nothing).toContainText(
      "None of this order's items can be ordered now: Pumpkin Spice Latte (no longer on the menu).",
    );
    await nothing.getByRole("button", { name: "OK" }).click();
    await expect(nothing).toBeHidden();
    await expect(page).toHaveURL(/\/order-history$/);
    expect(JSON.parse((await storage(page, "cartItems")) ?? "[]")).toMatchObject([
      { itemId: ITEMS.flatWhite, quantity: 2 },
    ]);
  });
});

test.describe("Order History and Profile in the chrome", () => {
  test("the side panel lists them apart from ordering, on the menu and every inner screen", async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    await openWith(page, { ...loggedIn(customer), ...pickupAt(KORBA.id, KORBA.name) }, "/store-menu");
    await page.getByRole("button", { name: "Open menu" }).click();
    const panel = page.getByRole("dialog", { name: "Menu" });
    const account = panel.locator("[data-panel-account]");
    await expect(account.getByRole("link", { name: "Order History" })).toBeVisible();
    await expect(account.getByRole("link", { name: "Profile" })).toBeVisible();
    await expect.poll(async () => (await panel.boundingBox())?.x).toBe(0); // slid in
    await page.screenshot({ path: `${SHOTS}/side-panel-phone.png` });
    await account.getByRole("link", { name: "Profile" }).click();
    await expect(page).toHaveURL(/\/profile$/);

    // Every inner screen's title bar has it: from the profile to the order history, then the cart.
    await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
    await panel.locator("[data-panel-account]").getByRole("link", { name: "Order History" }).click();
    await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
    await page.screenshot({ path: `${SHOTS}/side-panel-on-order-history.png` });
    await panel.getByRole("link", { name: "Cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("banner").getByRole("button", { name: "Open menu" })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/cart-title-bar.png` });
  });

  test("on a phone the header keeps Logout and the account button on one line, in both languages", async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    for (const [language, path, account, logout] of [
      ["en", "/", "Account", "Logout"],
      ["ar", "/ar", "حسابي", "تسجيل الخروج"],
    ] as const) {
      await openWith(page, { ...loggedIn(customer), language }, path);
      const header = page.getByRole("banner");
      await expect(header.getByRole("button", { name: account })).toBeVisible();
      await expect(header.getByRole("button", { name: logout })).toBeVisible();
      // Nothing is cut: every control's words fit inside it, the header on one line, no sideways scroll.
      const overflowing = await header
        .locator("a, button")
        .evaluateAll((controls) =>
          controls
            .filter((control) => control.checkVisibility() && control.scrollWidth > control.clientWidth + 1)
            .map((control) => control.textContent),
        );
      expect(overflowing).toEqual([]);
      expect((await header.boundingBox())?.height).toBeLessThanOrEqual(72);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await header.getByRole("button", { name: account }).click();
      const menu = header.getByRole("navigation", { name: account });
      await expect(menu).toBeVisible();
      await settled(menu);
      // The whole menu is on the screen, in either direction.
      const box = await menu.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: `${SHOTS}/account-menu-phone-${language}.png` });
      await page.keyboard.press("Escape");
    }
    await openWith(page, { language: "en" }, "/");
    await page.getByRole("banner").getByRole("button", { name: "Account" }).click();
    await page
      .getByRole("navigation", { name: "Account" })
      .getByRole("link", { name: "Order History" })
      .click();
    await expect(page).toHaveURL(/\/order-history$/);
  });

  test.describe("desktop", () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test("the header's account menu opens by keyboard, names the customer and closes on Escape", async ({
      page,
      request,
    }) => {
      const customer = await newCustomer(request);
      await openWith(page, loggedIn(customer), "/");
      const trigger = page.getByRole("banner").getByRole("button", { name: "Account" });
      await expect(trigger).toHaveText("Account");
      await trigger.focus();
      await page.keyboard.press("Enter");
      const menu = page.getByRole("banner").getByRole("navigation", { name: "Account" });
      await expect(menu).toBeVisible();
      await expect(menu).toContainText("Signed in as Nour Hassan");
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      // The menu's links come right after its button.
      await page.keyboard.press("Tab");
      await expect(menu.getByRole("link", { name: "Order History" })).toBeFocused();
      await settled(menu);
      await page.screenshot({ path: `${SHOTS}/account-menu-desktop.png` });
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();

      await trigger.click();
      await menu.getByRole("link", { name: "Profile" }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(menu).toBeHidden();
    });
  });
});

test("in Arabic: the section, the card's facts and Add to cart", async ({ page, request }) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  const customer = await newCustomer(request);
  await paidOrder(page, request, customer, [{ itemId: ITEMS.flatWhite, quantity: 1 }]);
  await openWith(page, { ...loggedIn(customer), language: "ar" }, "/ar");
  const section = page.getByRole("region", { name: "اطلب مرة أخرى" });
  await expect(section).toBeVisible();
  const card = section.getByRole("article");
  await expect(card).toContainText(KORBA.nameAr);
  await expect(card).toContainText("الاستلام من الفرع");
  await expect(card).toContainText("1 × فلات وايت");
  await expect(page.getByRole("banner").getByRole("button", { name: "حسابي" })).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/landing-last-orders-arabic.png` });
  await card.getByRole("button", { name: "أضف إلى السلة" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("heading", { level: 3, name: "فلات وايت" })).toBeVisible();
  expect(problems).toEqual([]);
});
