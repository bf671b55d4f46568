// Kiosk mode for store tablets: set up with the staff PIN, bound to one outlet, store
// pickup only, an attract screen, the on-screen keypad for login, 'Still there?' and the wipe
// between customers, the in-store payment pages, leaving kiosk mode. A landscape tablet, by touch.

import { expect, type Page } from "@playwright/test";
import { dehydrate, QueryClient } from "@tanstack/react-query";
import { deployNewWorker } from "./deployment.ts";
import { addFlatWhite, enterPin, keypadIn, startOrder, tapDigits } from "./kiosk-support.ts";
import {
  api,
  CARDS,
  type Customer,
  cartWith,
  flatWhiteLine,
  newCustomer,
  openPage,
  payWithCard,
  serverNow,
  storage,
  test,
} from "./support.ts";

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: false, deviceScaleFactor: 1 });

const OUTLET = { id: 5, name: "Zamalek Brazil Street" };
const kioskConfig = JSON.stringify({
  outletId: OUTLET.id,
  outletName: OUTLET.name,
  boundAt: new Date(serverNow()).toISOString(),
});
/** The demo's staff PIN of outlet 5: each store has its own (2468 and the outlet's id in 4 digits). */
const DEMO_PIN = "24680005";
const OTHER_STORES_DEMO_PIN = "24680004";
const IN_STORE_SITE = "https://instore.example.com/";
const PERSISTED_CACHE_KEY = "storefront-query-cache";
const PERSISTED_CACHE_BUSTER = "storefront-v1";

/**
 * Local storage (and optionally the persisted query cache in IndexedDB) written from a file of
 * the site that runs no app code, so nothing of the app writes over it; then `path` opens.
 */
async function openKiosk(
  page: Page,
  path: string,
  values: Record<string, string> = {},
  persistedCache?: string,
) {
  await page.goto("/favicon.svg");
  await page.evaluate(
    async ({ entries, cache, cacheKey }) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      if (!cache) return;
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("keyval-store");
        open.onupgradeneeded = () => open.result.createObjectStore("keyval");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const transaction = open.result.transaction("keyval", "readwrite");
          transaction.objectStore("keyval").put(cache, cacheKey);
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      });
    },
    {
      entries: { kiosk_config: kioskConfig, ...values },
      cache: persistedCache,
      cacheKey: PERSISTED_CACHE_KEY,
    },
  );
  await openPage(page, path);
}

async function persistedCache(page: Page): Promise<string> {
  return page.evaluate(
    (cacheKey) =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open("keyval-store");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction("keyval").objectStore("keyval").get(cacheKey);
          request.onsuccess = () => resolve(String(request.result ?? ""));
          request.onerror = () => reject(request.error);
        };
      }),
    PERSISTED_CACHE_KEY,
  );
}

/** No order-type switch, no Select Method, no delivery address or fee on this screen. */
async function expectNoDeliveryChoice(page: Page) {
  await expect(page.getByRole("button", { name: "Delivery", exact: true })).toHaveCount(0);
  await expect(page.getByRole("radio", { name: "Home Delivery" })).toHaveCount(0);
  await expect(page.getByText(/home delivery|deliver to|delivery fee/i)).toHaveCount(0);
  await expect(page.getByRole("group", { name: "Order type" })).toHaveCount(0);
}

