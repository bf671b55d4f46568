// The landing pages (/, /home, /home2): Select Method flows, the bottom bar, the header's
// Login/Logout, the social carousel, the outlets map, lazy images and the hero's largest paint.
import { type Browser, expect, type Page } from "@playwright/test";
import {
  api,
  crampedControls,
  MAP_READY_TIMEOUT,
  newContext,
  openPage,
  openWith as openWithStorage,
  scrollToTheEnd,
  storage,
  test,
} from "./support.ts";

type StoredValues = Record<string, string>;

/** Opens the app, sets local storage, then opens `path` (so the app starts with that storage). */
const openWith = (page: Page, values: StoredValues, path = "/") => openWithStorage(page, values, path);
const historyState = (page: Page) =>
  page.evaluate(() => {
    const state = (history.state ?? {}) as { menu?: string; submenu?: string };
    return { menu: state.menu, submenu: state.submenu };
  });

const cartLine = (itemId: number, quantity: number) => ({
  itemName: `Item ${itemId}`,
  itemPrice: 85,
  itemImg: "/images/menu/latte.svg",
  note: "",
  itemId,
  quantity,
  condiment_data: [],
});

const address = {
  id: 41,
  label: "Home",
  location: "Maadi",
  delivery_address: "12 Road 9, Maadi, Cairo",
  phone_number: "+201001234567",
  closest_outlet_id: 4,
  latitude: 29.96,
  longitude: 31.2577,
  landmark: "Opposite the bakery",
  address_line: "12 Road 9",
  building: "12",
  floor: "3",
  flat: "5",
};

