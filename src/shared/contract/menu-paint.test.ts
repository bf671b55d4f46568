import { describe, expect, it } from "vitest";
import { menuViewCookie, readMenuView } from "./menu-paint.ts";

describe("the menu view cookie", () => {
  it("reads back what the browser wrote, among other cookies", () => {
    const written = menuViewCookie({ outletId: 5, locale: "ar" }).split(";")[0];
    expect(written).toBe("menu_view=5.ar");
    expect(readMenuView(written)).toEqual({ outletId: 5, locale: "ar" });
    expect(readMenuView(`theme=dark; ${written}; other=1`)).toEqual({ outletId: 5, locale: "ar" });
    expect(readMenuView("a=1;menu_view=12.en")).toEqual({ outletId: 12, locale: "en" });
  });

  it("says a year, the whole site and same-site navigations", () => {
    expect(menuViewCookie({ outletId: 1, locale: "en" })).toBe(
      "menu_view=1.en; Path=/; Max-Age=31536000; SameSite=Lax",
    );
  });

  it.each([
    undefined,
    "",
    "other=1",
    "menu_view=",
    "menu_view=5",
    "menu_view=5.fr",
    "menu_view=0.en",
    "menu_view=-3.en",
    "menu_view=05.en",
    "menu_view=1234567890.en",
    "menu_view=5.en.ar",
    "menu_view=5%2Een",
    "menu_view=<script>.en",
    "not_menu_view=5.en",
  ])("takes a missing or damaged cookie as none: %s", (header) => {
    expect(readMenuView(header)).toBeUndefined();
  });
});
