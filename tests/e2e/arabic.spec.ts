// The storefront in Arabic: the prerendered Arabic landing pages, the first visit following the
// browser's language, the switch remembered, a whole pickup order at phone size (screenshots kept
// under test-results/arabic/ to look at), and axe on the public screens. Every Arabic text the
// test looks for comes from the catalogues and the demo data, read here in Arabic.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { uiStrings } from "#client/components/ui/messages.gen.ts";
import { chromeStrings } from "#client/features/chrome/messages.gen.ts";
import { landingStrings } from "#client/features/landing/messages.gen.ts";
import { menuStrings } from "#client/features/menu/messages.gen.ts";
import { cartStrings, checkoutStrings, outletStrings } from "#client/features/ordering/messages.gen.ts";
import { orderMethodStrings } from "#client/features/ordering/order-method/messages.gen.ts";
import { orderStrings } from "#client/features/orders/messages.gen.ts";
import { paymentStrings } from "#client/features/payment/messages.gen.ts";
import { demoMenu, demoOutlets } from "#server/db/seed/demo-data.ts";
import { RECEIPT_ORDER_TYPE_LINE } from "#shared/contract/order-type.ts";
import {
  api,
  ar,
  CARDS,
  controlledByServiceWorker,
  loggedIn,
  newCustomer,
  openWith,
  payWithCard,
  persisted,
  pickupAt,
  storage,
  test,
} from "./support.ts";

const SHOTS = "test-results/arabic";
const shoot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });

const korba = demoOutlets.find((outlet) => outlet.id === 1);
const menu = demoMenu("Brew");
const beverages = menu.categories.find((category) => category.key === "BEVERAGES");
const coffeeBased = beverages?.subCategories.find((sub) => sub.key === "Coffee-Based");
const flatWhite = menu.items.find((item) => item.id === 21023);