test.describe("Select Method modal", () => {
  // A made-up token: the server would refuse it when the landing page lists the customer's
  // past orders (and the app would forget it), so the list is answered here.
  test.beforeEach(({ page }) =>
    page.route("**/api/order_history", (route) => route.fulfill({ json: { status: 200, data: [] } })),
  );

  test("Order Now, Store Pickup, Continue: /outlet with the pickup stored and no menu preset", async ({
    page,
  }) => {
    await openPage(page, "/");
    await page.getByRole("button", { name: "Order Now" }).click();
    const method = page.getByRole("dialog", { name: "Select Method" });
    await expect(method).toBeVisible();
    await expect(method.getByRole("radio", { name: "Home Delivery" })).toBeChecked();
    await method.getByRole("radio", { name: "Store Pickup" }).check();
    await method.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL(/\/outlet$/);
    expect(await storage(page, "delivery-type")).toBe("store-pickup");
    expect(await storage(page, "order_type")).toBe("2");
    expect(await historyState(page)).toEqual({ menu: undefined, submenu: undefined });
  });

  test("the gift box's Shop carries COFFEE-BEANS / Specialty-Coffee-Beans to /outlet", async ({ page }) => {
    await openPage(page, "/");
    await page.getByRole("button", { name: "Shop the Gift Box" }).click();
    const method = page.getByRole("dialog", { name: "Select Method" });
    await method.getByRole("radio", { name: "Store Pickup" }).check();
    await method.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL(/\/outlet$/);
    expect(await historyState(page)).toEqual({ menu: "COFFEE-BEANS", submenu: "Specialty-Coffee-Beans" });
  });

  test("the now-brewing Shop (beans) is pre-set too, and closing the modal clears the preset", async ({
    page,
  }) => {
    await openPage(page, "/");
    await page.getByRole("button", { name: "Shop Peruvian beans" }).click();
    const method = page.getByRole("dialog", { name: "Select Method" });
    await expect(method).toBeVisible();
    await method.getByRole("button", { name: "Close" }).click();
    await expect(method).toBeHidden();

    // The bottom bar's menu opens the same modal, now without the beans.
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Menu" }).click();
    await expect(method).toBeVisible();
    await method.getByRole("radio", { name: "Store Pickup" }).check();
    await method.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/outlet$/);
    expect(await historyState(page)).toEqual({ menu: undefined, submenu: undefined });
  });

  test("Home Delivery without a token goes to /login", async ({ page }) => {
    await openPage(page, "/");
    await page.getByRole("button", { name: "Order Now" }).click();
    const method = page.getByRole("dialog", { name: "Select Method" });
    await method.getByRole("radio", { name: "Home Delivery" }).check();
    await method.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL(/\/login$/);
    expect(await storage(page, "delivery-type")).toBe("home-delivery");
    expect(await storage(page, "order_type")).toBe("3");
  });

  test("Home Delivery with a token fetches and stores the address list, then opens the address picker", async ({
    page,
  }) => {
    const answer = { status: 200, data: [address] };
    let authorization: string | undefined;
    await page.route("**/api/fetch_address", async (route) => {
      authorization = route.request().headers().authorization;
      await route.fulfill({ json: answer });
    });
    await openWith(page, { token: "test-token" });

    await page.getByRole("button", { name: "Order Now" }).click();
    const method = page.getByRole("dialog", { name: "Select Method" });
    await method.getByRole("radio", { name: "Home Delivery" }).check();
    await method.getByRole("button", { name: "Continue" }).click();

    const picker = page.getByRole("dialog", { name: "Select Address" });
    await expect(picker).toBeVisible();
    await expect(picker.getByText("12 Road 9, Maadi, Cairo")).toBeVisible();
    await expect(method).toBeHidden();
    expect(authorization).toBe("Bearer test-token");
    expect(JSON.parse((await storage(page, "address")) ?? "null")).toEqual(answer);
    await expect(page).toHaveURL(/\/$/);
  });

  test("with no saved addresses the picker is titled Add Address", async ({ page }) => {
    await page.route("**/api/fetch_address", (route) => route.fulfill({ json: { status: 200, data: [] } }));
    await openWith(page, { token: "test-token" });
    await page.getByRole("button", { name: "Order Now" }).click();
    await page
      .getByRole("dialog", { name: "Select Method" })
      .getByRole("button", { name: "Continue" })
      .click();
    await expect(page.getByRole("dialog", { name: "Add Address" })).toBeVisible();
    expect(await storage(page, "address")).toBe(JSON.stringify({ status: 200, data: [] }));
  });

  test("a failed address fetch keeps the modal open with 'Error while fetching address'", async ({
    page,
  }) => {
    await page.route("**/api/fetch_address", (route) =>
      route.fulfill({ status: 500, json: { status: 500, message: "Server error" } }),
    );
    await openWith(page, { token: "test-token" });
    await page.getByRole("button", { name: "Order Now" }).click();
    const method = page.getByRole("dialog", { name: "Select Method" });
    await method.getByRole("button", { name: "Continue" }).click();
    await expect(method.getByRole("alert")).toHaveText("Error while fetching address");
    await expect(method).toBeVisible();
    expect(await storage(page, "address")).toBeNull();
  });

  test("landing load resets home delivery to order type 3, and leaves a pickup choice alone", async ({
    page,
  }) => {
    await openWith(page, { "delivery-type": "home-delivery", order_type: "2" });
    await expect(page.getByRole("button", { name: "Order Now" })).toBeVisible();
    // The landing page writes its defaults in an effect, once it has hydrated.
    await expect.poll(() => storage(page, "order_type")).toBe("3");

    await openWith(page, { "delivery-type": "store-pickup", order_type: "2" }, "/home2");
    await expect(page.getByRole("button", { name: "Order Now" })).toBeVisible();
    expect(await storage(page, "delivery-type")).toBe("store-pickup");
    expect(await storage(page, "order_type")).toBe("2");
  });
});

