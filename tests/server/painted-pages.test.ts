// A cold load of /store-menu whose cookie names the menu's outlet, or of /cart whose cookie holds
// the cart, is painted by the server with that screen's opening and carries the answers it was
// painted from; any other load gets the route shell as the build wrote it. The client folder is
// the test's own: shells of the build's shape and a renderer that says what it was asked to paint.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchMenuResponseSchema } from "#shared/contract/menu.ts";
import { PAINTED_FROM_ELEMENT_ID } from "#shared/contract/menu-paint.ts";
import { fetchOutletResponseSchema } from "#shared/contract/outlets.ts";
import { CART_PAINT_SHELL, MENU_PAINT_SHELL, SERVER_PAINT_RENDERER } from "#shared/contract/pages.ts";
import { flatWhiteLine } from "../fixtures/browser-storage.ts";
import { createTestApp, type TestApp } from "../fixtures/test-app.ts";
import { testEngine } from "../fixtures/test-database.ts";

const HELIOPOLIS = 1; // open around the clock
const OCTOBER = 9; // Sunday to Thursday 09:00-18:00, closed Friday and Saturday
// Winter: Cairo is UTC+2. 2026-01-13 is a Tuesday, the 16th a Friday.
const TUESDAY_NOON = new Date("2026-01-13T10:00:00Z");
const FRIDAY_NOON = new Date("2026-01-16T10:00:00Z");

const SHELL = `<!doctype html>
<html lang="en" dir="ltr">
  <head><title>Menu</title></head>
  <body>
    <div id="root"><header>Menu</header><main data-route-skeleton=""><li class="skeleton"></li></main></div>
  </body>
</html>
`;
const RENDERER = `export function renderMenuOpening(menuData, outlet, locale) {
  return '<main data-painted="' + outlet.id + ':' + locale + ':' + menuData.items.length + '"></main>';
}
export function renderCartOpening({ lines, outlet, menuData, now, locale }) {
  const items = lines.map((line) => line.quantity + 'x' + line.itemId + ':' + line.note).join(',');
  return '<main data-painted-cart="' + outlet.id + ':' + locale + ':' + menuData.items.length + ':' + now.toISOString() + '">' + items + '</main>';
}`;

// What the server paints in: the menu's shell, its code preloaded after the content.
const PAINT_SHELL = SHELL.replace("<title>Menu</title>", "<title>Menu, painted</title>");

function clientFolder({ withRenderer }: { withRenderer: boolean }): string {
  const folder = mkdtempSync(path.join(tmpdir(), "menu-page-"));
  writeFileSync(path.join(folder, "index.html"), SHELL);
  writeFileSync(path.join(folder, "store-menu.html"), SHELL);
  writeFileSync(path.join(folder, "cart.html"), SHELL);
  if (withRenderer) {
    mkdirSync(path.dirname(path.join(folder, SERVER_PAINT_RENDERER)));
    writeFileSync(path.join(folder, SERVER_PAINT_RENDERER), RENDERER);
    writeFileSync(path.join(folder, MENU_PAINT_SHELL), PAINT_SHELL);
    writeFileSync(path.join(folder, CART_PAINT_SHELL), PAINT_SHELL.replace("Menu, painted", "Cart, painted"));
  }
  return folder;
}

const paintedFrom = (html: string) => {
  const json = html.match(
    new RegExp(`<script type="application/json" id="${PAINTED_FROM_ELEMENT_ID}">(.*?)</script>`),
  )?.[1];
  return JSON.parse(json ?? "null");
};

