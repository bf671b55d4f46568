// The store's order board at /store on a landscape tablet: staff sign-in (a wrong password, then
// the right one), an order a customer places and pays arriving live, moved along with the big
// buttons to completed, a move another tablet made first (409), and sold-out marks reaching the
// customers' menu. Orders are placed through the API and paid on the sandbox's card page.
import { randomUUID } from "node:crypto";
import { type APIRequestContext, type Browser, expect, type Page } from "@playwright/test";
import { uiStrings } from "#client/components/ui/messages.gen.ts";
import { storeBoardStrings } from "#client/features/store-board/messages.gen.ts";
import {
  api,
  ar,
  CARDS,
  flatWhiteLine,
  newContext,
  newCustomer,
  openPage,
  payWithCard,
  STAFF,
  staffHeaders,
  test,
} from "./support.ts";

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: false, deviceScaleFactor: 1 });

const OUTLET_ID = 4;

async function outletName(request: APIRequestContext): Promise<string> {
  const outlets = (await (await request.get("/api/fetch_outlet", { headers: api })).json()).data as {
    id: number;
    name: string;
  }[];
  const outlet = outlets.find((candidate) => candidate.id === OUTLET_ID);
  if (!outlet) throw new Error(`no outlet ${OUTLET_ID}`);
  return outlet.name;
}