test.describe("bottom icon bar", () => {
  test("menu opens Select Method unless an order type and a selected address id are stored", async ({
    page,
  }) => {
    await openPage(page, "/");
    const bar = page.getByRole("navigation", { name: "Main" });
    await bar.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("dialog", { name: "Select Method" })).toBeVisible();
    await page.getByRole("dialog", { name: "Select Method" }).getByRole("button", { name: "Close" }).click();

    // Only the address id: still the modal.
    await openWith(page, { select_address_id: "41", "delivery-type": "store-pickup" });
    await page.evaluate(() => localStorage.removeItem("order_type"));
    await bar.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("dialog", { name: "Select Method" })).toBeVisible();
  });

  test("menu goes straight to /store-menu when order_type and select_address_id are stored", async ({
    page,
  }) => {
    await openWith(page, {
      order_type: "3",
      select_address_id: "41",
      selected_address_details: JSON.stringify({
        id: 41,
        label: "Home",
        address: "12 Road 9, Maadi, Cairo",
        closest_outlet_id: 4,
        lat: 29.96,
        lng: 31.2577,
      }),
    });
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Menu" }).click();
    await expect(page).toHaveURL(/\/store-menu$/);
    await expect(page.getByRole("dialog", { name: "Select Method" })).toBeHidden();
  });

  test("the newer version shows the policies, the older one the profile", async ({ page }) => {
    for (const path of ["/", "/home"]) {
      await openPage(page, path);
      const bar = page.getByRole("navigation", { name: "Main" });
      await expect(bar.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
      await expect(bar.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
        "href",
        "/privacy-policy",
      );
      await expect(bar.getByRole("link", { name: "Returns Policy" })).toHaveAttribute(
        "href",
        "/returns-policy",
      );
      await expect(bar.getByRole("link", { name: "Profile" })).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 2, name: "Peruvian" })).toBeVisible();
    }

    await openPage(page, "/home2");
    const bar = page.getByRole("navigation", { name: "Main" });
    await expect(bar.getByRole("link", { name: "Profile" })).toHaveAttribute("href", "/profile");
    await expect(bar.getByRole("link", { name: "Privacy Policy" })).toHaveCount(0);
    await expect(bar.getByRole("link", { name: "Returns Policy" })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 2, name: "Autumn Blend" })).toBeVisible();
    await expect(page.getByText("Now open in Shorouk")).toBeVisible();
    await expect(page.getByText("30.1144 N, 31.6103 E")).toBeVisible();
    await expect(page.getByText("180.0 LE", { exact: true })).toHaveCount(8);
    await expect(page.getByRole("button", { name: "Increase Cortado" })).toBeVisible();
  });

  test("the cart badge counts the stored items and follows changes without a reload", async ({
    page,
    context,
  }) => {
    const bar = page.getByRole("navigation", { name: "Main" });
    await openPage(page, "/");
    await expect(bar.getByRole("link", { name: "Cart, 0 items" })).toBeVisible();
    await expect(bar.locator("[data-cart-badge]")).toHaveText("0");

    await openWith(page, { cartItems: JSON.stringify([cartLine(1, 2), cartLine(2, 1)]) });
    await expect(bar.getByRole("link", { name: "Cart, 3 items" })).toBeVisible();
    await expect(bar.locator("[data-cart-badge]")).toHaveText("3");

    // Another tab of the app changes the cart: this tab follows without reloading.
    const other = await context.newPage();
    await other.goto("/privacy-policy");
    await other.evaluate(
      (lines) => localStorage.setItem("cartItems", JSON.stringify(lines)),
      [cartLine(3, 5)],
    );
    await expect(bar.locator("[data-cart-badge]")).toHaveText("5");
    await other.evaluate(() => localStorage.removeItem("cartItems"));
    await expect(bar.locator("[data-cart-badge]")).toHaveText("0");
    await other.close();
  });
});

