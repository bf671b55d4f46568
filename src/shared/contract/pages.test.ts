import { describe, expect, it } from "vitest";
import { APP_SHELL, pageFileFor, pageFiles } from "./pages.ts";

describe("pageFileFor", () => {
  it("answers the landing pages with their prerendered files", () => {
    expect(pageFileFor("/")).toBe("index.html");
    expect(pageFileFor("/home")).toBe("home.html");
    expect(pageFileFor("/home2/")).toBe("home2.html");
  });

  it("answers the shortcuts' routes and the cart with shells that preload their code", () => {
    expect(pageFileFor("/store-menu")).toBe("store-menu.html");
    expect(pageFileFor("/order-history/")).toBe("order-history.html");
    expect(pageFileFor("/cart")).toBe("cart.html");
  });

  it("answers every other route with the app shell", () => {
    for (const pathname of ["/outlet", "/login", "/kiosk", "/no-such-page", "/home/extra"]) {
      expect(pageFileFor(pathname), pathname).toBe(APP_SHELL);
    }
  });

  it("lists each file once", () => {
    expect(new Set(pageFiles).size).toBe(pageFiles.length);
    expect(pageFiles).toContain(APP_SHELL);
  });
});
