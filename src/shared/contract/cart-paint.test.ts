import { describe, expect, it } from "vitest";
import type { CartLine } from "./cart.ts";
import { cartViewCookie, noCartViewCookie, readCartView } from "./cart-paint.ts";

const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  itemName: "Flat White",
  itemPrice: 120,
  itemImg: "/images/menu/latte.svg",
  note: "Extra hot; no foam",
  itemId: 21023,
  quantity: 2,
  condiment_data: [
    { condiment_id: 400103, condiment_price: 25, condiment_name: "Oat", condiment_group_name: "Milk" },
  ],
  ...overrides,
});
const view = { outletId: 5, locale: "ar" as const, lines: [line(), line({ itemId: 7, note: "" })] };
const sent = (cookie: string) => cookie.split("; Path=")[0] ?? "";

describe("the cart view cookie", () => {
  it("reads back what the browser wrote, among other cookies", () => {
    const cookie = sent(cartViewCookie(view, 3600));
    expect(readCartView(cookie)).toEqual(view);
    expect(readCartView(`menu_view=5.ar; ${cookie}; other=1`)).toEqual(view);
  });

  it("goes with /cart's navigations only, for as long as the cart is kept", () => {
    expect(cartViewCookie(view, 3600.7)).toMatch(/; Path=\/cart; SameSite=Lax; Max-Age=3600$/);
    expect(noCartViewCookie).toBe("cart_view=; Path=/cart; SameSite=Lax; Max-Age=0");
  });

  it("is not written for a cart too large for a cookie (the page then shows its skeleton)", () => {
    const large = { ...view, lines: Array.from({ length: 14 }, (_, index) => line({ itemId: index + 1 })) };
    expect(cartViewCookie(large, 3600)).toBe(noCartViewCookie);
  });

  it.each([
    undefined,
    "",
    "cart_view=",
    "cart_view=%7B",
    "cart_view=%E0%A4%A",
    `cart_view=${encodeURIComponent(JSON.stringify([5, "fr", [line()]]))}`,
    `cart_view=${encodeURIComponent(JSON.stringify([0, "en", [line()]]))}`,
    `cart_view=${encodeURIComponent(JSON.stringify([5, "en", []]))}`,
    `cart_view=${encodeURIComponent(JSON.stringify([5, "en", [line({ quantity: 0 })]]))}`,
    `cart_view=${encodeURIComponent(JSON.stringify([5, "en", [{ itemId: 1 }]]))}`,
    `cart_view=${encodeURIComponent(JSON.stringify({ outletId: 5, locale: "en", lines: [line()] }))}`,
    `not_cart_view=${encodeURIComponent(JSON.stringify([5, "en", [line()]]))}`,
    `cart_view=${"a".repeat(5000)}`,
  ])("takes a missing or damaged cookie as none: %s", (header) => {
    expect(readCartView(header)).toBeUndefined();
  });
});