test.describe("Arabic", () => {
  test.use({ locale: "ar-EG" });

  test("the Arabic landing pages arrive in Arabic, right to left, before any JavaScript runs", async ({
    request,
  }) => {
    const arabic = await (await request.get("/ar")).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain(`<title>${ar(() => chromeStrings.documentTitle)}</title>`);
    expect(arabic).toContain('hrefLang="en" href="/"');
    expect(arabic).toMatch(
      /<link rel="preload" href="\/assets\/ibm-plex-sans-arabic-400-[^"]+\.woff2" as="font"/,
    );
    expect(arabic).toContain(ar(() => landingStrings.hero.orderNow));

    const english = await (await request.get("/")).text();
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).toContain('hrefLang="ar" href="/ar"');
    expect(english).not.toMatch(/<link rel="preload"[^>]*ibm-plex-sans-arabic/); // English readers never load it
    expect(await (await request.get("/ar/home2")).text()).toContain('<html lang="ar" dir="rtl">');
  });

  test("the Arabic landing page hydrates without a mismatch, then works", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await openWith(page, { language: "ar" }, "/ar");
    await page.getByRole("button", { name: ar(() => landingStrings.hero.orderNow) }).click();
    await expect(page.getByRole("dialog", { name: ar(() => orderMethodStrings.title) })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("a first visit follows the browser's language; the switch is remembered on the device", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/ar$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.locator("#root:not([data-prerendered])").waitFor({ state: "attached" });

    await page.getByRole("button", { name: ar(() => uiStrings.languageSwitch), exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("button", { name: "Order Now" })).toBeVisible();
    expect(await storage(page, "language")).toBe("en");

    await page.goto("/ar"); // a chosen language wins over the page's own
    await expect(page).toHaveURL(/\/$/);
    await page.locator("#root:not([data-prerendered])").waitFor({ state: "attached" });
    await page.getByRole("button", { name: uiStrings.languageSwitch, exact: true }).click();
    await expect(page).toHaveURL(/\/ar$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    expect(await storage(page, "language")).toBe("ar");
  });

  test("a logged-in customer's switch is kept on the profile: their next login elsewhere reads it", async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    await openWith(page, { ...loggedIn(customer), language: "en" }, "/");
    await page.getByRole("button", { name: uiStrings.languageSwitch, exact: true }).click();
    await expect(page).toHaveURL(/\/ar$/);
    await expect.poll(async () => JSON.parse((await storage(page, "user_data")) ?? "{}").language).toBe("ar");

    // Another device, which has chosen nothing: the code's answer carries the profile's language.
    const login = await request.post("/api/login", {
      headers: api,
      data: { phoneNumber: customer.user.phone },
    });
    const challenge = (await login.json()).data.user_data.id;
    const sms = await request.get(`/api/dev/sms-outbox?phone=${encodeURIComponent(customer.user.phone)}`, {
      headers: api,
    });
    const verified = await request.post("/api/verify_otp", {
      headers: api,
      data: { pin: (await sms.json()).data.code, id: challenge },
    });
    expect((await verified.json()).user_data.language).toBe("ar");
  });

  test("the switch stays under the finger while a logged-in customer's account button arrives", async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    // The account button's code, held back as a slow network would: the header is live without it.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/customer-parts-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await openWith(page, { ...loggedIn(customer), language: "en" }, "/");
    const header = page.getByRole("banner");
    const languageSwitch = header.getByRole("button", { name: uiStrings.languageSwitch, exact: true });
    await expect(header.getByRole("button", { name: chromeStrings.logout })).toBeVisible();
    const before = await languageSwitch.boundingBox();

    release();
    await expect(header.getByRole("button", { name: "Account" })).toBeVisible();
    expect(await languageSwitch.boundingBox()).toEqual(before);
  });

  test("a pickup order in Arabic on a phone: landing, outlet, menu, popup, cart, card, success", async ({
    page,
    request,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    const customer = await newCustomer(request);
    await openWith(page, { ...loggedIn(customer), language: "ar" }, "/ar");
    await shoot(page, "1-landing");

    await page.getByRole("button", { name: ar(() => landingStrings.hero.orderNow) }).click();
    const method = page.getByRole("dialog", { name: ar(() => orderMethodStrings.title) });
    await method.getByRole("radio", { name: ar(() => orderMethodStrings.storePickup) }).check();
    await shoot(page, "2-select-method");
    await method.getByRole("button", { name: ar(() => orderMethodStrings.continue) }).click();

    await expect(page).toHaveURL(/\/outlet$/);
    await expect(page.getByRole("heading", { name: korba?.nameAr })).toBeVisible();
    await shoot(page, "3-outlets");
    await page
      .getByRole("button", { name: ar(() => outletStrings.pickHereAt({ name: korba?.nameAr ?? "" })) })
      .click();
    await page
      .getByRole("dialog", { name: ar(() => outletStrings.confirmTitle) })
      .getByRole("button", { name: ar(() => outletStrings.confirmYes) })
      .click();

    await expect(page).toHaveURL(/\/store-menu$/);
    const tabs = page.getByRole("navigation", { name: ar(() => menuStrings.categories) });
    await tabs.getByRole("button", { name: beverages?.nameAr }).click();
    await page
      .getByRole("navigation", { name: ar(() => menuStrings.subCategories) })
      .getByRole("button", { name: coffeeBased?.nameAr })
      .click();
    await shoot(page, "4-menu");

    const flatWhiteAr = flatWhite?.nameAr ?? "";
    await page
      .getByRole("button", { name: ar(() => menuStrings.add({ name: flatWhiteAr })), exact: true })
      .click();
    const popup = page.getByRole("dialog", { name: flatWhiteAr });
    await expect(popup).toContainText(flatWhite?.descriptionAr ?? "");
    await expect(popup.locator("[data-popup-price]")).toContainText("120.00 ج.م.");
    await shoot(page, "5-popup");
    await popup.getByRole("button", { name: new RegExp(`^${ar(() => menuStrings.addToCart)}`) }).click();
    await expect(popup).toBeHidden();
    await expect(
      page.getByRole("status").filter({ hasText: ar(() => menuStrings.added({ name: flatWhiteAr })) }),
    ).toBeVisible();

    await page.getByRole("link", { name: ar(() => menuStrings.viewCart) }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("heading", { name: ar(() => cartStrings.title), level: 1 })).toBeVisible();
    await expect(page.locator('[data-cart-line="21023"]')).toContainText(flatWhiteAr);
    await expect(page.locator("[data-cart-totals] [data-total-amount]")).toHaveText("136.80 ج.م.");
    await page.getByRole("radio", { name: ar(() => checkoutStrings.creditCard) }).check();
    await shoot(page, "6-cart");
    await page.getByRole("button", { name: ar(() => checkoutStrings.placeOrder) }).click();

    await payWithCard(page, CARDS.approve); // the card provider's own page, in its language
    await expect(page).toHaveURL(/\/payment-success\?order_id=/);
    await expect(page.getByRole("heading", { name: ar(() => paymentStrings.successTitle) })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    // As wide as the page lets it be, in Arabic as in English (not as wide as its words).
    const result = page.locator('section[aria-labelledby="payment-result-title"]');
    expect((await result.boundingBox())?.width).toBe(390 - 2 * 16);
    await shoot(page, "7-paid");

    // Its summary says the item, the store and the order type in Arabic, though the POS's
    // receipt is in English.
    await page.getByRole("link", { name: ar(() => paymentStrings.viewOrder) }).click();
    await expect(page).toHaveURL(/\/order-summary\?order_id=/);
    const summary = page.getByRole("main");
    await expect(summary).toContainText(flatWhiteAr);
    await expect(summary).toContainText(korba?.nameAr ?? "");
    await expect(summary).toContainText(ar(() => orderStrings.storePickup));
    for (const english of [flatWhite?.name ?? "", korba?.name ?? "", RECEIPT_ORDER_TYPE_LINE.pickup])
      await expect(summary).not.toContainText(english);
    await shoot(page, "7-summary");

    // The past order names its item in Arabic too (the order keeps both names).
    await page.goto("/order-history");
    await expect(page.locator("article").first()).toContainText(flatWhiteAr);
    await shoot(page, "8-past-orders");

    // Nothing wider than the phone: no clipped or overflowing text on the way.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("starts offline in Arabic from the installed app's start page, menu included", async ({
    page,
    context,
  }) => {
    await openWith(page, { language: "ar", ...pickupAt(4, "Maadi Road 9") }, "/store-menu");
    await controlledByServiceWorker(page);
    await page.reload(); // this visit's menu through the service worker, and into the query cache
    await expect(page.locator("article[data-item-id]").first()).toBeVisible();
    await persisted(page, "menu");

    await context.setOffline(true);
    await page.goto("/"); // the manifest's start_url
    await expect(page).toHaveURL(/\/ar$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("button", { name: ar(() => landingStrings.hero.orderNow) })).toBeVisible();

    await page.goto("/store-menu");
    await expect(page.locator("article[data-item-id]").first()).toBeVisible();
    await expect(
      page
        .getByRole("navigation", { name: ar(() => menuStrings.categories) })
        .getByRole("button", { name: beverages?.nameAr }),
    ).toBeVisible();
    await context.setOffline(false);
  });

  test("the public screens pass axe in Arabic", async ({ page }) => {
    test.slow();
    const korbaPickup = {
      language: "ar",
      order_type: "2",
      "delivery-type": "store-pickup",
      selected_outlet_id: "1",
      selected_outlet_name: korba?.name ?? "",
    };
    for (const path of ["/ar", "/outlet", "/store-menu", "/cart", "/login", "/register", "/privacy-policy"]) {
      await openWith(page, korbaPickup, path);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
      expect(
        violations.map((violation) => `${path}: ${violation.id} (${violation.nodes.length})`),
        path,
      ).toEqual([]);
    }
  });
});
