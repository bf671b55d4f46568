// Small frictions, at phone size (390x844): a menu card's picture and name open its popup like
// its add button; a `{product} Box` card's picture opens the messaging link it stands for;
// 'Phone Number already exists!' offers logging in with that number filled in; the profile
// saves without the last name and email registration never asked for; a letter typed into an
// OTP box says 'Only one digit is allowed' however the keyboard sends it; no console error
// where service workers are blocked or missing; and the app starts where IndexedDB never
// answers. Screenshots under test-results/frictions/.
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from "@playwright/test";
import { formStrings } from "#client/components/ui/form/messages.gen.ts";
import { authStrings } from "#client/features/auth/messages.gen.ts";
import { profileStrings } from "#client/features/profile/messages.gen.ts";
import { demoOutlets } from "#server/db/seed/demo-data.ts";
import { publicConfigDefaults } from "#shared/config/public-config.ts";
import type { Locale } from "#shared/i18n/locale.ts";
import { persistedQueryCache } from "#shared/offline-policy.ts";
import {
  api,
  ar,
  cartWith,
  controlledByServiceWorker,
  flatWhiteLine,
  inLocale,
  loggedIn,
  newCustomer,
  newPhone,
  openPage,
  openWith,
  pickupAt,
  placeOrderKeys,
  placeOrderOffline,
  storage,
  test,
} from "./support.ts";

test.use({ viewport: { width: 390, height: 844 } });

const SHOTS = "test-results/frictions";
const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

const korba = demoOutlets.find((outlet) => outlet.id === 1);
const atKorba = pickupAt(1, korba?.name ?? "");
const MESSAGING_URL = publicConfigDefaults.PUBLIC_MESSAGING_URL;