/** Every visible control of the page is at least 48 px both ways (kiosk touch targets). */
async function expectKioskTouchTargets(page: Page, scope: string) {
  const small = await page.evaluate((selector) => {
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === "hidden") continue;
      if (box.width < 48 || box.height < 48)
        found.push(
          `${element.tagName} "${element.getAttribute("aria-label") ?? element.textContent?.trim()}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
    }
    return found;
  }, scope);
  expect(small).toEqual([]);
}

const localPhone = (customer: Customer) => `0${customer.user.phone.replace(/^\+20/, "")}`;

test.describe("kiosk mode", () => {
  test("staff bind the tablet to a store with that store's PIN (another store's PIN is refused)", async ({
    page,
  }) => {
    await page.goto("/kiosk");
    await expect(page).toHaveURL(/\/kiosk\/setup$/);
    await expect(page.getByRole("heading", { name: "Choose this tablet's store" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Use this tablet at / })).toHaveCount(12);
    await page.getByRole("button", { name: `Use this tablet at ${OUTLET.name}` }).tap();

    await expect(page.getByRole("heading", { name: "Staff PIN" })).toBeVisible();
    await expect(
      page.getByText(`Enter the staff PIN of ${OUTLET.name} to set this tablet up there.`),
    ).toBeVisible();
    // No keyboard of the tablet's own over the on-screen keypad.
    await expect(page.getByLabel("PIN", { exact: true })).toHaveAttribute("inputmode", "none");

    await enterPin(page, OTHER_STORES_DEMO_PIN);
    await expect(page.getByRole("alert")).toHaveText("The PIN is not correct.");
    await expect(page.getByLabel("PIN", { exact: true })).toHaveValue("");
    await expect(page.locator("html")).not.toHaveAttribute("data-kiosk", "");

    // Delete and Clear work on the keypad too.
    await tapDigits(keypadIn(page), "99");
    await keypadIn(page).getByRole("button", { name: "Delete" }).tap();
    await expect(page.getByLabel("PIN", { exact: true })).toHaveValue("9");
    await keypadIn(page).getByRole("button", { name: "Clear" }).tap();
    await enterPin(page, DEMO_PIN);

    await expect(page).toHaveURL(/\/kiosk$/);
    await expect(page.getByRole("heading", { name: "Order here" })).toBeVisible();
    await expect(page.getByText(`Pickup at ${OUTLET.name}`)).toBeVisible();
    expect(JSON.parse((await storage(page, "kiosk_config")) ?? "{}")).toMatchObject({
      outletId: OUTLET.id,
      outletName: OUTLET.name,
    });
    await expect(page.locator("html")).toHaveAttribute("data-kiosk", "");
    // The PIN is the server's: it is nowhere in the app's scripts.
    const scripts = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLScriptElement>("script[src]")].map((script) => script.src),
    );
    for (const src of scripts)
      expect(await (await page.request.get(src)).text()).not.toContain(`"${DEMO_PIN}"`);
  });

  test("a customer orders pickup at the bound outlet, logs in on the keypad, pays, and the kiosk resets", async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    await page.clock.install({ time: serverNow() });
    await openKiosk(page, "/kiosk");
    await startOrder(page);
    // The first tap asked for full screen (granted here; refused elsewhere, it is ignored).
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.tagName ?? null)).toBe("HTML");
    await expect(page.getByText(`Ordering from ${OUTLET.name}`)).toBeVisible();
    expect(await storage(page, "order_type")).toBe("2");
    expect(await storage(page, "selected_outlet_id")).toBe(String(OUTLET.id));
    await expectNoDeliveryChoice(page);
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveCount(0);
    await expectKioskTouchTargets(page, "main button, main a, nav button, nav a, header a, header button");

    await addFlatWhite(page);
    const kioskBar = page.getByRole("navigation", { name: "Kiosk" });
    await kioskBar.getByRole("link", { name: "Cart, 1 item" }).tap();
    await expect(page).toHaveURL(/\/cart$/);
    await expectNoDeliveryChoice(page);
    await expect(page.locator("[data-cart-totals]")).not.toContainText("Delivery");
    await expectKioskTouchTargets(page, "main button, main a, nav button, nav a");

    await page.getByRole("radio", { name: "Credit Card" }).check();
    await page.getByRole("button", { name: "Place order" }).tap();
    const notLoggedIn = page.getByRole("dialog", { name: "Not logged in" });
    await expect(notLoggedIn).toContainText("You must be logged in to place order.");
    await notLoggedIn.getByRole("button", { name: "OK" }).tap();

    // Login: the phone number on the keypad docked beside the card.
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcart$/);
    const dock = page.getByRole("complementary", { name: "Number keypad" });
    await expect(dock).toBeVisible();
    const phoneField = page.getByRole("textbox", { name: "Phone number" });
    await expect(phoneField).toHaveAttribute("inputmode", "none");
    await tapDigits(dock, `${localPhone(customer)}9`);
    await dock.getByRole("button", { name: "Delete" }).tap();
    await expect(phoneField).toHaveValue(localPhone(customer));
    await page.getByRole("button", { name: "Sign in" }).tap();

    await expect(page).toHaveURL(/\/otp/);
    const sms = await request.get(`/api/dev/sms-outbox?phone=${encodeURIComponent(localPhone(customer))}`, {
      headers: api,
    });
    const code = (await sms.json()).data.code as string;
    await tapDigits(dock, code);
    for (const [index, digit] of [...code].entries()) {
      await expect(page.getByLabel(`Digit ${index + 1} of 4`)).toHaveValue(digit);
    }
    await page.getByRole("button", { name: "Sign in" }).tap();

    await expect(page).toHaveURL(/\/cart$/);
    await expect(dock).toHaveCount(0);
    const token = await storage(page, "token");
    expect(token).toBeTruthy();
    await page.getByRole("radio", { name: "Credit Card" }).check();
    await page.getByRole("button", { name: "Place order" }).tap();
    await payWithCard(page, CARDS.approve);

    // The provider sends the kiosk to /payment-success: it shows the in-store page instead.
    await expect(page).toHaveURL(/\/payment-success-instore\?order_id=/);
    await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Homepage" })).toHaveAttribute("href", IN_STORE_SITE);
    // The order is finished: nothing of the customer stays, the server no longer takes the token.
    await expect.poll(() => storage(page, "token")).toBeNull();
    expect(await storage(page, "user_data")).toBeNull();
    expect(await storage(page, "cartItems")).toBeNull();
    expect(await storage(page, "kiosk_config")).toBe(kioskConfig);
    await expect
      .poll(async () =>
        (
          await request.get("/api/order_history", { headers: { ...api, Authorization: `Bearer ${token}` } })
        ).status(),
      )
      .toBe(401);

    // The countdown began with the page, seconds ago on a busy machine; that it starts at 20 s is
    // checked with Date standing still, in the payment results test.
    await expect(page.getByText(/^This screen returns to the start in \d+ seconds?\.$/)).toBeVisible();
    await page.clock.fastForward(20_000);
    await expect(page).toHaveURL(/\/kiosk$/);
    await expect(page.getByRole("heading", { name: "Order here" })).toBeVisible();
  });

  test("after 90 s without a touch 'Still there?' counts down 20 s, then the session is wiped", async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    // The last customer's order history, as the persisted query cache keeps it in IndexedDB.
    const previous = new QueryClient();
    previous.setQueryData(
      ["order-history"],
      [{ id: "order-of-the-last-customer", created_at: "2026-01-01" }],
    );
    const cache = JSON.stringify({
      buster: PERSISTED_CACHE_BUSTER,
      timestamp: serverNow(),
      clientState: dehydrate(previous),
    });

    await page.clock.install({ time: serverNow() });
    await openKiosk(
      page,
      "/kiosk",
      {
        token: customer.token,
        user_data: JSON.stringify(customer.user),
        ...cartWith(flatWhiteLine()),
      },
      cache,
    );
    // Arriving on the attract screen wipes whatever an earlier session left: start afresh.
    await expect.poll(() => storage(page, "token")).toBeNull();
    await expect
      .poll(async () => (await persistedCache(page)).includes("order-of-the-last-customer"))
      .toBe(false);
    // ...and the left-over token is revoked on the server (after the local wipe, best effort).
    await expect
      .poll(async () => (await request.get("/api/order_history", { headers: customer.auth })).status())
      .toBe(401);

    // A new customer: logged in, an item in the cart, a history in the cache.
    const next = await newCustomer(request);
    await openKiosk(
      page,
      "/store-menu",
      { token: next.token, user_data: JSON.stringify(next.user), ...cartWith(flatWhiteLine(2)) },
      cache,
    );
    await expect(page.getByRole("heading", { name: "Menu" })).toBeVisible();
    await expect(page.locator("[data-cart-badge]")).toHaveText("2");
    // The kiosk's chrome (idle watcher included) is loaded and running.
    await expect(page.locator("html")).toHaveAttribute("data-kiosk", "");

    const stillThere = page.getByRole("dialog", { name: "Still there?" });
    await page.clock.fastForward(60_000);
    await expect(stillThere).toHaveCount(0);
    await page.clock.fastForward(30_000);
    await expect(stillThere).toBeVisible();
    await expect(stillThere.getByRole("timer")).toHaveText(/^Starting over in (20|19) seconds\.$/);
    await stillThere.getByRole("button", { name: "I'm still here" }).tap();
    await expect(stillThere).toBeHidden();
    await expect(page.locator("[data-cart-badge]")).toHaveText("2");
    expect(await storage(page, "token")).toBe(next.token);

    await page.clock.fastForward(90_000);
    await expect(stillThere).toBeVisible();
    await page.clock.fastForward(10_000);
    await expect(stillThere.getByRole("timer")).toHaveText(/^Starting over in (10|9) seconds\.$/);
    await page.clock.fastForward(10_000);

    await expect(page).toHaveURL(/\/kiosk$/);
    await expect(page.getByRole("heading", { name: "Order here" })).toBeVisible();
    await expect.poll(() => storage(page, "token")).toBeNull();
    for (const key of ["user_data", "cartItems", "cartExpiry", "pending_checkout"]) {
      expect(await storage(page, key), key).toBeNull();
    }
    expect(await storage(page, "kiosk_config")).toBe(kioskConfig);
    // IndexedDB keeps the menu for the next customer (offline), not the last one's orders.
    await expect
      .poll(async () => {
        const raw = await persistedCache(page);
        const persisted = JSON.parse(raw || "{}");
        const roots: unknown[] = (persisted.clientState?.queries ?? []).map(
          (query: { queryKey: unknown[] }) => query.queryKey[0],
        );
        return {
          menu: roots.includes("menu"),
          personal: roots.filter((root) => root !== "menu" && root !== "outlets"),
          lastCustomer: raw.includes("order-of-the-last-customer"),
        };
      })
      .toEqual({ menu: true, personal: [], lastCustomer: false });
    await expect
      .poll(async () => (await request.get("/api/order_history", { headers: next.auth })).status())
      .toBe(401);

    // The next customer starts with an empty cart at the same outlet.
    await startOrder(page);
    await expect(page.locator("[data-cart-badge]")).toHaveText("0");
    await expect(page.getByText(`Ordering from ${OUTLET.name}`)).toBeVisible();
  });

  test("a customer who walks away on the payment page leaves no session to the next person; one who pays slowly still sees the result", async ({
    page,
    request,
  }) => {
    await page.clock.install({ time: serverNow() });
    const toPaymentPage = async (customer: Customer) => {
      await openKiosk(page, "/cart", {
        token: customer.token,
        user_data: JSON.stringify(customer.user),
        ...cartWith(flatWhiteLine()),
      });
      // The kiosk's chrome (idle watcher included) is loaded and running.
      await expect(page.locator("html")).toHaveAttribute("data-kiosk", "");
      await page.getByRole("radio", { name: "Credit Card" }).check();
      await page.getByRole("button", { name: "Place order" }).tap();
      await expect(page).toHaveURL(/\/payments\/sandbox\/pay\//);
    };

    // Paying takes five minutes (a card found in a bag, a bank's code by SMS): the result shows.
    const slow = await newCustomer(request);
    await toPaymentPage(slow);
    await page.clock.fastForward(5 * 60_000);
    await payWithCard(page, CARDS.approve);
    await expect(page).toHaveURL(/\/payment-success-instore\?order_id=/);
    await page.clock.runFor(3_000);
    await expect(page).toHaveURL(/\/payment-success-instore\?order_id=/);
    await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();

    // The next customer leaves on the payment page; five minutes on, someone taps Back.
    const gone = await newCustomer(request);
    await toPaymentPage(gone);
    await page.clock.fastForward(5 * 60_000);
    // The page loaded by Back draws nothing of theirs, not even until the kiosk's code has
    // loaded, and sends no call with their token but the one that revokes it.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.body?.textContent?.includes("Place order")) Object.assign(window, { drewCart: true });
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const calledAsGone: string[] = [];
    page.on("request", (sent) => {
      const { pathname } = new URL(sent.url());
      if (sent.headers().authorization === `Bearer ${gone.token}` && pathname !== "/api/logout") {
        calledAsGone.push(pathname);
      }
    });
    await page.goBack();
    await expect(page).toHaveURL(/\/kiosk$/);
    expect(await page.evaluate(() => "drewCart" in window)).toBe(false);
    await expect(page.getByRole("heading", { name: "Order here" })).toBeVisible();
    await expect.poll(() => storage(page, "token")).toBeNull();
    expect(await storage(page, "user_data")).toBeNull();
    expect(await storage(page, "cartItems")).toBeNull();
    await expect
      .poll(async () => (await request.get("/api/order_history", { headers: gone.auth })).status())
      .toBe(401);
    expect(calledAsGone).toEqual([]);
  });

  test("no delivery choice and no screen of the online shop is reachable on a kiosk", async ({ page }) => {
    await openKiosk(page, "/");
    await expect(page).toHaveURL(/\/kiosk$/);
    for (const path of ["/outlet", "/addAddress", "/change-address", "/home2"]) {
      await openPage(page, path);
      await expect(page, path).toHaveURL(/\/kiosk$/);
    }
    await startOrder(page);
    await expectNoDeliveryChoice(page);
    // During a session, the landing page, profile and order history lead back to the menu.
    for (const path of ["/", "/profile", "/order-history", "/outlet"]) {
      await openPage(page, path);
      await expect(page, path).toHaveURL(/\/store-menu$/);
      await expectNoDeliveryChoice(page);
    }
    for (const path of ["/cart", "/login"]) {
      await openPage(page, path);
      await expect(page, path).toHaveURL(new RegExp(`${path}$`));
      await expectNoDeliveryChoice(page);
    }
    // Even a stored delivery choice is put back to pickup at the kiosk's outlet.
    await page.evaluate(() => {
      localStorage.setItem("order_type", "3");
      localStorage.setItem("delivery-type", "home-delivery");
    });
    await openPage(page, "/cart");
    await expect(page.getByRole("heading", { name: "Deliver to" })).toHaveCount(0);
    expect(await storage(page, "order_type")).toBe("2");
    expect(await storage(page, "delivery-type")).toBe("store-pickup");
  });

  test("payment results show the in-store pages, which return to the attract screen by themselves", async ({
    page,
  }) => {
    // Date stands still while timers run, so a slow machine cannot tick the countdown between
    // the test's steps; the test moves Date itself.
    const start = serverNow();
    await page.clock.setFixedTime(start);
    await openKiosk(page, "/payment-error?message=Your%20card%20was%20declined.&order_id=ord_123");
    await expect(page).toHaveURL(
      /\/payment-error-instore\?message=Your(%20|\+)card(%20|\+)was(%20|\+)declined\.&order_id=ord_123$/,
    );
    await expect(page.getByRole("heading", { name: "Payment Failed" })).toBeVisible();
    await expect(page.getByText("Your card was declined.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", IN_STORE_SITE);
    await expect(page.getByRole("link", { name: "Retry" })).toHaveAttribute(
      "href",
      "/payments/checkout/ord_123",
    );
    await expect(page.getByText("This screen returns to the start in 20 seconds.")).toBeVisible();
    await page.clock.setFixedTime(start + 10_000);
    await expect(page.getByText("This screen returns to the start in 10 seconds.")).toBeVisible();
    await page.clock.setFixedTime(start + 20_000);
    await expect(page).toHaveURL(/\/kiosk$/);

    await page.goto("/payment-success?order_id=ord_456");
    await expect(page).toHaveURL(/\/payment-success-instore\?order_id=ord_456$/);
    await expect(page.getByRole("link", { name: "Go to Homepage" })).toHaveAttribute("href", IN_STORE_SITE);
    await page.getByRole("button", { name: "Start a new order" }).tap();
    await expect(page).toHaveURL(/\/kiosk$/);

    // Not a kiosk: the online result page stays, with no countdown.
    await page.evaluate(() => localStorage.removeItem("kiosk_config"));
    await page.goto("/payment-success?order_id=ord_456");
    await expect(page).toHaveURL(/\/payment-success\?order_id=ord_456$/);
    await expect(page.getByRole("link", { name: "Go to Homepage" })).toHaveAttribute("href", "/");
    await expect(page.getByText(/returns to the start/)).toHaveCount(0);
  });

  test("a new version waits while a customer orders and is applied on the attract screen", async ({
    page,
  }) => {
    await openKiosk(page, "/kiosk");
    await page.waitForFunction(async () => {
      const registration = await navigator.serviceWorker.ready;
      return Boolean(registration.active) && navigator.serviceWorker.controller !== null;
    });
    await startOrder(page);
    await addFlatWhite(page);
    // Records what the page asks of service workers; a reload (the update applied) clears it.
    await page.evaluate(() => {
      const sent: string[] = [];
      (window as unknown as { swMessages?: string[] }).swMessages = sent;
      const post = ServiceWorker.prototype.postMessage as (this: ServiceWorker, ...args: unknown[]) => void;
      ServiceWorker.prototype.postMessage = function (this: ServiceWorker, ...args: unknown[]) {
        sent.push(String((args[0] as { type?: string } | null)?.type));
        post.apply(this, args);
      } as typeof ServiceWorker.prototype.postMessage;
    });
    const applied = () =>
      page
        .evaluate(() => {
          const sent = (window as unknown as { swMessages?: string[] }).swMessages;
          return sent === undefined ? "reloaded" : sent.includes("SKIP_WAITING") ? "skip-waiting" : "waiting";
        })
        .catch(() => "reloading");
    const undeploy = deployNewWorker();
    try {
      await page.evaluate(async () =>
        (await navigator.serviceWorker.getRegistration())?.update().then(() => undefined),
      );
      await page.waitForFunction(async () =>
        Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
      );
      // No 'Refresh' offer and no update in the middle of an order.
      await page.waitForTimeout(500);
      await expect(page.getByText("A new version of the app is available.")).toHaveCount(0);
      expect(await applied()).toBe("waiting");
      await expect(page.locator("[data-cart-badge]")).toHaveText("1");

      // Back on the attract screen, nobody is ordering: the waiting version is told to take over.
      await page.getByRole("navigation", { name: "Kiosk" }).getByRole("button", { name: "Start over" }).tap();
      await page
        .getByRole("dialog", { name: "Start over?" })
        .getByRole("button", { name: "Yes, start over" })
        .tap();
      await expect(page).toHaveURL(/\/kiosk$/);
      await expect.poll(applied).toMatch(/^(skip-waiting|reloaded|reloading)$/);
    } finally {
      undeploy();
    }
    await expect(page.getByRole("heading", { name: "Order here" })).toBeVisible();
    // The new version's reload may come at any moment now: read the cart again until the page
    // is there to read.
    await expect.poll(() => storage(page, "cartItems").catch(() => "reloading")).toBeNull();
  });

  test("after a wipe the next customer still gets the menu through a network drop", async ({
    page,
    context,
  }) => {
    await openKiosk(page, "/kiosk");
    await page.waitForFunction(async () => {
      const registration = await navigator.serviceWorker.ready;
      return Boolean(registration.active) && navigator.serviceWorker.controller !== null;
    });
    await startOrder(page);
    await expect(page.locator("article[data-item-id]").first()).toBeVisible();
    await page.getByRole("navigation", { name: "Kiosk" }).getByRole("button", { name: "Start over" }).tap();
    await page
      .getByRole("dialog", { name: "Start over?" })
      .getByRole("button", { name: "Yes, start over" })
      .tap();
    await expect(page.getByRole("heading", { name: "Order here" })).toBeVisible();
    // The wipe kept the menu: IndexedDB holds it once the wipe has rewritten the cache.
    await expect.poll(async () => (await persistedCache(page)).includes('"menu"')).toBe(true);

    await context.setOffline(true);
    try {
      await page.reload();
      await startOrder(page);
      await expect(page.getByText("You are offline.")).toBeVisible();
      await expect(page.locator("article[data-item-id]").first()).toBeVisible();
      await expect(page.getByText(`Ordering from ${OUTLET.name}`)).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });

  test("staff leave kiosk mode with the store's PIN", async ({ page }) => {
    await openKiosk(page, "/kiosk");
    await page.getByRole("link", { name: "Staff settings (PIN needed)" }).tap();
    await expect(page).toHaveURL(/\/kiosk\/setup$/);
    await expect(
      page.getByText(`Enter the staff PIN of ${OUTLET.name} to change this tablet's settings.`),
    ).toBeVisible();
    await enterPin(page, DEMO_PIN);
    await expect(page.getByRole("heading", { name: "Kiosk settings" })).toBeVisible();
    await expect(page.getByText(`Now: ${OUTLET.name}`)).toBeVisible();
    await page.getByRole("button", { name: "Leave kiosk mode" }).tap();

    await expect(page).toHaveURL(/\/$/);
    expect(await storage(page, "kiosk_config")).toBeNull();
    await expect(page.locator("html")).not.toHaveAttribute("data-kiosk", "");
    // The online shop again: delivery is offered.
    await page.getByRole("button", { name: "Order Now" }).first().tap();
    await expect(page.getByRole("radio", { name: "Home Delivery" })).toBeVisible();
  });
});
