// The customer's side of the order loop: the order summary, the history and the in-store result
// page follow the store's moves live (a status stream, polling while it is cut), and what the
// store marks sold out reaches the open menu and the cart by itself. The store acts through its
// API, as its order board would.
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { openSubCategory } from "../fixtures/menu-navigation.ts";
import {
  api,
  CARDS,
  cartWith,
  flatWhiteLine,
  loggedIn,
  newCustomer,
  openWith,
  payWithCard,
  pickupAt,
  staffHeaders,
  test,
} from "./support.ts";

const OUTLET = { id: 4, name: "Maadi Road 9" };
const FLAT_WHITE = 21023;
const OAT = 400103;

async function move(request: APIRequestContext, staff: Record<string, string>, orderId: string, to: string) {
  const moved = await request.post(`/api/store/orders/${orderId}/move`, { headers: staff, data: { to } });
  expect(moved.status(), await moved.text()).toBe(200);
}

async function markSoldOut(
  request: APIRequestContext,
  staff: Record<string, string>,
  mark: { kind: "item" | "condiment"; id: number; sold_out: boolean },
) {
  const marked = await request.post("/api/store/sold_out", {
    headers: staff,
    data: { ...mark, until: "end_of_day" },
  });
  expect(marked.status(), await marked.text()).toBe(200);
}

const progressOf = (page: Page) => page.getByRole("region", { name: "Order status" });
/** The step the progress view marks current (aria-current="step"). */
const currentStep = (page: Page) => progressOf(page).locator('li[aria-current="step"]');
/** Where the progress's markers sit in their steps, and which labels on screen come within 4 px. */
const stepsLayout = (page: Page) =>
  progressOf(page)
    .locator("ol")
    .evaluate((list) => {
      const steps = [...list.children];
      const markersOffCentre = steps.flatMap((step, index) => {
        const [box, marker] = [step.getBoundingClientRect(), step.firstElementChild?.getBoundingClientRect()];
        const off = marker ? marker.left + marker.width / 2 - (box.left + box.width / 2) : 0;
        return Math.abs(off) > 1 ? [`step ${index + 1}: ${off.toFixed(1)} px`] : [];
      });
      const seen = steps
        .map((step) => step.lastElementChild as HTMLElement)
        .filter((label) => getComputedStyle(label).opacity !== "0")
        .map((label) => label.getBoundingClientRect());
      const labelsTouching = seen.slice(1).flatMap((label, index) => {
        const before = seen[index] as DOMRect;
        const gap = Math.max(label.left - before.right, before.left - label.right);
        return gap < 4 ? [`labels ${index + 1} and ${index + 2}: ${gap.toFixed(1)} px apart`] : [];
      });
      return { markersOffCentre, labelsTouching };
    });

test.describe("live order status", () => {
  test("the summary, the history and the in-store page follow the store's moves, polling while the stream is cut", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const customer = await newCustomer(request);
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
    const details = await request.get(`/api/order_details/${orderId}`, { headers: api });
    const pickupNumber = (await details.json()).data.pickup_number as number;
    expect(pickupNumber).toBeGreaterThan(0);

    await page.getByRole("link", { name: "View order summary" }).click();
    await expect(page).toHaveURL(/\/order-summary\?order_id=/);
    const main = page.getByRole("main");
    await expect(main.getByText(`Your number: ${pickupNumber}`)).toBeVisible();
    await expect(progressOf(page).getByRole("listitem")).toHaveText([
      "Paid",
      "Accepted, not yet",
      "Preparing, not yet",
      "Ready for pickup, not yet",
      "Completed, not yet",
    ]);
    await expect(currentStep(page)).toHaveText("Paid");
    await expect(progressOf(page).getByRole("status")).toHaveText(
      "Waiting for the store to accept your order.",
    );

    // The store moves it: the open page follows within a moment, with no reload.
    const staff = await staffHeaders(request);
    let navigations = 0;
    page.on("framenavigated", () => navigations++);
    await move(request, staff, orderId, "accepted");
    await expect(currentStep(page)).toHaveText("Accepted", { timeout: 2_000 });
    await move(request, staff, orderId, "preparing");
    await expect(currentStep(page)).toHaveText("Preparing", { timeout: 2_000 });
    await expect(progressOf(page).getByRole("status")).toHaveText("Your order is being prepared.");
    expect(navigations).toBe(0);
    // On a narrow phone the five steps keep to their columns: each marker centred in its own,
    // and no label seen running into another.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await stepsLayout(page)).toEqual({ markersOffCentre: [], labelsTouching: [] });
    await page.setViewportSize({ width: 390, height: 844 });

    // No stream to be had (a proxy that drops it, say): the page asks for the order instead.
    // The open connection cannot be cut from outside the page, so the page opens again without it.
    await page.route("**/api/order_status/**", (route) => route.abort());
    await page.reload();
    await expect(currentStep(page)).toHaveText("Preparing");
    const polls: number[] = [];
    page.on("request", (req) => {
      if (req.url().includes(`/api/order_details/${orderId}`)) polls.push(Date.now());
    });
    navigations = 0;
    await move(request, staff, orderId, "ready");
    await expect(currentStep(page)).toHaveText("Ready for pickup", { timeout: 8_000 });
    expect(polls.length).toBeGreaterThan(0);
    await expect(progressOf(page).getByRole("status")).toHaveText(
      "Your order is ready. Collect it at the counter.",
    );
    await expect(main.getByText("Show this number at the counter.")).toBeVisible();
    expect(navigations).toBe(0);

    // The stream comes back (it retries by itself, waiting longer each time) and the polling stops.
    const reconnected = page.waitForResponse(
      (response) =>
        response.url().includes(`/api/order_status/${orderId}/events`) && response.status() === 200,
      { timeout: 20_000 },
    );
    await page.unroute("**/api/order_status/**");
    await reconnected;
    await page.waitForTimeout(500);
    const pollsBefore = polls.length;
    await page.waitForTimeout(6_000);
    expect(polls.length).toBe(pollsBefore);

    // The history shows each order's state, the open ones live.
    await page.goto("/order-history");
    const card = page.getByRole("article", { name: /^Ordered on / }).first();
    await expect(card).toContainText("Ready for pickup");
    await expect(card).toContainText(`Your number: ${pickupNumber}`);
    await move(request, staff, orderId, "completed");
    await expect(card).toContainText("Completed", { timeout: 2_000 });
    await expect(card).not.toContainText("Your number");

    // The in-store result page shows the number big and where the order is.
    await page.goto(`/payment-success-instore?order_id=${orderId}`);
    await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
    await expect(page.getByRole("main").getByText(`Your number: ${pickupNumber}`)).toBeVisible();
    await expect(currentStep(page)).toHaveText("Completed");
    await expect(progressOf(page).getByRole("status")).toHaveText("Picked up. Enjoy!");
  });

  test("a rejected order says so, and that the payment goes back", async ({ page, request }) => {
    const customer = await newCustomer(request);
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
    await page.getByRole("link", { name: "View order summary" }).click();
    await expect(currentStep(page)).toHaveText("Paid");

    await move(request, await staffHeaders(request), orderId, "rejected");
    const status = progressOf(page).getByRole("status");
    await expect(status).toContainText("Order not accepted", { timeout: 2_000 });
    await expect(status).toContainText(
      "The store could not take this order. Your payment is being refunded.",
    );
    await expect(currentStep(page)).toHaveCount(0);
    await expect(page.getByRole("main").getByText("Your number")).toHaveCount(0);
  });
});