/** A customer places a pickup order at outlet 4 and pays it on the sandbox's card page. */
async function placePaidOrder(request: APIRequestContext, browser: Browser, note: string): Promise<string> {
  const customer = await newCustomer(request);
  const placed = await request.post("/api/place_order", {
    headers: { ...customer.auth, "Idempotency-Key": randomUUID() },
    data: {
      data: JSON.stringify([{ ...flatWhiteLine(2), note }]),
      order_type: 2,
      selected_address_id: "",
      selected_outlet_id: OUTLET_ID,
      selected_method: "card",
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const { id, url } = (await placed.json()) as { id: string; url: string };
  const context = await newContext(browser);
  const customerPage = await context.newPage();
  await customerPage.goto(url);
  await payWithCard(customerPage, CARDS.approve);
  await expect(customerPage).toHaveURL(/\/payment-success\?order_id=/);
  await context.close();
  return id;
}

async function signIn(page: Page, password = STAFF.password) {
  await page.getByLabel("Username").fill(STAFF.username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

const column = (page: Page, name: RegExp) => page.getByRole("region", { name });
const NEW = /^New \d+$/;
const ACCEPTED = /^Accepted \d+$/;
const PREPARING = /^Preparing \d+$/;
const HANDOVER = /^Ready \/ Out for delivery \d+$/;

async function orderStatus(request: APIRequestContext, id: string): Promise<string> {
  const response = await request.get(`/api/order_details/${id}`, { headers: api });
  expect(response.status()).toBe(200);
  return (await response.json()).data.order_status as string;
}

test.describe("store order board", () => {
  test("sign-in: a wrong password is refused; signing out and an ended session return to sign-in", async ({
    page,
    request,
  }) => {
    await openPage(page, "/store");
    await expect(page.getByRole("heading", { name: "Store sign-in" })).toBeVisible();
    // None of the customers' chrome on a staff screen.
    await expect(page.getByRole("link", { name: "Home" })).toHaveCount(0);

    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("The username is required.")).toBeVisible();

    await signIn(page, "not-the-password");
    await expect(page.getByText("The username or password is not correct.")).toBeVisible();
    await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Password")).toHaveValue("");

    await signIn(page);
    const name = await outletName(request);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
    await expect(page.getByText("Signed in as")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Live" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("staff_session"))).toContain('"token"');

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("heading", { name: "Store sign-in" })).toBeVisible();
    await expect(page.getByText("Your session has ended.")).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("staff_session"))).toBeNull();

    // A session ended elsewhere (here: signed out through the API): the next call's 401 brings
    // sign-in back, saying why, and signing in again opens the tab staff were on.
    await signIn(page);
    await page.getByRole("link", { name: "Sold out" }).click();
    await expect(page.getByRole("group", { name: /^Availability of / }).first()).toBeVisible();
    const session = JSON.parse((await page.evaluate(() => localStorage.getItem("staff_session"))) ?? "{}");
    const ended = await request.post("/api/store/sign_out", {
      headers: { ...api, Authorization: `Bearer ${session.token}` },
    });
    expect(ended.status()).toBe(200);
    // Another tablet's change makes this board read the menu again.
    const tablet = await staffHeaders(request);
    const mark = { kind: "item", id: flatWhiteLine().itemId };
    await request.post("/api/store/sold_out", { headers: tablet, data: { ...mark, sold_out: true } });
    await request.post("/api/store/sold_out", { headers: tablet, data: { ...mark, sold_out: false } });
    await expect(page.getByRole("heading", { name: "Store sign-in" })).toBeVisible();
    await expect(page.getByText("Your session has ended. Please sign in again.")).toBeVisible();
    await signIn(page);
    await expect(page).toHaveURL(/\/store\/sold-out$/);
    await expect(page.getByRole("group", { name: /^Availability of / }).first()).toBeVisible();
  });

  test("a paid order arrives live with its lines, and the buttons take it to completed", async ({
    page,
    request,
    browser,
  }) => {
    await openPage(page, "/store");
    await signIn(page);
    await expect(page.getByRole("status").filter({ hasText: "Live" })).toBeVisible();
    await expect(column(page, NEW)).toBeVisible();

    const id = await placePaidOrder(request, browser, "Extra hot please");
    const card = page.locator(`[data-order-id="${id}"]`);
    // Arrived while the board was open: it stands out, in the New column, and the title counts it.
    await expect(column(page, NEW).locator(`[data-order-id="${id}"]`)).toBeVisible();
    await expect(card).toHaveAttribute("data-new", "true");
    await expect(page).toHaveTitle(/^\(\d+\) New orders · /);
    await expect(card.getByRole("heading")).toContainText(/#\d+ Nour/);
    await expect(card).toContainText("Pickup");
    await expect(card).toContainText("Paid just now");
    await expect(card).toContainText("2 × Flat White");
    await expect(card).toContainText("Oat");
    await expect(card).toContainText("Note: Extra hot please");

    await card.getByRole("button", { name: /^Accept:/ }).click();
    await expect(column(page, ACCEPTED).locator(`[data-order-id="${id}"]`)).toBeVisible();
    expect(await orderStatus(request, id)).toBe("accepted");

    await card.getByRole("button", { name: /^Start preparing:/ }).click();
    await expect(column(page, PREPARING).locator(`[data-order-id="${id}"]`)).toBeVisible();

    await card.getByRole("button", { name: /^Ready:/ }).click();
    await expect(column(page, HANDOVER).locator(`[data-order-id="${id}"]`)).toBeVisible();
    // A pickup order is made ready at the counter, never sent out.
    await expect(card.getByRole("button", { name: /^Out for delivery:/ })).toHaveCount(0);

    await card.getByRole("button", { name: /^Completed:/ }).click();
    await expect(card).toHaveCount(0);
    expect(await orderStatus(request, id)).toBe("completed");
  });

  test("in Arabic: the switch turns the board right to left, the order's names with it", async ({
    page,
    request,
    browser,
  }) => {
    await openPage(page, "/store");
    await signIn(page);
    const id = await placePaidOrder(request, browser, "");
    const card = page.locator(`[data-order-id="${id}"]`);
    await expect(card).toContainText("2 × Flat White");

    await page.getByRole("button", { name: uiStrings.languageSwitch, exact: true }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(card).toContainText("فلات وايت");
    await expect(card).toContainText("شوفان"); // oat milk
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      ar(() => storeBoardStrings.pageTitle),
    );
    await page.screenshot({ path: "test-results/store-board/arabic-1024x768.png" });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole("button", { name: ar(() => uiStrings.languageSwitch), exact: true }).click();
    await expect(card).toContainText("2 × Flat White");
  });

  test("a network drop: the board says so, and catches up on the order paid meanwhile", async ({
    page,
    request,
    browser,
  }) => {
    await openPage(page, "/store");
    await signIn(page);
    const live = page.getByRole("status").filter({ hasText: "Live" });
    await expect(live).toBeVisible();

    await page.context().setOffline(true);
    await expect(page.getByText("You are offline. The board needs the network")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Reconnecting…" })).toBeVisible();
    const id = await placePaidOrder(request, browser, "");
    await expect(page.locator(`[data-order-id="${id}"]`)).toHaveCount(0);

    await page.context().setOffline(false);
    await expect(live).toBeVisible();
    const card = column(page, NEW).locator(`[data-order-id="${id}"]`);
    await expect(card).toBeVisible();
    await expect(card).toHaveAttribute("data-new", "true");
    await expect(page.getByText("You are offline.")).toHaveCount(0);
  });

  test("two tablets: the one that presses second is told and catches up; cancelling asks first", async ({
    page,
    request,
    browser,
  }) => {
    await openPage(page, "/store");
    await signIn(page);
    await expect(page.getByRole("status").filter({ hasText: "Live" })).toBeVisible();
    const id = await placePaidOrder(request, browser, "");
    const card = page.locator(`[data-order-id="${id}"]`);
    await expect(column(page, NEW).locator(`[data-order-id="${id}"]`)).toBeVisible();

    // This board has not heard of the other tablet's move yet: its reloads answer the list as it was.
    const tablet = await staffHeaders(request);
    const before = await (await request.get("/api/store/orders", { headers: tablet })).json();
    await page.route("**/api/store/orders", (route) => route.fulfill({ json: before }));
    const moved = await request.post(`/api/store/orders/${id}/move`, {
      headers: tablet,
      data: { to: "accepted" },
    });
    expect(moved.status()).toBe(200);

    await card.getByRole("button", { name: /^Accept:/ }).click();
    await expect(page.getByRole("alert")).toHaveText(
      /This order was moved on another screen\. The board now shows where it is\./,
    );
    expect(await orderStatus(request, id)).toBe("accepted");

    // The next change at the store reloads the real list.
    await page.unroute("**/api/store/orders");
    const next = await request.post(`/api/store/orders/${id}/move`, {
      headers: tablet,
      data: { to: "preparing" },
    });
    expect(next.status()).toBe(200);
    await expect(column(page, PREPARING).locator(`[data-order-id="${id}"]`)).toBeVisible();

    // Cancelling gives the money back: asked first, and "Keep order" keeps it.
    await card.getByRole("button", { name: /^Cancel order:/ }).click();
    const dialog = page.getByRole("dialog", { name: /^Cancel order \d+\?$/ });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Keep order" }).click();
    await expect(dialog).toBeHidden();
    expect(await orderStatus(request, id)).toBe("preparing");
    await card.getByRole("button", { name: /^Cancel order:/ }).click();
    await dialog.getByRole("button", { name: "Cancel order" }).click();
    await expect(card).toHaveCount(0);
    expect(await orderStatus(request, id)).toBe("cancelled");
  });

  test("sold out: an item and a condiment marked and undone reach the customers' menu", async ({
    page,
    request,
  }) => {
    const soldOut = async () => {
      const response = await request.post("/api/fetch_menu", {
        headers: api,
        data: { outlet_id: OUTLET_ID },
      });
      return ((await response.json()).menu_data.sold_out ?? { items: [], condiments: [] }) as {
        items: number[];
        condiments: number[];
      };
    };
    const flatWhite = flatWhiteLine();
    const oat = flatWhite.condiment_data[0]?.condiment_id;

    await openPage(page, "/store");
    await signIn(page);
    await page.getByRole("link", { name: "Sold out" }).click();
    await expect(page).toHaveURL(/\/store\/sold-out$/);
    await expect(page.getByRole("heading", { name: "Sold out", level: 2 })).toBeVisible();

    await page.getByLabel("Search items and condiments").fill("flat white");
    const item = page.getByRole("group", { name: "Availability of Flat White", exact: true });
    await expect(item.getByRole("button", { name: "Available" })).toHaveAttribute("aria-pressed", "true");
    await item.getByRole("button", { name: "Sold out today" }).click();
    await expect(item.getByRole("button", { name: "Sold out today" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect.poll(async () => (await soldOut()).items).toContain(flatWhite.itemId);

    await item.getByRole("button", { name: "Sold out until undone" }).click();
    await expect(item.getByRole("button", { name: "Sold out until undone" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.getByLabel("Show only what is sold out").check();
    await page.getByLabel("Search items and condiments").fill("");
    await expect(page.getByRole("group", { name: /^Availability of / })).toHaveCount(1);
    await item.getByRole("button", { name: "Available" }).click();
    await expect(page.getByRole("group", { name: /^Availability of / })).toHaveCount(0);
    await expect.poll(async () => (await soldOut()).items).not.toContain(flatWhite.itemId);

    await page.getByLabel("Show only what is sold out").uncheck();
    await page.getByLabel("Search items and condiments").fill("oat");
    const condiment = page.getByRole("group", { name: "Availability of Oat", exact: true });
    await condiment.getByRole("button", { name: "Sold out today" }).click();
    await expect(condiment.getByRole("button", { name: "Sold out today" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect.poll(async () => (await soldOut()).condiments).toContain(oat);
    await condiment.getByRole("button", { name: "Available" }).click();
    await expect(condiment.getByRole("button", { name: "Available" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect.poll(async () => (await soldOut()).condiments).not.toContain(oat);
  });
});
