// Shared helpers of the browser tests: customers logged in through the API (register -> SMS
// outbox -> verify_otp), local storage set before a page opens, and the sandbox's card page.
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Locator,
  type Page,
} from "@playwright/test";
import { type Locale, setLocaleSource } from "#shared/i18n/locale.ts";

import { addressPayload } from "../fixtures/customers.ts";

export {
  cartWith,
  flatWhiteLine,
  pickupAt,
  returningCustomer,
  returningCustomerCartCookie,
  returningCustomerCookie,
} from "../fixtures/browser-storage.ts";

/** Minutes the test server's clock is moved by (playwright.config.ts): the browsers are moved alike. */
const clockOffsetMs = Number(process.env.E2E_CLOCK_OFFSET_MINUTES ?? 0) * 60_000;

/** The test server's time now, in milliseconds, and the browsers': this process's clock, moved alike. */
export const serverNow = (): number => Date.now() + clockOffsetMs;

/**
 * Moves a browser context's Date by the server's minutes, before any page script runs: a page
 * reads the server's time, as a phone synchronised with the network does. Only Date moves (timers
 * run as they do). A test that drives the page's clock installs it at serverNow().
 */
export async function atServerTime(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript((offsetMs: number) => {
    const RealDate = Date;
    // Once a test drives the page's clock (page.clock, installed with serverNow()), Playwright's
    // fake Date reads this one as the real time: it must then be real.
    const now = () => RealDate.now() + ("__pwClock" in globalThis ? 0 : offsetMs);
    function movedDate(...args: unknown[]) {
      if (!new.target) return new RealDate(now()).toString();
      return args.length === 0 ? new RealDate(now()) : Reflect.construct(RealDate, args);
    }
    movedDate.prototype = RealDate.prototype;
    // Not enumerable, as Date's own are: Playwright's clock copies a Date's enumerable statics
    // onto its fake, and would otherwise take this now() for its own.
    for (const [name, value] of Object.entries({ now, parse: RealDate.parse, UTC: RealDate.UTC })) {
      Object.defineProperty(movedDate, name, { value, writable: true, configurable: true });
    }
    globalThis.Date = movedDate as unknown as DateConstructor;
  }, clockOffsetMs);
  return context;
}

/** A second browser (a store's tablet, another phone), at the server's time like the first. */
export async function newContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> {
  return atServerTime(await browser.newContext(options));
}

/** Playwright's test, with every page at the server's time. */
export const test = base.extend({
  context: async ({ context }, use) => {
    await use(await atServerTime(context));
  },
});

/** The Idempotency-Key of each place_order request the page sends, in the order sent. */
export function placeOrderKeys(page: Page): string[] {
  const keys: string[] = [];
  page.on("request", (sent) => {
    if (sent.url().endsWith("/api/place_order")) keys.push(sent.headers()["idempotency-key"] ?? "");
  });
  return keys;
}

export const api = { "X-Requested-With": "XMLHttpRequest" };

/**
 * How long a map may take to draw its first frame (its worker script, then WebGL in software):
 * 3-10 s alone on a 2-core machine, and past 20 s on a page's first visit while the other
 * worker's browser draws a map too.
 */
export const MAP_READY_TIMEOUT = 40_000;
export const CARDS = {
  approve: "4242424242424242",
  decline: "4000000000000002",
  challenge: "4000000000003220",
};

export type Customer = { token: string; user: { id: number; phone: string }; auth: Record<string, string> };

let phoneCounter = 0;
export function newPhone(): string {
  phoneCounter += 1;
  const unique = ((Date.now() % 1_000_000) * 100 + phoneCounter) % 100_000_000;
  return `011${String(unique).padStart(8, "0")}`;
}