test.describe("sold out", () => {
  test("the open menu, the item popup and the cart show what the store sold out; place_order names it", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const staff = await staffHeaders(request);
    const customer = await newCustomer(request);
    try {
      await openWith(
        page,
        { ...loggedIn(customer), ...pickupAt(OUTLET.id, OUTLET.name), ...cartWith(flatWhiteLine()) },
        "/store-menu",
      );
      await openSubCategory(page, "Beverages", /^Coffee Based$/);
      const card = page.locator(`article[data-item-id="${FLAT_WHITE}"]`);
      await expect(card.getByRole("button", { name: "Add Flat White", exact: true })).toBeEnabled();
      await expect(card.getByText("Sold out")).toHaveCount(0);

      // The store runs out: the menu already open shows it within seconds, without a reload.
      await markSoldOut(request, staff, { kind: "item", id: FLAT_WHITE, sold_out: true });
      await expect(card.getByText("Sold out")).toBeVisible({ timeout: 15_000 });
      await expect(card.getByRole("button", { name: "Add Flat White (sold out)" })).toBeDisabled();

      // A sold-out condiment stays in the popup, marked and not offered.
      await markSoldOut(request, staff, { kind: "condiment", id: OAT, sold_out: true });
      await page.getByRole("button", { name: "Add Cappuccino", exact: true }).click();
      const popup = page.getByRole("dialog", { name: "Cappuccino" });
      const oat = popup.locator("label", { hasText: /^Oat/ });
      await expect(oat).toContainText("Sold out", { timeout: 15_000 });
      await expect(oat.getByRole("radio")).toBeDisabled();
      await expect(popup.getByRole("radio", { name: /^Full Cream/ })).toBeEnabled();
      await page.keyboard.press("Escape");
      await expect(popup).toBeHidden();

      // The cart marks the line, and says what to do.
      await page.getByRole("link", { name: /^Cart, / }).click();
      await expect(page).toHaveURL(/\/cart$/);
      const line = page.locator(`[data-cart-line="${FLAT_WHITE}"]`);
      await expect(line.getByText("Sold out", { exact: true })).toBeVisible();
      await expect(line).toContainText("This item is sold out right now. Remove it to place your order.");

      // Place order is not blocked here: the server refuses the line and names the item.
      await page.getByRole("radio", { name: "Credit Card" }).check();
      await page.getByRole("button", { name: "Place order" }).click();
      const refused = page.getByRole("dialog", { name: "Place order" });
      await expect(refused).toContainText(
        "Flat White is sold out at this store right now. Please remove it from your cart.",
      );
      await refused.getByRole("button", { name: "OK" }).click();

      // Back in stock: the mark goes from the cart while it is open (the item's; Oat stays).
      await markSoldOut(request, staff, { kind: "item", id: FLAT_WHITE, sold_out: false });
      await expect(line.getByText("Sold out", { exact: true })).toHaveCount(0, { timeout: 15_000 });
      await expect(line).toContainText("Oat is sold out right now. Remove it to place your order.");
    } finally {
      // Later specs of the same run order from this outlet.
      await markSoldOut(request, staff, { kind: "item", id: FLAT_WHITE, sold_out: false });
      await markSoldOut(request, staff, { kind: "condiment", id: OAT, sold_out: false });
    }
  });
});
