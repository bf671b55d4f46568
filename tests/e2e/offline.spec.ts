// Installable and offline-first: the service worker's precache and menu cache, the
// persisted query cache, the offline banners, the queued order, the update prompt.
import { expect, type Page } from "@playwright/test";
import { openSubCategory } from "../fixtures/menu-navigation.ts";
import { deployNewWorker } from "./deployment.ts";
import {
  cartWith,
  controlledByServiceWorker,
  flatWhiteLine,
  loggedIn,
  newCustomer,
  openPage,
  openWith,
  persisted,
  pickupAt,
  placeOrderKeys,
  placeOrderOffline,
  storage,
  test,
} from "./support.ts";

async function firstVisit(page: Page, values: Record<string, string>, path: string) {
  await openWith(page, values, path);
  await controlledByServiceWorker(page);
  // Reload once controlled, so this visit's answers go through the service worker too.
  await page.reload();
}

test("passes Chromium's installability checks", async ({ page }) => {
  await openPage(page, "/");
  await controlledByServiceWorker(page);
  const session = await page.context().newCDPSession(page);
  const { installabilityErrors } = await session.send("Page.getInstallabilityErrors");
  // Playwright's browser contexts are incognito ones, which Chromium never installs from; every
  // other criterion (manifest, icons, service worker, https or localhost) must hold.
  expect(installabilityErrors.filter((error) => error.errorId !== "in-incognito")).toEqual([]);
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
  const manifest = await (await page.request.get(manifestHref ?? "")).json();
  expect(manifest).toMatchObject({ display: "standalone", start_url: "/", scope: "/" });
  expect(manifest.shortcuts.map((shortcut: { name: string }) => shortcut.name)).toEqual(["Menu", "Re-order"]);
});

test("opens the landing page and the last menu with no network, from a cold start", async ({
  page,
  context,
}) => {
  await firstVisit(page, pickupAt(4, "Maadi Road 9"), "/store-menu");
  await expect(page.locator("article[data-item-id]").first()).toBeVisible();
  await openPage(page, "/");
  await expect(page.getByRole("button", { name: "Order Now" }).first()).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("button", { name: "Order Now" }).first()).toBeVisible();

  await page.goto("/store-menu");
  const card = page.locator("article[data-item-id]").first();
  await expect(card).toBeVisible();
  // Its image comes from the precache.
  expect(
    await card.locator("img").evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
  ).toBe(true);
  await expect(page.getByText(/^You are offline\. Showing the menu saved /)).toBeVisible();

  // The item popup and adding to the cart work offline.
  await openSubCategory(page, "Beverages", /^Coffee Based$/);
  await page.getByRole("button", { name: "Add Espresso Single", exact: true }).click();
  const popup = page.getByRole("dialog", { name: "Espresso Single" });
  await popup.getByRole("button", { name: /^Add To Cart/ }).click();
  await expect(popup).toBeHidden();
  expect(JSON.parse((await storage(page, "cartItems")) ?? "[]")).toHaveLength(1);
  await context.setOffline(false);
});

test("offline, the landing pages the worker does not keep open from the app shell", async ({
  page,
  context,
}) => {
  await openPage(page, "/");
  await controlledByServiceWorker(page);
  await context.setOffline(true);
  for (const path of ["/home", "/home2"]) {
    await openPage(page, path);
    await expect(page.getByRole("button", { name: "Order Now" }).first()).toBeVisible();
  }
  await context.setOffline(false);
});

test("opens order history offline after one online visit", async ({ page, context, request }) => {
  const customer = await newCustomer(request);
  await firstVisit(page, loggedIn(customer), "/order-history");
  await expect(page.getByText("No past orders found")).toBeVisible();
  await persisted(page, "order-history");
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText("No past orders found")).toBeVisible();
  await context.setOffline(false);
});

test("queues an order placed offline and sends it once when the connection returns", async ({
  page,
  context,
  request,
}) => {
  const customer = await newCustomer(request);
  const placed = placeOrderKeys(page);
  await firstVisit(
    page,
    { ...loggedIn(customer), ...pickupAt(4, "Maadi Road 9"), ...cartWith(flatWhiteLine(2)) },
    "/cart",
  );

  await context.setOffline(true);
  await page.reload();
  await expect(
    page.getByText(
      "You are offline. Ordering needs a connection. You can still browse the menu and fill your cart.",
    ),
  ).toBeVisible();
  await placeOrderOffline(page, context);
  await expect(page.getByRole("button", { name: "Order queued" })).toBeDisabled();
  // Not placed: the cart is still there.
  expect(JSON.parse((await storage(page, "cartItems")) ?? "[]")).toHaveLength(1);
  expect(placed).toEqual([]);

  await context.setOffline(false);
  // Sent, and the customer stays on the cart: a notice offers the payment (queued-order.spec.ts).
  await page.getByRole("button", { name: "Pay now", exact: true }).click();
  await expect(page).toHaveURL(/\/payments\/sandbox\/pay\//);
  expect(placed).toHaveLength(1);
  expect(placed[0]).toMatch(/^[\w-]{8,}$/);
  expect(await storage(page, "cartItems")).toBeNull();
});

test("offers the new version after a deployment, and the cart survives the refresh", async ({ page }) => {
  await firstVisit(page, { ...pickupAt(4, "Maadi Road 9"), ...cartWith(flatWhiteLine(1)) }, "/store-menu");
  // A new deployment: the served sw.js changes (the browser fetches it itself, past any route).
  // Deployed until the test ends: the reload checks sw.js again, and the old one served back
  // would be one more new version, installed and waiting.
  const undeploy = deployNewWorker();
  try {
    await page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistration())?.update().then(() => undefined),
    );
    await expect(page.getByText("A new version of the app is available.")).toBeVisible();
    const waitingWorker = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting?.scriptURL ?? null,
    );
    expect(waitingWorker).toMatch(/\/sw\.js$/);
    // Refresh: the waiting worker takes over and the page reloads under it.
    const reloaded = page.waitForEvent("load");
    await page.getByRole("button", { name: "Refresh" }).click();
    await reloaded;
    await expect(page.locator("article[data-item-id]").first()).toBeVisible();
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return {
          waiting: Boolean(registration?.waiting),
          controlled: navigator.serviceWorker.controller !== null,
        };
      }),
    ).toEqual({ waiting: false, controlled: true });
    await expect(page.getByText("A new version of the app is available.")).toBeHidden();
    expect(JSON.parse((await storage(page, "cartItems")) ?? "[]")).toHaveLength(1);
  } finally {
    undeploy();
  }
});