test.describe("header: Login and Logout", () => {
  // A made-up token: the server would refuse it when the landing page lists the customer's
  // past orders (and the app would forget it), so the list is answered here.
  test.beforeEach(({ page }) =>
    page.route("**/api/order_history", (route) => route.fulfill({ json: { status: 200, data: [] } })),
  );

  test("shows Login without a token and Logout with one", async ({ page }) => {
    await openPage(page, "/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    await expect(header.getByRole("button", { name: "Logout" })).toHaveCount(0);

    await openWith(page, { token: "test-token" });
    await expect(header.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Login" })).toHaveCount(0);
  });

  // Arabic's words are the wider on the buttons, English's on the section links; a signed-in
  // customer's row holds the account button too.
  for (const [locale, path] of [
    ["en", "/"],
    ["ar", "/ar"],
  ] as const) {
    test(`in ${locale === "ar" ? "Arabic" : "English"}, every control keeps its words whole, inside it and on one line, at phone, tablet and desktop widths`, async ({
      page,
    }) => {
      for (const signedIn of [false, true]) {
        for (const width of [360, 390, 1024, 1280]) {
          await page.setViewportSize({ width, height: 800 });
          await openWith(page, { language: locale, ...(signedIn ? { token: "test-token" } : {}) }, path);
          if (signedIn) await expect(page.locator("header [popovertarget]")).toBeVisible();
          expect(
            await crampedControls(page.getByRole("banner")),
            `${width} px, ${signedIn ? "signed in" : "visitor"}`,
          ).toEqual([]);
          await page.evaluate(() => localStorage.clear());
        }
      }
    });
  }

  for (const offline of [false, true]) {
    test(`Logout ${offline ? "while the server cannot be reached " : ""}clears local and session storage, the keyval store and personal caches, then goes to /login`, async ({
      page,
    }) => {
      let revoked: string | undefined;
      await page.route("**/api/logout", async (route) => {
        revoked = route.request().headers().authorization;
        if (offline) await route.abort("internetdisconnected");
        else await route.fulfill({ json: { status: 200, message: "Logged out." } });
      });
      await openWith(page, {
        token: "test-token",
        user_data: JSON.stringify({
          id: 1,
          phone: "+201001234567",
          username: "Mona",
          last_name: null,
          email: null,
        }),
        cartItems: JSON.stringify([cartLine(1, 2)]),
        order_type: "3",
      });
      await page.evaluate(async () => {
        sessionStorage.setItem("draft", "kept until logout");
        // What idb-keyval's default store holds (the persisted query cache).
        await new Promise<void>((resolve, reject) => {
          const open = indexedDB.open("keyval-store");
          open.onupgradeneeded = () => open.result.createObjectStore("keyval");
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction("keyval", "readwrite");
            // The persisted query cache (order history is personal), and any other key.
            tx.objectStore("keyval").put(
              JSON.stringify({
                buster: "storefront-v1",
                clientState: { queries: [{ queryKey: ["order-history"] }] },
              }),
              "storefront-query-cache",
            );
            tx.objectStore("keyval").put("x", "another-key");
            tx.oncomplete = () => {
              open.result.close();
              resolve();
            };
          };
        });
        const personal = await caches.open("api-order-history");
        await personal.put("/api/order_history", new Response('{"data":[]}'));
        const shell = await caches.open("workbox-precache-v2-test");
        await shell.put("/index.html", new Response("<!doctype html>"));
      });

      await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
      await expect(page).toHaveURL(/\/login$/);
      expect(revoked).toBe("Bearer test-token");

      // The query persister may write the (now empty) cache again a moment after logout.
      await page.waitForTimeout(1500);
      const left = await page.evaluate(async () => {
        const keyval = await new Promise<[string, string][]>((resolve, reject) => {
          const open = indexedDB.open("keyval-store");
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const store = open.result.transaction("keyval").objectStore("keyval");
            const keys = store.getAllKeys();
            const values = store.getAll();
            values.onsuccess = () => {
              open.result.close();
              resolve(keys.result.map((key, index) => [String(key), JSON.stringify(values.result[index])]));
            };
          };
        });
        const cacheNames = await caches.keys();
        return {
          local: ["token", "user_data", "cartItems", "order_type"].map((key) => localStorage.getItem(key)),
          session: sessionStorage.length,
          keyvalKeys: keyval.map(([key]) => key).filter((key) => key !== "storefront-query-cache"),
          personalQueriesKept: keyval.some(([, value]) => value.includes("order-history")),
          personalCaches: cacheNames.filter((name) => !name.startsWith("workbox-precache")),
          shellKept: cacheNames.includes("workbox-precache-v2-test"),
        };
      });
      expect(left).toEqual({
        local: [null, null, null, null],
        session: 0,
        keyvalKeys: [],
        personalQueriesKept: false,
        personalCaches: [],
        shellKept: true,
      });
      await expect(page.getByRole("banner").getByRole("button", { name: "Logout" })).toHaveCount(0);
    });
  }
});

