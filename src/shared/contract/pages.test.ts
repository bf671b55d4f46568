import { describe, expect, it } from "vitest";
import { APP_SHELL, landingPageIn, landingPageLocale, pageFileFor, pageFiles } from "./pages.ts";

describe("pageFileFor", () => {
  it("answers the landing pages with their prerendered files", () => {
    expect(pageFileFor("/")).toBe("index.html");
    expect(pageFileFor("/home")).toBe("home.html");
    expect(pageFileFor("/home2/")).toBe("home2.html");
    expect(pageFileFor("/ar")).toBe("ar.html");
    expect(pageFileFor("/ar/home/")).toBe("ar-home.html");
  });

  it("pairs each landing page with its twin in the other language", () => {
    expect(landingPageLocale("/")).toBe("en");
    expect(landingPageLocale("/ar/home2")).toBe("ar");
    expect(landingPageLocale("/store-menu")).toBeUndefined();
    expect(landingPageIn("/", "ar")).toBe("/ar");
    expect(landingPageIn("/home/", "ar")).toBe("/ar/home");
    expect(landingPageIn("/ar/home2", "en")).toBe("/home2");
    expect(landingPageIn("/ar", "ar")).toBe("/ar");
    expect(landingPageIn("/cart", "ar")).toBeUndefined();
  });

  it("answers the shortcuts' routes and the cart with shells that preload their code", () => {
    expect(pageFileFor("/store-menu")).toBe("store-menu.html");
    expect(pageFileFor("/order-history/")).toBe("order-history.html");
    expect(pageFileFor("/cart")).toBe("cart.html");
  });

  it("answers every other route with the app shell", () => {
    for (const pathname of ["/outlet", "/login", "/kiosk", "/no-such-page", "/home/extra", "/ar/cart"]) {
      expect(pageFileFor(pathname), pathname).toBe(APP_SHELL);
    }
  });

  it("lists each file once", () => {
    expect(new Set(pageFiles).size).toBe(pageFiles.length);
    expect(pageFiles).toContain(APP_SHELL);
  });
});
