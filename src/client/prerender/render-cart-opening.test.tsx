import { describe, expect, it } from "vitest";
import type { CartLine } from "#shared/contract/cart.ts";
import type { MenuData } from "#shared/contract/menu.ts";
import type { Outlet } from "#shared/contract/outlets.ts";
import { renderCartOpening } from "./render-cart-opening.tsx";

const outlet: Outlet = {
  id: 9,
  name: "October",
  name_ar: "أكتوبر",
  brand: "Beans",
  address: "Mall of Arabia",
  oracle_latitude: 30,
  oracle_longitude: 31,
  delivery_enabled: false,
  opening_times: { sun_thu: { open: "09:00", close: "18:00" }, fri_sat: { open: "09:00", close: "18:00" } },
};
const menuData: MenuData = {
  menu: {},
  items: [],
  condiment_groups: [],
  condiment_group_items: [],
  sold_out: { items: [21023], condiments: [] },
};
const line = (note: string): CartLine => ({
  itemName: "Flat White",
  itemPrice: 120,
  itemImg: "/images/menu/latte.svg",
  note,
  itemId: 21023,
  quantity: 2,
  condiment_data: [],
});
// Winter: Cairo is UTC+2; 10:00 there on a Tuesday.
const tuesdayMorning = new Date("2026-01-13T08:00:00Z");
const paint = (note: string, locale: "en" | "ar" = "en") =>
  renderCartOpening({ lines: [line(note)], outlet, menuData, now: tuesdayMorning, locale });

describe("the cart's opening screen, as the server paints it", () => {
  it("shows the pickup outlet, the lines with their sold-out marks and the totals, in the cookie's language", () => {
    const english = paint("");
    expect(english).toContain("October");
    expect(english).toContain("Mall of Arabia");
    expect(english).toContain('data-open-status="true"');
    expect(english).toContain('data-cart-line="21023"');
    expect(english).toContain('data-sold-out="item"');
    expect(english).toContain("EGP 273.60"); // 2 x 120 plus 14 % VAT
    expect(english).toContain('href="/outlet"');
    const arabic = paint("", "ar");
    expect(arabic).toContain("أكتوبر");
  });

  it("writes whatever a note holds as text", () => {
    const note = '</main><script>alert(1)</script><img src=x onerror="alert(2)">';
    const markup = paint(note);
    expect(markup).not.toContain("<script");
    expect(markup).not.toContain("<img src=x");
    expect(markup).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});
