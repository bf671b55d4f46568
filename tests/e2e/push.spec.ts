// Web Push in the browser: "Tell me when it's ready" on the payment success page, and the service
// worker's notification for a push. Headless Chromium has no push service (PushManager.subscribe
// fails), so the subscription's success path stands in for that one browser call; a push is
// delivered to the service worker through Chromium's DevTools protocol.
import { expect, type Page } from "@playwright/test";
import {
  CARDS,
  cartWith,
  deliverPush,
  flatWhiteLine,
  loggedIn,
  newCustomer,
  openPage,
  openWith,
  payWithCard,
  pickupAt,
  test,
} from "./support.ts";

const READY = {
  title: "Your order is ready",
  body: "Show number 12 at the counter.",
  url: "/order-summary?order_id=SC-E2E-1",
  tag: "order-SC-E2E-1",
};

async function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      icon: new URL(notification.icon).pathname,
      data: notification.data as unknown,
    }));
  });
}

test.describe("Web Push", () => {
  test("a paid customer turns on notifications from the payment success page", async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(["notifications"]);
    const customer = await newCustomer(request);
    await openWith(
      page,
      { ...loggedIn(customer), ...pickupAt(1, "Heliopolis Korba"), ...cartWith(flatWhiteLine(1)) },
      "/cart",
    );
    await page.getByRole("radio", { name: "Credit Card" }).check();
    await page.getByRole("button", { name: "Place order" }).click();
    await payWithCard(page, CARDS.approve);
    await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();

    const offer = page.getByRole("region", { name: "Tell me when it's ready" });
    await expect(offer.getByRole("status")).toHaveText(
      "Get a notification on this device when your order is ready or on its way.",
    );
    const button = offer.getByRole("button", { name: "Tell me when it's ready" });

    // This headless browser has no push service: the real subscribe fails, and says so.
    await button.click();
    await expect(offer.getByRole("status")).toHaveText(
      "Notifications could not be turned on. Please try again.",
    );
    await expect(button).toBeEnabled();

    // Now a browser whose push service answers: PushManager.subscribe gives a subscription.
    await page.evaluate(() => {
      const given: { key?: string } = {};
      (window as unknown as { pushSubscribeGot: typeof given }).pushSubscribeGot = given;
      PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
        const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
        given.key = btoa(String.fromCharCode(...key))
          .replace(/\+/g, "-")
          .replace(/\//g, "_")
          .replace(/=+$/, "");
        return {
          toJSON: () => ({
            endpoint: "https://fcm.googleapis.com/fcm/send/e2e-device",
            expirationTime: null,
            keys: {
              p256dh:
                "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
              auth: "tBHItJI5svbpez7KI4CCXg",
            },
          }),
        } as unknown as PushSubscription;
      };
    });
    const saved = page.waitForResponse((response) => response.url().endsWith("/api/push/subscribe"));
    await button.click();
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({
      endpoint: "https://fcm.googleapis.com/fcm/send/e2e-device",
      keys: {
        p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
        auth: "tBHItJI5svbpez7KI4CCXg",
      },
    });
    expect(response.request().headers().authorization).toBe(`Bearer ${customer.token}`);
    await expect(offer.getByRole("status")).toHaveText("We'll let you know when your order is ready.");
    await expect(button).toHaveCount(0);
    // The browser subscribed with the server's application server key.
    const key = (await (await request.get("/api/push/key", { headers: customer.auth })).json()).data
      .public_key;
    expect(
      await page.evaluate(
        () => (window as unknown as { pushSubscribeGot: { key?: string } }).pushSubscribeGot.key,
      ),
    ).toBe(key);
  });

  test("the service worker shows a pushed message, and a tap opens its page", async ({ page, context }) => {
    await context.grantPermissions(["notifications"]);
    await openPage(page, "/privacy-policy");

    await deliverPush(context, page, JSON.stringify(READY));
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([
        {
          title: "Your order is ready",
          body: "Show number 12 at the counter.",
          tag: "order-SC-E2E-1",
          icon: "/icons/icon-192.png",
          data: { url: "/order-summary?order_id=SC-E2E-1" },
        },
      ]);

    // A later message about the same order replaces it (same tag).
    await deliverPush(context, page, JSON.stringify({ ...READY, title: "Your order is on its way" }));
    await expect
      .poll(async () => (await shownNotifications(page)).map((shown) => shown.title))
      .toEqual(["Your order is on its way"]);

    // A tap: Chromium cannot click a notification headless, so the service worker receives the
    // event its click would fire. The open window goes to the order's page; the notification closes.
    const [worker] = context.serviceWorkers();
    expect(worker).toBeDefined();
    await worker?.evaluate(async () => {
      // The worker's own globals (this file is typed for pages).
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const [notification] = await scope.registration.getNotifications();
      if (!notification) throw new Error("no notification to tap");
      scope.dispatchEvent(new scope.NotificationEvent("notificationclick", { notification }));
    });
    await expect(page).toHaveURL(/\/order-summary\?order_id=SC-E2E-1$/);
    await expect.poll(() => shownNotifications(page)).toEqual([]);
  });

  test("a push it cannot read still shows a notification that leads to the orders", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["notifications"]);
    await openPage(page, "/privacy-policy");

    await deliverPush(context, page, "not json");
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([
        {
          title: "Your order has news",
          body: "Open your orders to see how it is going.",
          tag: "order-update",
          icon: "/icons/icon-192.png",
          data: { url: "/order-history" },
        },
      ]);
  });
});