export async function newCustomer(request: APIRequestContext): Promise<Customer> {
  const phone = newPhone();
  const registered = await request.post("/api/register", {
    headers: api,
    data: { phoneNumber: phone, name: "Nour Hassan" },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  // Before the code, register answers only the challenge ({id, phone}); the user data comes with the token.
  const challenge = (await registered.json()).user_data;
  const sms = await request.get(`/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`, { headers: api });
  const pin = (await sms.json()).data.code as string;
  const verified = await request.post("/api/verify_otp", { headers: api, data: { pin, id: challenge.id } });
  expect(verified.status(), await verified.text()).toBe(200);
  const { token, user_data: user } = await verified.json();
  return { token, user, auth: { ...api, Authorization: `Bearer ${token}` } };
}

/**
 * Opens `path`. The landing pages arrive prerendered and respond once React has hydrated them,
 * when the app drops `data-prerendered` from the root; a route shell's skeleton is there until
 * the app's first render replaces it; any other page's root is empty until then: wait for all
 * three before looking or clicking.
 */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await page.locator("#root:not([data-prerendered]) > *").first().waitFor({ state: "attached" });
  await page.locator("[data-route-skeleton]").waitFor({ state: "detached" });
}

/**
 * Scrolls down the page a screen at a time, as a customer reading it would, so that each section
 * below the first screen comes near it (and comes to life: see HydrateWhenVisible).
 */
export async function scrollToTheEnd(page: Page) {
  for (;;) {
    const moved = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight);
      return window.scrollY !== before;
    });
    if (!moved) return;
    await page.waitForTimeout(150);
  }
}

/** Opens a light page of the app, writes local storage, then opens `path`. */
export async function openWith(page: Page, values: Record<string, string>, path: string) {
  await page.goto("/privacy-policy");
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
  await openPage(page, path);
}

export const loggedIn = (customer: Customer) => ({
  token: customer.token,
  user_data: JSON.stringify(customer.user),
});
export const storage = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

/** At the cart with no connection: pays by card and taps Place order; the order is queued, not placed. */
export async function placeOrderOffline(page: Page, context: BrowserContext) {
  await context.setOffline(true);
  await page.getByRole("radio", { name: "Credit Card" }).check();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(
    page.getByText("Your order is queued. It will be sent as soon as you are back online."),
  ).toBeVisible();
}

/** On the sandbox provider's page: pays with a test card, and confirms 3-D Secure if asked. */
export async function payWithCard(page: Page, card: string) {
  await expect(page).toHaveURL(/\/payments\/sandbox\/pay\//);
  await page.getByLabel("Name on card").fill("Nour Hassan");
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry (MM/YY)").fill("12/39");
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: /^Pay / }).click();
  if (card === CARDS.challenge) await page.getByRole("button", { name: "Confirm payment" }).click();
}

export async function paidOrders(request: APIRequestContext, customer: Customer) {
  const response = await request.get("/api/order_history", { headers: customer.auth });
  expect(response.status()).toBe(200);
  return (await response.json()).data as { id: string; order_data: { menuItems: { name: string }[] } }[];
}

/** The demo's order-board account of Maadi Road 9 (outlet 4). */
export const STAFF = { username: "staff4", password: "demo-staff-4" };

/** A store tablet signed in through the API: the headers of its calls. */
export async function staffHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const signedIn = await request.post("/api/store/sign_in", { headers: api, data: STAFF });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const { token } = (await signedIn.json()).data as { token: string };
  return { ...api, Authorization: `Bearer ${token}` };
}

/**
 * Delivers a push to this origin's service worker, as a push service would (headless Chromium
 * has none): through the DevTools protocol of the page's browser. Chromium drops a push it could
 * not dispatch without a word (seen once in a full run of the suite, right after a first visit's
 * worker had activated): a push after which the worker's notifications did not change within 3 s
 * is delivered again, as a push service retries an undelivered message. A worker that shows
 * nothing still fails the caller's check.
 */
export async function deliverPush(context: BrowserContext, page: Page, data: string) {
  await controlledByServiceWorker(page);
  const cdp = await context.newCDPSession(page);
  const registrations: string[] = [];
  cdp.on("ServiceWorker.workerRegistrationUpdated", (event) => {
    for (const registration of event.registrations) {
      if (!registration.isDeleted) registrations.push(registration.registrationId);
    }
  });
  await cdp.send("ServiceWorker.enable");
  await expect.poll(() => registrations.length).toBeGreaterThan(0);
  const shown = () =>
    page.evaluate(async () =>
      JSON.stringify(
        (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => [
          notification.tag,
          notification.title,
          notification.body,
        ]),
      ),
    );
  const before = await shown();
  for (let attempt = 0; attempt < 3; attempt++) {
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin: new URL(page.url()).origin,
      registrationId: registrations[0] ?? "",
      data,
    });
    const changed = await expect
      .poll(shown, { timeout: 3_000 })
      .not.toBe(before)
      .then(() => true)
      .catch(() => false);
    if (changed) return;
  }
}