/** A finger on the middle of `target`: whatever lies on top there gets the tap, as on a phone. */
async function tapMiddleOf(page: Page, target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error("not on screen");
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

async function registerViaApi(request: APIRequestContext, phone: string) {
  const answer = await request.post("/api/register", {
    headers: api,
    data: { name: "Mona Said", phoneNumber: phone },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

async function smsCode(request: APIRequestContext, phone: string): Promise<string> {
  const answer = await request.get(`/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`, {
    headers: api,
  });
  const code = ((await answer.json()) as { data: { code: string | null } }).data.code;
  expect(code).toMatch(/^\d{4}$/);
  return code as string;
}

const box = (page: Page, n: number) => page.getByRole("textbox", { name: `Digit ${n} of 4` });

test.describe("menu cards", () => {
  test("tapping an item's picture or its name opens its popup, like the add button", async ({ page }) => {
    await openWith(page, atKorba, "/store-menu");
    await page.getByRole("button", { name: "Coffee Based", exact: true }).click();
    const card = page.locator("article[data-item-id='21023']");
    await expect(card.getByRole("heading", { name: "Flat White" })).toBeVisible();
    const popup = page.getByRole("dialog", { name: "Flat White" });

    await tapMiddleOf(page, card.locator("img"));
    await expect(popup).toBeVisible();
    await expect(popup.getByRole("button", { name: /^Add To Cart/ })).toBeVisible();
    await shoot(page, "menu-picture-tapped");
    await page.keyboard.press("Escape");
    await expect(popup).toBeHidden();

    await tapMiddleOf(page, card.getByRole("heading", { name: "Flat White" }));
    await expect(popup).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(popup).toBeHidden();

    // The add button itself still does it, and stays the one control (one tab stop) per card.
    await card.getByRole("button", { name: "Add Flat White", exact: true }).click();
    await expect(popup).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(card.getByRole("button")).toHaveCount(1);
  });

  test("a Brew Box card's picture, photo and name open the messaging link; nothing is added to the cart", async ({
    page,
    context,
  }) => {
    await context.route(`${MESSAGING_URL}**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Chat</title>" }),
    );
    await openWith(page, atKorba, "/store-menu");
    await page.getByRole("button", { name: "Big Gatherings", exact: true }).click();
    await page.getByRole("button", { name: "Brew Box", exact: true }).click();
    const card = page.locator("article[data-item-id='25001']");
    await expect(card.getByRole("heading", { name: "Brew Box for 10" })).toBeVisible();
    await expect(card.getByRole("button")).toHaveCount(0); // no add button: ordered by message

    const link = card.getByRole("link", { name: "Brew Box for 10: order by message" });
    await expect(link).toHaveAttribute("href", MESSAGING_URL);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await shoot(page, "menu-box-card");

    for (const target of [link, card.locator("img").first(), card.getByRole("heading")]) {
      const opened = page.waitForEvent("popup");
      await tapMiddleOf(page, target);
      const chat = await opened;
      expect(chat.url()).toBe(MESSAGING_URL);
      await chat.close();
    }
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await storage(page, "cartItems")).toBeNull();
  });
});

test.describe("'Phone Number already exists!' offers Login with the number filled", () => {
  test("English: the dialog's Login fills the number in, keeps where to go after, and signs in", async ({
    page,
    request,
  }) => {
    const phone = newPhone();
    await registerViaApi(request, phone);
    await openPage(page, "/register?redirect=%2Fprofile");
    await page.getByRole("textbox", { name: "Name" }).fill("Someone Else");
    await page.getByRole("textbox", { name: "Phone number" }).fill(phone);
    await page.getByRole("button", { name: "Register" }).click();

    const dialog = page.getByRole("dialog", { name: "Error" });
    await expect(dialog.getByText("Phone Number already exists!", { exact: true })).toBeVisible();
    await expect(dialog.getByText("Is it yours? Log in with it instead.", { exact: true })).toBeVisible();
    const login = dialog.getByRole("button", { name: "Login", exact: true });
    await expect(login).toBeFocused();
    await expect(dialog.getByRole("button", { name: "OK" })).toBeVisible();
    await shoot(page, "register-phone-exists");

    await login.click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
    await expect(page.getByRole("textbox", { name: "Phone number" })).toHaveValue(phone);
    await shoot(page, "login-number-filled");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/otp/);
    await box(page, 1).click();
    await page.keyboard.type(await smsCode(request, phone));
    await page.keyboard.press("Enter"); // the boxes still submit their form
    await expect(page).toHaveURL(/\/profile$/);
    expect(JSON.parse((await storage(page, "user_data")) ?? "null")).toMatchObject({ username: "Mona Said" });
  });

  test("OK still goes back to / (the spec's way), with nothing filled in anywhere", async ({
    page,
    request,
  }) => {
    const phone = newPhone();
    await registerViaApi(request, phone);
    await openPage(page, "/register");
    await page.getByRole("textbox", { name: "Name" }).fill("Someone Else");
    await page.getByRole("textbox", { name: "Phone number" }).fill(phone);
    await page.getByRole("button", { name: "Register" }).click();
    await page.getByRole("dialog", { name: "Error" }).getByRole("button", { name: "OK" }).click();
    await expect(page).toHaveURL(/\/$/);
    await openPage(page, "/login");
    await expect(page.getByRole("textbox", { name: "Phone number" })).toHaveValue("");
  });

  test("Arabic: the same offer in Arabic", async ({ page, request }) => {
    const phone = newPhone();
    await registerViaApi(request, phone);
    await openWith(page, { language: "ar" }, "/register");
    await page.getByRole("textbox", { name: ar(() => authStrings.register.nameLabel) }).fill("منى");
    const phoneLabel = ar(() => authStrings.register.phoneLabel);
    await page.getByRole("textbox", { name: phoneLabel }).fill(phone);
    await page.getByRole("button", { name: ar(() => authStrings.register.submit), exact: true }).click();

    const dialog = page.getByRole("dialog", { name: ar(() => authStrings.register.phoneExistsTitle) });
    await expect(
      dialog.getByText(
        ar(() => authStrings.register.phoneExists),
        { exact: true },
      ),
    ).toBeVisible();
    await expect(dialog.getByText("هل هو رقمك؟ سجّل الدخول به بدلًا من ذلك.", { exact: true })).toBeVisible();
    await shoot(page, "register-phone-exists-ar");
    await dialog.getByRole("button", { name: ar(() => authStrings.register.login), exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("textbox", { name: ar(() => authStrings.login.phoneLabel) })).toHaveValue(
      phone,
    );
  });
});

test.describe("the profile without a last name or an email", () => {
  test("English: Update saves with both empty (marked Optional); a wrong email is still refused", async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    await openWith(page, loggedIn(customer), "/profile");
    const lastName = page.getByRole("textbox", { name: "Last Name" });
    const email = page.getByRole("textbox", { name: "Email" });
    await expect(lastName).toHaveValue("");
    await expect(email).toHaveValue("");
    await expect(lastName).toHaveAccessibleDescription("Optional");
    await expect(email).toHaveAccessibleDescription("Optional");
    await expect(page.getByRole("textbox", { name: "First Name" })).toHaveAttribute("required", "");

    await page.getByRole("textbox", { name: "First Name" }).fill("Nour");
    await page.getByRole("button", { name: "Update" }).click();
    const success = page.getByRole("dialog", { name: "Success" });
    await expect(success.getByText("Profile updated successfully.", { exact: true })).toBeVisible();
    await expect(page.getByText("The last name field is required.")).toHaveCount(0);
    await expect(page.getByText("The email field is required.")).toHaveCount(0);
    await shoot(page, "profile-saved-without-optional");
    await success.getByRole("button", { name: "OK" }).click();
    expect(JSON.parse((await storage(page, "user_data")) ?? "null")).toMatchObject({
      username: "Nour",
      last_name: null,
      email: null,
    });

    // Optional is not anything goes: a malformed email still gets the field's message.
    await email.fill("nour@");
    await page.getByRole("button", { name: "Update" }).click();
    await expect(page.getByText("The email must be a valid email address.")).toBeVisible();
    await expect(email).toBeFocused();
  });

  test("Arabic: the Optional hints in Arabic, and Update saves", async ({ page, request }) => {
    const customer = await newCustomer(request);
    await openWith(page, { ...loggedIn(customer), language: "ar" }, "/profile");
    const optional = ar(() => profileStrings.optional);
    const lastName = page.getByRole("textbox", { name: ar(() => profileStrings.fields.last_name) });
    await expect(lastName).toHaveAccessibleDescription(optional);
    await expect(
      page.getByRole("textbox", { name: ar(() => profileStrings.fields.email) }),
    ).toHaveAccessibleDescription(optional);
    await shoot(page, "profile-optional-ar");
    await page.getByRole("button", { name: ar(() => profileStrings.update) }).click();
    await expect(page.getByRole("dialog", { name: ar(() => profileStrings.successTitle) })).toBeVisible();
  });
});

test.describe("OTP boxes: a letter is flagged, not dropped", () => {
  async function toOtp(page: Page, request: APIRequestContext, language?: Locale) {
    const phone = newPhone();
    await registerViaApi(request, phone);
    await openWith(page, language ? { language } : {}, "/login");
    const strings = inLocale(language ?? "en", () => ({
      phone: authStrings.login.phoneLabel,
      signIn: authStrings.login.submit,
    }));
    await page.getByRole("textbox", { name: strings.phone }).fill(phone);
    await page.getByRole("button", { name: strings.signIn, exact: true }).click();
    await expect(page).toHaveURL(/\/otp/);
  }

  test("an on-screen keyboard's letter typed after a digit replaces it and says 'Only one digit is allowed'", async ({
    page,
    request,
  }) => {
    await toOtp(page, request);
    await box(page, 1).click();
    await page.keyboard.type("5");
    await expect(box(page, 2)).toBeFocused();

    // Back in the first box with the caret after its digit; an on-screen keyboard sends text, no key.
    await box(page, 1).click();
    await page.keyboard.press("End");
    await page.keyboard.insertText("a");
    await expect(box(page, 1)).toHaveValue("a");
    await expect(page.getByText("Only one digit is allowed", { exact: true })).toBeVisible();
    await expect(box(page, 1)).toHaveAttribute("aria-invalid", "true");
    await expect(box(page, 1)).toBeFocused();
    await shoot(page, "otp-letter-flagged");

    // A digit the same way replaces the letter, clears the message and moves on.
    await page.keyboard.press("End");
    await page.keyboard.insertText("7");
    await expect(box(page, 1)).toHaveValue("7");
    await expect(box(page, 2)).toBeFocused();
    await expect(page.getByText("Only one digit is allowed", { exact: true })).toHaveCount(0);
  });

  test("a predictive keyboard's composed letter in a full box is flagged too (Arabic)", async ({
    page,
    request,
    context,
  }) => {
    await toOtp(page, request, "ar");
    const digit = (n: number) =>
      page.getByRole("textbox", { name: ar(() => formStrings.digitLabel({ index: n, length: 4 })) });
    await digit(1).click();
    await page.keyboard.type("5");
    await digit(1).click();
    await page.keyboard.press("End");
    await compose(context, page, "b");
    await expect(digit(1)).toHaveValue("b");
    await expect(
      page.getByText(
        ar(() => formStrings.oneDigit),
        { exact: true },
      ),
    ).toBeVisible();
    await shoot(page, "otp-letter-flagged-ar");
  });
});

/** Text composed and committed as a predictive on-screen keyboard does (IME composition). */
async function compose(context: BrowserContext, page: Page, text: string) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Input.imeSetComposition", { text, selectionStart: text.length, selectionEnd: text.length });
  await cdp.send("Input.insertText", { text });
  await cdp.detach();
}

test.describe("no console error without a service worker", () => {
  /** Console errors and warnings and uncaught errors; Playwright's own notice of the block aside. */
  function watchConsole(page: Page) {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("blocked by Playwright")) return;
      if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    return problems;
  }

  /** A task later: what the page did with an answer it just had has been done (or has failed). */
  const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));

  test.describe("a browser that blocks service workers", () => {
    test.use({ serviceWorkers: "block" });

    test("the landing page, the menu and login load cleanly", async ({ page }) => {
      // Playwright's block answers register() with no registration; note when that answer came.
      await page.addInitScript(() => {
        const blocked = ServiceWorkerContainer.prototype.register;
        ServiceWorkerContainer.prototype.register = function (...args) {
          const answer = blocked.apply(this, args);
          void answer.finally(() => document.documentElement.setAttribute("data-test-sw-answered", ""));
          return answer;
        };
      });
      const problems = watchConsole(page);
      /** Opens `path` and waits until the app's registration, made once the page has loaded, was answered. */
      const load = async (path: string) => {
        await openPage(page, path);
        await page.locator("html[data-test-sw-answered]").waitFor({ state: "attached" });
        await settle(page);
        expect(problems, path).toEqual([]);
      };
      await load("/");
      await page.evaluate((values) => {
        for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
      }, atKorba);
      await load("/store-menu");
      await expect(page.locator("article[data-item-id]").first()).toBeVisible();
      await load("/login");
      await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
    });
  });

  test.describe("a webview without navigator.serviceWorker", () => {
    test("the landing page and the menu load cleanly and work, and Logout too", async ({ page, request }) => {
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, "serviceWorker", {
          get: () => undefined,
          configurable: true,
        });
      });
      const problems = watchConsole(page);
      await openPage(page, "/");
      expect(
        await page.evaluate(() => "serviceWorker" in navigator && navigator.serviceWorker === undefined),
      ).toBe(true);
      await page.waitForLoadState("load");
      await settle(page);
      await openWith(page, atKorba, "/store-menu");
      await expect(page.locator("article[data-item-id]").first()).toBeVisible();
      await page.waitForLoadState("load");
      await settle(page);
      // Logout drops the device's push subscription where there is a service worker: none here.
      await openWith(page, loggedIn(await newCustomer(request)), "/");
      await page.getByRole("button", { name: "Logout" }).click();
      await expect.poll(() => storage(page, "token")).toBeNull();
      await settle(page);
      expect(problems).toEqual([]);
    });
  });
});

// Chromium can leave an IndexedDB open pending for good (a page opening the database left at
// once for another page of the site): the app starts anyway, its cache kept in local storage.
test.describe("a browser whose IndexedDB never answers", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      IDBFactory.prototype.open = () => ({}) as IDBOpenDBRequest; // a request that never fires
    });
  });

  test("the menu still starts and works, its cache kept in local storage", async ({ page }) => {
    await openWith(page, atKorba, "/store-menu");
    await expect(page.locator("article[data-item-id]").first()).toBeVisible();
    await page.locator("article[data-item-id]").first().getByRole("button").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect.poll(() => storage(page, persistedQueryCache.storageKey)).toContain('"menu"');
  });

  test("Logout still forgets the customer and goes to the login screen", async ({ page, request }) => {
    await openWith(page, loggedIn(await newCustomer(request)), "/");
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storage(page, "token")).toBeNull();
  });

  test("an order placed offline waits in local storage and is sent when the connection returns", async ({
    page,
    context,
    request,
  }) => {
    const placed = placeOrderKeys(page);
    await openWith(
      page,
      {
        ...loggedIn(await newCustomer(request)),
        ...pickupAt(4, "Maadi Road 9"),
        ...cartWith(flatWhiteLine(1)),
      },
      "/cart",
    );
    await controlledByServiceWorker(page); // the code that reads the queue comes from its cache
    await placeOrderOffline(page, context);
    expect(await storage(page, "queued_order")).toContain('"idempotencyKey"');

    await context.setOffline(false);
    await expect.poll(() => placed.length).toBe(1);
    await expect.poll(() => storage(page, "queued_order")).toBeNull();
  });
});
