// One pickup order seen from both sides, each in its own browser: the customer pays on a phone,
// the order arrives on the store's board on a tablet, the staff accept, prepare and make it
// ready with the board's buttons, and the customer's order summary follows without a reload.
// Headless Chromium has no push service, so the "ready" notification the server composes is
// delivered to the customer's service worker through Chromium's DevTools protocol (the server's
// sending is tested against a fake push service in tests/server/push.test.ts).
import { chromium, devices, expect } from "@playwright/test";
import { orderMovedMessage } from "#server/modules/push/push.service.ts";
import {
  api,
  CARDS,
  cartWith,
  deliverPush,
  flatWhiteLine,
  loggedIn,
  newContext,
  newCustomer,
  openWith,
  payWithCard,
  pickupAt,
  test,
} from "./support.ts";

const OUTLET = { id: 4, name: "Maadi Road 9" };

test("a pickup order from the customer's payment to the counter, on both screens", async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const customer = await newCustomer(request); // registered as "Nour Hassan"

  // The store's tablet: another device, so another browser (two contexts of one browser would
  // share the DevTools protocol's service worker registrations), signed in and waiting.
  const tablet = await chromium.launch(testInfo.project.use.launchOptions);
  const store = await newContext(tablet, {
    viewport: { width: 1024, height: 768 },
    baseURL: testInfo.project.use.baseURL,
  });
  const board = await store.newPage();
  await board.goto("/store");
  await board.getByLabel("Username").fill("staff4");
  await board.getByLabel("Password").fill("demo-staff-4");
  await board.getByRole("button", { name: "Sign in" }).click();
  await expect(board.getByRole("status").filter({ hasText: "Live" })).toBeVisible();

  // The customer's phone: pays for a Flat White to pick up.
  const phone = await newContext(browser, { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } });
  await phone.grantPermissions(["notifications"]);
  const page = await phone.newPage();
  await openWith(
    page,
    { ...loggedIn(customer), ...pickupAt(OUTLET.id, OUTLET.name), ...cartWith(flatWhiteLine()) },
    "/cart",
  );
  await page.getByRole("radio", { name: "Credit Card" }).check();
  await page.getByRole("button", { name: "Place order" }).click();
  await payWithCard(page, CARDS.approve);
  await expect(page).toHaveURL(/\/payment-success\?order_id=/);
  const orderId = new URL(page.url()).searchParams.get("order_id") ?? "";
  const pickupNumber = (await (await request.get(`/api/order_details/${orderId}`, { headers: api })).json())
    .data.pickup_number as number;
  await page.getByRole("link", { name: "View order summary" }).click();
  const progress = page.getByRole("region", { name: "Order status" });
  await expect(page.getByRole("main").getByText(`Your number: ${pickupNumber}`)).toBeVisible();
  // Marks this document: a reload would lose it.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  // The order arrives on the board by itself, with the customer's first name only.
  const card = board.getByRole("article").filter({ hasText: `#${pickupNumber}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Nour");
  await expect(card).not.toContainText("Hassan");
  await expect(card).toContainText("Flat White");

  for (const [button, step] of [
    ["Accept", "Accepted"],
    ["Start preparing", "Preparing"],
    ["Ready", "Ready for pickup"],
  ] as const) {
    await board
      .getByRole("article")
      .filter({ hasText: `#${pickupNumber}` })
      .getByRole("button", { name: button })
      .click();
    await expect(progress.locator('li[aria-current="step"]')).toContainText(step);
  }
  await expect(page.getByRole("main").getByText("Show this number at the counter.")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );

  // The push the server sends for "ready", shown by the customer's service worker.
  const message = orderMovedMessage({
    id: orderId,
    userId: customer.user.id,
    status: "ready",
    orderType: 2,
    pickupNumber,
  });
  await deliverPush(phone, page, JSON.stringify(message));
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map(
          (shown) => `${shown.title}: ${shown.body}`,
        ),
      ),
    )
    .toEqual([`Your order is ready: Show number ${pickupNumber} at the counter.`]);

  // Handed over: completed on both screens.
  await board
    .getByRole("article")
    .filter({ hasText: `#${pickupNumber}` })
    .getByRole("button", { name: "Completed" })
    .click();
  await expect(board.getByRole("article").filter({ hasText: `#${pickupNumber}` })).toHaveCount(0);
  await expect(progress.locator('li[aria-current="step"]')).toContainText("Completed");

  await phone.close();
  await tablet.close();
});
