// The landing pages arrive rendered at build time and are hydrated; the menu, the cart
// and the order history arrive as their skeleton, which the app replaces; every other route gets
// the empty app shell.
import { expect, type Page } from "@playwright/test";
import {
  cartWith,
  flatWhiteLine,
  openPage,
  openWith,
  returningCustomer,
  returningCustomerCartCookie,
  returningCustomerCookie,
  test,
} from "./support.ts";

/** Errors and warnings the page logs, hydration mismatches included. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ["/", "/home", "/home2"]) {
    test(`${path} shows the hero, the sections and the bottom bar`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("button", { name: "Order Now" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Our favourites" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
      await expect(page.locator("#root")).toHaveAttribute("data-prerendered", path);
    });
  }

  const skeletons = [
    { path: "/store-menu", title: "Menu" },
    { path: "/cart", title: "Cart", section: "Order Items" },
    { path: "/order-history", title: "Order History" },
  ];
  for (const { path, title, section } of skeletons) {
    test(`${path} shows its title bar and placeholders`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("banner").getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole("banner").getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
      if (section) await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
      await expect(
        page.locator('main[aria-busy="true"][data-route-skeleton] .skeleton').first(),
      ).toBeVisible();
      await expect(page.locator("#root")).not.toHaveAttribute("data-prerendered");
    });
  }

  for (const { locale, tab, outlet } of [
    { locale: "en", tab: "Beverages", outlet: "Heliopolis Korba" },
    { locale: "ar", tab: "المشروبات", outlet: "مصر الجديدة - الكوربة" },
  ]) {
    test(`/store-menu, with the cookie of a menu opened in "${locale}", shows that menu's first cards`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: "menu_view", value: `1.${locale}`, url: baseURL }]);
      await page.goto("/store-menu");
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByText(outlet)).toBeVisible();
      await expect(page.getByRole("navigation").getByRole("button", { name: tab })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      const cards = page.locator("article[data-item-id]");
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBeGreaterThanOrEqual(4);
      // The opening cards' pictures are there before any script, as the app would show them.
      await expect(cards.first().locator("img").first()).toHaveJSProperty("complete", true);
      await expect(page.locator(".skeleton")).toHaveCount(0);
    });
  }

  for (const { locale, outlet, total } of [
    { locale: "en", outlet: "Heliopolis Korba", total: "EGP 330.60" },
    { locale: "ar", outlet: "مصر الجديدة - الكوربة", total: "330.60 ج.م." },
  ]) {
    test(`/cart, with the cookie of a cart kept in "${locale}", shows that cart`, async ({
      page,
      context,
      baseURL,
    }) => {
      const cookie = returningCustomerCartCookie.value.replace(
        encodeURIComponent('"en"'),
        encodeURIComponent(`"${locale}"`),
      );
      await context.addCookies([{ ...returningCustomerCartCookie, value: cookie, url: baseURL }]);
      await page.goto("/cart");
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.locator("[data-pickup-from]").getByText(outlet)).toBeVisible();
      await expect(page.locator("[data-cart-line]")).toHaveCount(1);
      await expect(page.locator("[data-cart-totals]")).toContainText(total);
      await expect(page.locator(".skeleton")).toHaveCount(0);
    });
  }

  test("the title, the hero preload and the landing styles are in the head", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Specialty Coffee/);
    await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(1);
    // Styled before any script runs: the hero heading uses the display font size, not 2em.
    const fontSize = await page
      .getByRole("heading", { level: 1 })
      .evaluate((h1) => getComputedStyle(h1).fontSize);
    expect(Number.parseFloat(fontSize)).toBeGreaterThan(24);
  });
});

test("the prerendered pages carry no inline script (the CSP would block it)", async ({ request }) => {
  for (const path of ["/", "/home", "/home2"]) {
    const html = await (await request.get(path)).text();
    expect(html.match(/<script\b[^>]*>/g), path).toEqual([expect.stringMatching(/ src="\/assets\//)]);
  }
});

test("ICU is set up in a short-lived worker of its own, which the CSP lets start", async ({ page }) => {
  const problems = collectProblems(page);
  const ended = new Promise<string>((resolve) => {
    page.on("worker", (worker) => worker.on("close", () => resolve(worker.url())));
  });
  await openPage(page, "/cart");
  expect(await ended).toMatch(/^blob:/);
  expect(unexpected(problems)).toEqual([]);
});

test("other routes get the empty app shell, so a deep link never shows the landing page", async ({
  request,
}) => {
  for (const path of ["/login", "/outlet", "/no-such-page"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<div id="root"></div>');
    expect(html, path).not.toContain("data-prerendered");
  }
});

test("the home-screen shortcuts' routes and the cart preload their own code", async ({ request }) => {
  for (const path of ["/store-menu", "/order-history", "/cart"]) {
    const html = await (await request.get(path)).text();
    const chunk = path.slice(1);
    expect(html, path).toMatch(
      new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${chunk}-[\\w-]+\\.js">`),
    );
  }
});

test("the landing page hydrates without a mismatch, then works", async ({ page }) => {
  const problems = collectProblems(page);
  await openPage(page, "/");
  await page.getByRole("button", { name: "Order Now" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(problems).toEqual([]);
});

test("a customer's own state replaces the prerendered defaults after hydration", async ({ page }) => {
  const problems = collectProblems(page);
  // A made-up token: the landing page's list of past orders is answered here, not refused.
  await page.route("**/api/order_history", (route) => route.fulfill({ json: { status: 200, data: [] } }));
  await openWith(page, { token: "demo-token", ...cartWith(flatWhiteLine(3)) }, "/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).locator("[data-cart-badge]")).toHaveText("3");
  expect(problems).toEqual([]);
});