test.describe("social post carousel", () => {
  async function visibleSlides(browser: Browser, width: number, height: number) {
    const context = await newContext(browser, { viewport: { width, height } });
    const page = await context.newPage();
    await openPage(page, "/");
    // The section comes to life (fetches the posts, shows the carousel) as it nears the screen.
    await page.getByRole("main").getByRole("heading", { name: "Follow us" }).scrollIntoViewIfNeeded();
    const carousel = page.getByRole("region", { name: "Social posts" });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.locator(".swiper-initialized")).toBeVisible();
    await expect(carousel.locator("[data-carousel-slide]").first()).toBeVisible();
    const count = await carousel.evaluate((section) => {
      const track = section.querySelector(".swiper-initialized");
      if (!track) return -1;
      const box = track.getBoundingClientRect();
      return [...section.querySelectorAll("[data-carousel-slide]")].filter((slide) => {
        const rect = slide.getBoundingClientRect();
        return rect.width > 0 && rect.left >= box.left - 1 && rect.right <= box.right + 1;
      }).length;
    });
    return { count, page, context, carousel };
  }

  for (const [width, height, expected] of [
    [1440, 900, 5],
    [900, 800, 2],
    [390, 844, 1],
  ] as const) {
    test(`${expected} slide(s) in view at ${width} px`, async ({ browser }) => {
      const { count, context } = await visibleSlides(browser, width, height);
      expect(count).toBe(expected);
      await context.close();
    });
  }

  test("before Swiper loads, the slides shown follow the window's width as it changes", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Swiper's code held back: the carousel stays its static stand-in, whose slides follow the width.
    await page.route(/swiper/, () => {});
    await openPage(page, "/");
    await page.getByRole("main").getByRole("heading", { name: "Follow us" }).scrollIntoViewIfNeeded();
    const carousel = page.getByRole("region", { name: "Social posts" });
    const slides = carousel.locator("[data-carousel-slide]");
    await expect(slides).toHaveCount(1);
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(slides).toHaveCount(5);
    await page.setViewportSize({ width: 900, height: 800 });
    await expect(slides).toHaveCount(2);
    await expect(carousel.locator(".swiper-initialized")).toHaveCount(0);
  });

  test("shows images and videos by media type, with arrows that loop", async ({ browser }) => {
    const { page, context, carousel } = await visibleSlides(browser, 1440, 900);
    const posts = (await (await page.request.get("/api/social_posts", { headers: api })).json()).data as {
      media_type: string;
      caption: string;
    }[];
    await expect(carousel.locator("video[data-media-type=video]")).toHaveCount(
      posts.filter((post) => post.media_type !== "IMAGE").length,
    );
    await expect(carousel.getByRole("link", { name: `View post: ${posts[0]?.caption}` })).toBeVisible();

    // Previous from the first post wraps to the last one (infinite loop).
    const active = carousel.locator(".swiper-slide-active");
    const before = await active.getAttribute("data-swiper-slide-index");
    await carousel.getByRole("button", { name: "Previous slide" }).click();
    await expect(active).toHaveAttribute("data-swiper-slide-index", String(posts.length - 1));
    await page.waitForTimeout(600); // Swiper ignores arrows in loop mode while a 500 ms slide runs
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(active).toHaveAttribute("data-swiper-slide-index", before ?? "0");
    await context.close();
  });
});

test.describe("sections below the first screen", () => {
  test("come to life as they near the screen: the posts are fetched then, not while the page starts", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await openPage(page, "/");
    await page.waitForLoadState("networkidle");
    expect(requested).not.toContain("/api/social_posts");

    await page.getByRole("main").getByRole("heading", { name: "Follow us" }).scrollIntoViewIfNeeded();
    await expect(page.getByRole("region", { name: "Social posts" })).toBeVisible();
    expect(requested).toContain("/api/social_posts");
  });

  test("the page's own updates leave a section still waiting as it was, and it works once reached", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, "/");
    await page.evaluate(() => {
      Object.assign(window, { giftBoxBefore: document.getElementById("gift-box") });
    });
    // Select Method opens and closes: the landing page renders again around the waiting sections.
    await page.getByRole("button", { name: "Order Now" }).click();
    const method = page.getByRole("dialog", { name: "Select Method" });
    await method.getByRole("button", { name: "Close" }).click();
    await expect(method).toBeHidden();

    // The prerendered section itself comes to life (React did not throw it away and render anew).
    await page.getByRole("button", { name: "Shop the Gift Box" }).click();
    await expect(method).toBeVisible();
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { giftBoxBefore: Element }).giftBoxBefore ===
          document.getElementById("gift-box"),
      ),
    ).toBe(true);
  });
});