/** Waits until the service worker controls the page (the first visit installs it). */
export async function controlledByServiceWorker(page: Page) {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return Boolean(registration.active) && navigator.serviceWorker.controller !== null;
  });
}

/**
 * Waits until the persisted query cache (IndexedDB, written at most once a second) holds the
 * answer of the queries under `root`: a reload sooner would find nothing to show offline.
 */
export async function persisted(page: Page, root: string) {
  await page.waitForFunction(async (queryRoot) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open("keyval-store");
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error);
    });
    try {
      const cache = await new Promise<unknown>((resolve) => {
        const reading = db.transaction("keyval").objectStore("keyval").get("storefront-query-cache");
        reading.onsuccess = () => resolve(reading.result);
        reading.onerror = () => resolve(undefined);
      });
      return typeof cache === "string" && cache.includes(`"queryKey":["${queryRoot}"`);
    } finally {
      db.close();
    }
  }, root);
}

/** A home address in Maadi (12 Road 9, which outlet 4 delivers to), saved through the API. */
export async function saveMaadiAddress(
  request: APIRequestContext,
  customer: Customer,
): Promise<{ address_id: number; closest_outlet_id: number | null }> {
  const saved = await request.post("/api/save_address", { headers: customer.auth, data: addressPayload() });
  expect(saved.status(), await saved.text()).toBe(200);
  return saved.json();
}

/** Reads catalogue texts in `locale` (the catalogues read the current locale on each access). */
export function inLocale<T>(locale: Locale, read: () => T): T {
  setLocaleSource(() => locale);
  try {
    return read();
  } finally {
    setLocaleSource(() => "en");
  }
}
export const en = <T>(read: () => T) => inLocale("en", read);
export const ar = <T>(read: () => T) => inLocale("ar", read);

/**
 * What is cramped among the links and buttons in `root`: a control whose words spill out of it or
 * wrap, or two controls over one another. A control that clips its content (the landing header's
 * brand) may hide whole lines below its height, never cut one.
 */
export const crampedControls = (root: Locator) =>
  root.evaluate((container) => {
    const problems: string[] = [];
    const controls = [...container.querySelectorAll<HTMLElement>("a, button")].filter(
      (control) => control.getBoundingClientRect().width > 0,
    );
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      const clips = getComputedStyle(control).overflow === "hidden";
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        // Words kept for screen readers only (a 1 px box) are not on screen.
        if (!text.textContent?.trim() || (text.parentElement?.getBoundingClientRect().width ?? 0) <= 1)
          continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        const lines = [...range.getClientRects()].filter((line) => line.width > 0);
        const inside = lines.filter(
          (line) =>
            line.left >= box.left - 1 &&
            line.right <= box.right + 1 &&
            line.top >= box.top - 1 &&
            line.bottom <= box.bottom + 1,
        );
        const words = JSON.stringify(text.textContent.trim());
        if (clips) {
          if (inside.length > 0 && inside.length < lines.length) problems.push(`${words} is cut`);
        } else if (inside.length < lines.length) problems.push(`${words} spills out of its control`);
        else if (new Set(lines.map((line) => Math.round(line.top))).size > 1) problems.push(`${words} wraps`);
      }
    }
    const shown = controls.filter((control) => !control.closest("[popover]"));
    for (const [index, control] of shown.entries()) {
      for (const other of shown.slice(index + 1)) {
        const [a, b] = [control.getBoundingClientRect(), other.getBoundingClientRect()];
        if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1)
          problems.push(
            `${JSON.stringify(control.textContent)} lies over ${JSON.stringify(other.textContent)}`,
          );
      }
    }
    return problems;
  });