let clock = TUESDAY_NOON;
let t: TestApp;
let unbuilt: TestApp;
const folders = [clientFolder({ withRenderer: true }), clientFolder({ withRenderer: false })];
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, menuCacheMs: 0, clientDir: folders[0] });
  unbuilt = await createTestApp({ now: () => clock, clientDir: folders[1] });
});
afterAll(async () => {
  await t?.close();
  await unbuilt?.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const open = (app: TestApp, cookie?: string, url = "/store-menu") =>
  app.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

describe(`the menu's page on a cold load (${testEngine})`, () => {
  it("is painted with the cookie's outlet and language, and carries the answers it was painted from", async () => {
    const response = await open(t, "theme=dark; menu_view=1.ar");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    const menu = fetchMenuResponseSchema.parse(
      (await t.api({ method: "POST", url: "/api/fetch_menu", payload: { outlet_id: HELIOPOLIS } })).json(),
    );
    expect(response.body).toContain(
      `<div id="root"><main data-painted="1:ar:${menu.menu_data.items.length}"></main></div>`,
    );
    expect(response.body).toContain('<html lang="ar" dir="rtl">');
    expect(response.body).toContain("<title>Menu, painted</title>");
    expect(response.body).not.toContain("skeleton");

    const answers = paintedFrom(response.body);
    expect(fetchMenuResponseSchema.parse(answers.fetch_menu)).toEqual(menu);
    const outlets = (await t.api({ method: "GET", url: "/api/fetch_outlet" })).json();
    expect(fetchOutletResponseSchema.parse(answers.fetch_outlet)).toEqual(outlets);
  });

  it("is never kept by a shared cache for another browser", async () => {
    const response = await open(t, "menu_view=1.en");
    expect(response.headers["cache-control"]).toBe("private, no-cache");
    expect(response.headers.vary).toMatch(/cookie/i);
    expect(response.body).toContain('<html lang="en" dir="ltr">');
  });

  it.each([
    ["no cookie", undefined],
    ["a damaged cookie", "menu_view=1.en<script>"],
    ["another site's cookie of the same value", "xmenu_view=1.en"],
    ["an outlet that does not exist", "menu_view=999.en"],
  ])("is the route shell as built for %s", async (_, cookie) => {
    const response = await open(t, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SHELL);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("is the route shell while the outlet is closed (the app draws the menu under its closed banner)", async () => {
    clock = FRIDAY_NOON;
    try {
      expect((await open(t, `menu_view=${OCTOBER}.en`)).body).toBe(SHELL);
      expect((await open(t, `menu_view=${HELIOPOLIS}.en`)).body).toContain("data-painted");
    } finally {
      clock = TUESDAY_NOON;
    }
    expect((await open(t, `menu_view=${OCTOBER}.en`)).body).toContain(`data-painted="${OCTOBER}:en:`);
  });

  it("keeps the server's renderer from browsers", async () => {
    const response = await t.app.inject({ method: "GET", url: `/${SERVER_PAINT_RENDERER}` });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("renderMenuOpening");
  });

  it("is the route shell from a build without the renderer", async () => {
    const response = await open(unbuilt, "menu_view=1.en");
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SHELL);
  });
});

const flatWhite = (overrides: Record<string, unknown> = {}) => ({ ...flatWhiteLine(2), ...overrides });
const cartView = (outletId: number, locale: string, lines: unknown[]) =>
  `cart_view=${encodeURIComponent(JSON.stringify([outletId, locale, lines]))}`;
const openCart = (app: TestApp, cookie?: string) => open(app, cookie, "/cart");

describe(`the cart's page on a cold load (${testEngine})`, () => {
  it("is painted with the cookie's cart, outlet and language, and carries the answers it was painted from", async () => {
    const response = await openCart(t, `menu_view=1.en; ${cartView(HELIOPOLIS, "ar", [flatWhite()])}`);
    expect(response.statusCode).toBe(200);
    const menu = fetchMenuResponseSchema.parse(
      (await t.api({ method: "POST", url: "/api/fetch_menu", payload: { outlet_id: HELIOPOLIS } })).json(),
    );
    expect(response.body).toContain(
      `<div id="root"><main data-painted-cart="1:ar:${menu.menu_data.items.length}:${TUESDAY_NOON.toISOString()}">2x21023:</main></div>`,
    );
    expect(response.body).toContain('<html lang="ar" dir="rtl">');
    expect(response.body).toContain("<title>Cart, painted</title>");
    expect(response.headers["cache-control"]).toBe("private, no-cache");
    expect(response.headers.vary).toMatch(/cookie/i);
    const answers = paintedFrom(response.body);
    expect(fetchMenuResponseSchema.parse(answers.fetch_menu)).toEqual(menu);
    const outlets = (await t.api({ method: "GET", url: "/api/fetch_outlet" })).json();
    expect(fetchOutletResponseSchema.parse(answers.fetch_outlet)).toEqual(outlets);
  });

  it("paints a closed outlet's cart too (its card says it is closed; the app tells when it opens)", async () => {
    clock = FRIDAY_NOON;
    try {
      expect((await openCart(t, cartView(OCTOBER, "en", [flatWhite()]))).body).toContain(
        `data-painted-cart="${OCTOBER}:en:`,
      );
    } finally {
      clock = TUESDAY_NOON;
    }
  });

  it.each([
    ["no cookie", undefined],
    ["the menu's cookie alone", "menu_view=1.en"],
    ["a damaged cookie", "cart_view=%5B1%2C%22en%22%2C%5B"],
    ["an empty cart", cartView(HELIOPOLIS, "en", [])],
    ["a line of no known shape", cartView(HELIOPOLIS, "en", [{ itemId: 1, quantity: 1 }])],
    ["a quantity past the cart's limit", cartView(HELIOPOLIS, "en", [flatWhite({ quantity: 1000 })])],
    ["a language the shop does not speak", cartView(HELIOPOLIS, "fr", [flatWhite()])],
    ["an outlet that does not exist", cartView(999, "en", [flatWhite()])],
    [
      "a cookie past the browsers' size",
      cartView(HELIOPOLIS, "en", [flatWhite({ note: "x".repeat(200) })]).repeat(3),
    ],
  ])("is the route shell as built for %s", async (_, cookie) => {
    const response = await openCart(t, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SHELL);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("is the route shell from a build without the renderer", async () => {
    const response = await openCart(unbuilt, cartView(HELIOPOLIS, "en", [flatWhite()]));
    expect(response.body).toBe(SHELL);
  });

  it("is not painted at paths that merely look like one the server paints", async () => {
    for (const url of ["/cart/", "/Cart", "/constructor", "/__proto__", "/toString"]) {
      const response = await open(t, cartView(HELIOPOLIS, "en", [flatWhite()]), url);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body, url).not.toContain("data-painted");
    }
  });
});