test.describe("outlets map", () => {
  const mapRegion = (page: Page) => page.getByRole("region", { name: "Map of our stores" });

  test("nothing heavy on first paint: no map engine or Swiper until scrolled to", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await openPage(page, "/");
    await expect(page.getByRole("img", { name: /A latte with leaf art/ })).toHaveAttribute(
      "fetchpriority",
      "high",
    );
    await page.waitForLoadState("networkidle");
    expect(requested.filter((path) => /maplibre|mapbox|swiper/.test(path))).toEqual([]);
  });

  test("shows 'Loading map...', then one labelled marker per outlet, centred on the first", async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/assets/maplibre-engine-*.js", async (route) => {
      await held;
      await route.continue();
    });
    const outlets = (await (await page.request.get("/api/fetch_outlet", { headers: api })).json()).data as {
      name: string;
      oracle_latitude: number;
      oracle_longitude: number;
    }[];
    await openPage(page, "/");
    const map = mapRegion(page);
    await map.scrollIntoViewIfNeeded();
    await expect(map.getByRole("status")).toHaveText("Loading map...");
    await expect(map).toHaveCSS("height", "500px");

    release();
    await expect(map).toHaveAttribute("data-map-status", "ready", { timeout: MAP_READY_TIMEOUT });
    await expect(map.getByRole("status")).toHaveCount(0);
    await expect(map).toHaveAttribute("data-map-engine", "maplibre");
    const markers = map.locator("[data-map-marker]");
    await expect(markers).toHaveCount(outlets.length);
    expect((await markers.allTextContents()).sort()).toEqual(outlets.map((outlet) => outlet.name).sort());
    const first = outlets[0];
    expect(first).toBeDefined();
    const [lat, lng] = ((await map.getAttribute("data-map-center")) ?? "").split(",").map(Number);
    expect(lat).toBeCloseTo(first?.oracle_latitude ?? 0, 4);
    expect(lng).toBeCloseTo(first?.oracle_longitude ?? 0, 4);
    await expect(map.locator("canvas")).toBeVisible();
  });

  test("centres on 31.218574, 31.218574 when there are no outlets", async ({ page }) => {
    await page.route("**/api/fetch_outlet", (route) => route.fulfill({ json: { status: 200, data: [] } }));
    await openPage(page, "/");
    const map = mapRegion(page);
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute("data-map-status", "ready", { timeout: MAP_READY_TIMEOUT });
    await expect(map.locator("[data-map-marker]")).toHaveCount(0);
    await expect(map).toHaveAttribute("data-map-center", "31.218574,31.218574");
  });

  test("shows 'Error loading maps' when the map engine cannot load", async ({ page }) => {
    await page.route("**/assets/maplibre-engine-*.js", (route) => route.abort("failed"));
    await openPage(page, "/");
    const map = mapRegion(page);
    await map.scrollIntoViewIfNeeded();
    await expect(map.getByRole("alert")).toHaveText("Error loading maps", { timeout: 15_000 });
    await expect(map.getByRole("status")).toHaveCount(0);
  });
});

test("images below the fold load only when scrolled near, in frames that keep their size", async ({
  page,
}) => {
  await openPage(page, "/");
  const about = page.getByRole("img", { name: /The front of our coffee house/ });
  const frame = about.locator("xpath=..");
  await expect(about).not.toHaveAttribute("src", /.+/);
  const before = await frame.boundingBox();
  expect(before?.height ?? 0).toBeGreaterThan(0);

  await frame.scrollIntoViewIfNeeded();
  await expect(about).toHaveAttribute("src", "/images/landing/about.svg");
  await expect(frame).toHaveAttribute("data-lazy-image", "loaded");
  const after = await frame.boundingBox();
  expect(after?.height).toBeCloseTo(before?.height ?? 0, 0);
});

test.describe("demo mode", () => {
  // The test server runs in demo mode: every page wears the marker, over no control.
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1024, height: 768 },
  ]) {
    test(`a Demo marker on every page at ${viewport.width}x${viewport.height}, covering no control`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      for (const path of ["/", "/home2", "/login", "/first-to-know", "/outlet", "/cart"]) {
        await openPage(page, path);
        const mark = page.locator(".demo-mark");
        await expect(mark).toHaveText("Demo mode: no real orders, payments or texts");
        await expect(mark.getByText("Demo", { exact: true })).toBeVisible();
        const box = await mark.boundingBox();
        if (!box) throw new Error("the marker has no box");
        const controls = await page
          .locator("a:visible, button:visible, input:visible, select:visible, textarea:visible")
          .evaluateAll((elements) =>
            elements.map((element) => {
              const rect = element.getBoundingClientRect();
              return { name: element.outerHTML.slice(0, 80), rect: rect.toJSON() as DOMRect };
            }),
          );
        expect(controls.length, path).toBeGreaterThan(0);
        for (const { name, rect } of controls) {
          const overlaps =
            rect.left < box.x + box.width &&
            rect.right > box.x &&
            rect.top < box.y + box.height &&
            rect.bottom > box.y;
          expect(overlaps, `${path}: ${name}`).toBe(false);
        }
      }
    });
  }
});

