// A queued offline order, sent when the connection returns, does not take over the screen: the
// customer stays where they were, and a notice (a polite status, keyboard reachable, dismissable)
// says it was sent and offers "Pay now". The notice survives a reload, and goes with logout.
// Screenshots under test-results/queued-order/ (phone, 390x844) to look at.
import { expect, type Page } from "@playwright/test";
import { sentOrderStrings } from "#client/features/offline/sent-order/messages.gen.ts";
import { setLocaleSource } from "#shared/i18n/locale.ts";
import {
  CARDS,
  cartWith,
  controlledByServiceWorker,
  flatWhiteLine,
  loggedIn,
  newCustomer,
  openPage,
  openWith,
  payWithCard,
  pickupAt,
  placeOrderKeys,
  placeOrderOffline,
  serverNow,
  storage,
  test,
} from "./support.ts";

const SHOTS = "test-results/queued-order";
const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

const SENT = "Your queued order was sent. Pay now so the store can prepare it.";
/** The notice's text, inside a polite live region (the region itself takes no room). */
const notice = (page: Page) => page.getByRole("status").getByText(SENT);

/** Tabs forward until `name`'s button has the focus (at most `limit` presses). */
async function tabTo(page: Page, name: string, limit = 60) {
  const target = page.getByRole("button", { name, exact: true });
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`"${name}" was not reached with Tab`);
}

test("the order sent on reconnection leaves the customer where they are; Pay now pays it, after a reload too", async ({
  page,
  context,
  request,
}) => {
  const customer = await newCustomer(request);
  const placed = placeOrderKeys(page);
  await openWith(
    page,
    { ...loggedIn(customer), ...pickupAt(4, "Maadi Road 9"), ...cartWith(flatWhiteLine(2)) },
    "/cart",
  );
  await controlledByServiceWorker(page);

  // Offline at checkout: the order is queued, not placed.
  await placeOrderOffline(page, context);

  // The customer goes back to the menu while still offline.
  await page.getByRole("link", { name: "Add Items" }).click();
  await expect(page).toHaveURL(/\/store-menu$/);
  await expect(page.locator("article[data-item-id]").first()).toBeVisible();
  expect(placed).toEqual([]);

  // The connection returns: the order is sent once, and the menu stays on the screen.
  await context.setOffline(false);
  await expect(notice(page)).toBeVisible();
  expect(placed).toHaveLength(1);
  await expect(page).toHaveURL(/\/store-menu$/);
  await expect(page.locator("article[data-item-id]").first()).toBeVisible();
  // Placed: the cart is empty, as after any order.
  expect(await storage(page, "cartItems")).toBeNull();
  await expect(page.getByRole("button", { name: "Pay now", exact: true })).toBeVisible();
  await shoot(page, "sent-on-the-menu");

  // A reload keeps it (the order is unpaid until the customer pays). The placed order cleared the
  // outlet, so the menu now asks for one first (spec section 4).
  await page.reload();
  await expect(page).toHaveURL(/\/outlet$/);
  await expect(notice(page)).toBeVisible();

  // Reached with the keyboard; Pay now opens the order's payment page.
  await tabTo(page, "Pay now");
  await shoot(page, "pay-now-focused");
  await page.keyboard.press("Enter");
  await payWithCard(page, CARDS.approve);
  await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
  expect(placed).toHaveLength(1);

  // Paid: the notice is not offered again.
  await openPage(page, "/");
  await expect(page.getByRole("button", { name: "Order Now" }).first()).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  expect(await storage(page, "sent_order")).toBeNull();
});

test("Dismiss forgets the notice for good; logout clears it with the rest", async ({ page, request }) => {
  const customer = await newCustomer(request);
  const sent = JSON.stringify({ id: "an-order", url: "/payments/checkout/an-order", sentAt: serverNow() });
  await openWith(page, { ...loggedIn(customer), sent_order: sent }, "/");
  await expect(notice(page)).toBeVisible();
  await tabTo(page, "Dismiss");
  await page.keyboard.press("Enter");
  await expect(notice(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("button", { name: "Order Now" }).first()).toBeVisible();
  await expect(notice(page)).toHaveCount(0);

  // Logout (or a kiosk's wipe, which clears the same storage) takes a waiting one with it.
  await page.evaluate((value) => localStorage.setItem("sent_order", value), sent);
  await page.reload();
  await expect(notice(page)).toBeVisible();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(notice(page)).toHaveCount(0);
  expect(await storage(page, "sent_order")).toBeNull();
});

test("an order whose answer comes back after the customer logged out leaves nothing behind (a kiosk's wipe too)", async ({
  page,
  context,
  request,
}) => {
  const customer = await newCustomer(request);
  await openWith(
    page,
    { ...loggedIn(customer), ...pickupAt(4, "Maadi Road 9"), ...cartWith(flatWhiteLine()) },
    "/cart",
  );
  await controlledByServiceWorker(page);
  await placeOrderOffline(page, context);
  await openPage(page, "/");

  // The server places it; its answer is held until the customer has logged out.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let reached = () => {};
  const placedOnServer = new Promise<void>((resolve) => {
    reached = resolve;
  });
  await page.route("**/api/place_order", async (route) => {
    const response = await route.fetch();
    reached();
    await released;
    await route.fulfill({ response });
  });
  await context.setOffline(false);
  await placedOnServer;
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login/);
  const answered = page.waitForResponse("**/api/place_order");
  release();
  await answered;

  // Time for the answer to be handled (it showed the notice within it before).
  await page.waitForTimeout(1_000);
  await expect(notice(page)).toHaveCount(0);
  expect(await storage(page, "sent_order")).toBeNull();
});

test("an order placed without a payment page offers its summary; the notice speaks Arabic", async ({
  page,
}) => {
  const sent = (id: string, url: string | null) => JSON.stringify({ id, url, sentAt: serverNow() });
  await openWith(page, { sent_order: sent("42", null) }, "/returns-policy");
  await expect(page.getByRole("status").getByText("Your queued order was placed.")).toBeVisible();
  await page.getByRole("button", { name: "View order", exact: true }).click();
  await expect(page).toHaveURL(/\/order-summary\?order_id=/);
  await expect(page.getByRole("heading", { level: 1, name: "Order Summary" })).toBeVisible();
  expect(await storage(page, "sent_order")).toBeNull();

  setLocaleSource(() => "ar");
  const arabic = {
    sent: sentOrderStrings.sent,
    payNow: sentOrderStrings.payNow,
    dismiss: sentOrderStrings.dismiss,
  };
  setLocaleSource(() => "en");
  await openWith(
    page,
    { language: "ar", sent_order: sent("an-order", "/payments/checkout/an-order") },
    "/ar",
  );
  const arabicNotice = page.getByRole("status").filter({ hasText: arabic.sent });
  await expect(arabicNotice.getByText(arabic.sent)).toBeVisible();
  await expect(arabicNotice.getByRole("button", { name: arabic.payNow })).toBeVisible();
  await expect(arabicNotice.getByRole("button", { name: arabic.dismiss })).toBeVisible();
  await shoot(page, "sent-arabic");
});
