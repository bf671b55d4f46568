import { describe, expect, it } from "vitest";
import { APP_SHELL, landingPageIn, landingPageLocale, pageFileFor, pageFiles } from "./pages.ts";

describe("pageFileFor", () => {
  const routes: { name: string; files: [pathname: string, file: string][] }[] = [
    {
      name: "answers the landing pages with their prerendered files",
      files: [
        ["/", "index.html"],
        ["/home", "home.html"],
        ["/home2/", "home2.html"],
        ["/ar", "ar.html"],
        ["/ar/home/", "ar-home.html"],
      ],
    },
    {
      name: "answers the shortcuts' routes and the cart with shells that preload their code",
      files: [
        ["/store-menu", "store-menu.html"],
        ["/order-history/", "order-history.html"],
        ["/cart", "cart.html"],
      ],
    },
    {
      name: "answers every other route with the app shell",
      files: ["/outlet", "/login", "/kiosk", "/no-such-page", "/home/extra", "/ar/cart"].map((pathname) => [
        pathname,
        APP_SHELL,
      ]),
    },
  ];

  for (const { name, files } of routes) {
    it(name, () => {
      for (const [pathname, file] of files) expect(pageFileFor(pathname), pathname).toBe(file);
    });
  }

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

  it("lists each file once", () => {
    expect(new Set(pageFiles).size).toBe(pageFiles.length);
    expect(pageFiles).toContain(APP_SHELL);
  });
});