test.describe("the hero's largest paint", () => {
  // Lighthouse's phone (412 px at 1.75 device pixels) and ours: a 3:2 box at these widths is a
  // fraction of a pixel tall, where the image and the video over it can round to different areas.
  for (const { width, deviceScaleFactor } of [
    { width: 412, deviceScaleFactor: 1.75 },
    { width: 390, deviceScaleFactor: 3 },
  ]) {
    for (const path of ["/", "/home2"]) {
      test(`${path} at ${width} px: the hero image stays the largest paint after the video fades in`, async ({
        browser,
      }) => {
        const context = await newContext(browser, { viewport: { width, height: 823 }, deviceScaleFactor });
        const page = await context.newPage();
        await page.addInitScript(() => {
          const seen: string[] = [];
          Object.assign(window, { largestPaints: seen });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as LargestContentfulPaint[])
              seen.push(entry.element?.tagName ?? "");
          }).observe({ type: "largest-contentful-paint", buffered: true });
        });
        await openPage(page, path);
        const video = page.locator("video[data-visible=true]");
        await expect(video).toHaveCSS("opacity", "1", { timeout: 15_000 });
        // Two frames after the fade: the paint entry of the video's frame, if any, is delivered.
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        const paints = await page.evaluate(
          () => (window as unknown as { largestPaints: string[] }).largestPaints,
        );
        expect(paints).toContain("IMG");
        expect(paints.at(-1)).toBe("IMG");
        await context.close();
      });
    }
  }
});

test.describe("the prerendered pages' styles", () => {
  for (const path of ["/", "/ar", "/home2"]) {
    test(`${path}: every element of the markup is styled before any script runs, lazy sections' too`, async ({
      browser,
    }) => {
      const context = await newContext(browser, { javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      const unstyled = await page.evaluate(() => {
        const styled = new Set<string>();
        const collect = (rules: CSSRuleList) => {
          for (const rule of rules) {
            if (rule instanceof CSSStyleRule)
              for (const [, name] of rule.selectorText.matchAll(/\.([\w-]+)/g)) styled.add(name ?? "");
            if ("cssRules" in rule) collect((rule as CSSGroupingRule).cssRules);
          }
        };
        for (const sheet of document.styleSheets) collect(sheet.cssRules);
        // An element's CSS-module classes (`_name_hash_line`): one at least has rules (a class that
        // only composes others has none, but the element carries those others too).
        const moduleClass = /^_[\w-]+_[a-z0-9]{5}_\d+$/;
        return [...document.querySelectorAll("#root [class]")]
          .map((element) => [...element.classList].filter((name) => moduleClass.test(name)))
          .filter((names) => names.length > 0 && !names.some((name) => styled.has(name)))
          .map((names) => names.join(" "));
      });
      expect(unstyled).toEqual([]);
      await context.close();
    });

    test(`${path}: no stylesheet is fetched while the page starts and its lazy sections load (each would restyle the page)`, async ({
      page,
    }) => {
      const requested: string[] = [];
      const stylesheets: string[] = [];
      page.on("request", (request) => {
        const { pathname } = new URL(request.url());
        requested.push(pathname);
        if (request.resourceType() === "stylesheet" || pathname.endsWith(".css")) stylesheets.push(pathname);
      });
      await openPage(page, path);
      await page.waitForLoadState("networkidle");
      // Down the whole page, so that every section comes to life as a customer scrolls to it.
      await scrollToTheEnd(page);
      await page.waitForLoadState("networkidle");
      // The social posts' and the map's code came (each with a stylesheet of its own in the build).
      // The carousel's and the map's engines, which load once the customer reaches them, bring
      // stylesheets of their own.
      expect(requested).toContain("/api/social_posts");
      expect(requested).toContain("/api/fetch_outlet");
      expect(stylesheets.filter((sheet) => !/swiper|maplibre|mapbox|gl-engine/.test(sheet))).toEqual([]);
    });
  }
});