for (const [path, firstScreen] of [
  ["/cart", "[data-pickup-from] address span"],
  ["/store-menu", "article[data-item-id]"],
] as const) {
  test(`${path} asks for the outlets and the menu as it starts, not after its first render`, async ({
    page,
    context,
  }) => {
    // Notes, as each call leaves, whether the screen had rendered yet (its pickup card or an item).
    await page.addInitScript(`(() => {
      const send = window.fetch;
      window.apiCalls = [];
      window.fetch = (input, init) => {
        const url = new URL(String(input instanceof Request ? input.url : input), location.href);
        const rendered = document.querySelector("[data-pickup-from], article[data-item-id]") !== null;
        if (url.pathname.startsWith("/api/")) window.apiCalls.push(url.pathname + (rendered ? " after render" : ""));
        return send(input, init);
      };
    })()`);
    // A load the server does not paint (a painted page carries its answers): the storage is
    // written once the app runs, so it has left no paint cookie for it.
    await openPage(page, "/privacy-policy");
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, returningCustomer[path]);
    await context.clearCookies();
    await openPage(page, path);
    await expect(page.locator(firstScreen).first()).toBeVisible();
    const calls = await page.evaluate(() => (window as unknown as { apiCalls: string[] }).apiCalls);
    expect(calls).toEqual(expect.arrayContaining(["/api/fetch_outlet", "/api/fetch_menu"]));
  });
}

test("a route shell's skeleton gives way to the screen, without a second title bar", async ({ page }) => {
  const problems = collectProblems(page);
  await openWith(page, cartWith(flatWhiteLine(2)), "/cart");
  await expect(page.getByRole("heading", { level: 3, name: "Flat White" })).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 2, name: "Order Items" })).toHaveCount(1);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(problems).toEqual([]);
});

/**
 * Reloads the page, a cold load the server paints, and checks that from its first paint on no
 * placeholder was ever shown and none of the calls `answered` matches was made: the page carried
 * their answers.
 */
async function reloadPainted(page: Page, answered: RegExp) {
  await page.addInitScript(`(() => {
    window.sawSkeleton = false;
    new MutationObserver(() => {
      if (document.querySelector(".skeleton")) window.sawSkeleton = true;
    }).observe(document, { childList: true, subtree: true });
  })()`);
  const calls: string[] = [];
  page.on("request", (request) => {
    if (answered.test(request.url())) calls.push(request.url());
  });
  await page.reload();
  await page.locator("[data-route-skeleton]").waitFor({ state: "detached" });
  expect(await page.evaluate(() => (window as unknown as { sawSkeleton: boolean }).sawSkeleton)).toBe(false);
  expect(calls).toEqual([]);
}

/** The problems a page with its service worker blocked should not have. */
const unexpected = (problems: string[]) =>
  problems.filter((problem) => !problem.includes("Service Worker registration blocked"));

test.describe("a cold load of the menu the server painted", () => {
  test.use({ serviceWorkers: "block" }); // a cold load: no worker answers from its own copy

  test("opening the menu leaves the cookie; the next cold load shows the same cards, no skeleton between, and works", async ({
    page,
    context,
  }) => {
    const problems = collectProblems(page);
    await openWith(page, returningCustomer["/store-menu"], "/store-menu");
    await expect(page.locator("article[data-item-id]").first()).toBeVisible();
    expect(await context.cookies()).toEqual(
      expect.arrayContaining([expect.objectContaining(returningCustomerCookie)]),
    );

    await reloadPainted(page, /\/api\/fetch_menu/);
    await expect(page.getByRole("banner").getByRole("button", { name: "Pickup" })).toBeVisible();
    await page.getByRole("button", { name: "Add V60 Pour Over" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(unexpected(problems)).toEqual([]);
  });
});

test.describe("a cold load of the cart the server painted", () => {
  test.use({ serviceWorkers: "block" }); // a cold load: no worker answers from its own copy

  test("the cart leaves its cookie; the next cold load shows the same cart, no skeleton between, and works", async ({
    page,
    context,
  }) => {
    const problems = collectProblems(page);
    await openWith(page, returningCustomer["/cart"], "/cart");
    await expect(page.locator("[data-pickup-from] address span")).toBeVisible();
    expect(await context.cookies()).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: "cart_view", path: "/cart" })]),
    );

    await reloadPainted(page, /\/api\/fetch_(menu|outlet)/);
    // The app has taken over: the stepper changes the cart, and the cookie follows it.
    await page.getByRole("button", { name: "Increase Flat White" }).click();
    await expect(page.locator("[data-cart-totals]")).toContainText("EGP 495.90");
    const sent = (await context.cookies()).find((cookie) => cookie.name === "cart_view");
    expect(decodeURIComponent(sent?.value ?? "")).toContain('"quantity":3');
    expect(unexpected(problems)).toEqual([]);
  });

  test("choosing delivery takes the cookie away (a delivery cart is never painted: its address is personal)", async ({
    page,
    context,
  }) => {
    await openWith(page, returningCustomer["/cart"], "/cart");
    await expect(page.locator("[data-cart-line]")).toHaveCount(1);
    const cartCookie = async () => (await context.cookies()).some((cookie) => cookie.name === "cart_view");
    expect(await cartCookie()).toBe(true);
    await page.evaluate(() => {
      localStorage.setItem("order_type", "3");
      window.dispatchEvent(new StorageEvent("storage", { key: "order_type" }));
    });
    await expect.poll(cartCookie).toBe(false);
  });
});
