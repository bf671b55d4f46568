// The spec's rules do not depend on the language: the same categories hidden, the same
// sub-category order, the same checks in the same order (only their words change), the same
// totals in the same digits, whether the reader reads English or Arabic.
import { afterEach, describe, expect, it } from "vitest";
import type { MenuData } from "../contract/menu.ts";
import { type Locale, setLocaleSource } from "../i18n/locale.ts";
import { formatEgp } from "../money/money.ts";
import { orderedSubCategories, visibleCategories } from "./menu-display.ts";
import { orderTotals } from "./order-totals.ts";
import { deliveryOrderAt } from "./place-order-checks.test-helpers.ts";
import { firstFailedCheck, type PlaceOrderContext } from "./place-order-checks.ts";

const menu: MenuData["menu"] = {
  VAHDAM: { name: "Vahdam", name_ar: "فاهدام", sub_menu: {} },
  BEVERAGES: {
    name: "Beverages",
    name_ar: "المشروبات",
    sub_menu: {
      Frappe: { name: "Frappe", name_ar: "فرابيه بدون قهوة" },
      "The-Brew-Bar": { name: "The Brew Bar", name_ar: "بار التقطير اليدوي" },
      "Coffee-Based": { name: "Coffee Based", name_ar: "مشروبات القهوة" },
    },
  },
  EXTRA: { name: "Extra", name_ar: "إضافات", sub_menu: {} },
};

const lateTuesday = new Date("2026-01-13T21:30:00Z"); // 23:30 in Cairo: closed
const delivery = deliveryOrderAt(lateTuesday);

const inLocale = <T>(locale: Locale, read: () => T): T => {
  setLocaleSource(() => locale);
  return read();
};

afterEach(() => setLocaleSource(() => "en"));

describe("the rules in Arabic", () => {
  it("hide and order the same categories and sub-categories", () => {
    for (const read of [
      () => visibleCategories(menu).map((tab) => tab.key),
      () => orderedSubCategories(menu, "BEVERAGES").map((sub) => sub.key),
    ]) {
      expect(inLocale("ar", read)).toEqual(inLocale("en", read));
    }
    expect(inLocale("ar", () => visibleCategories(menu).map((tab) => tab.key))).toEqual(["BEVERAGES"]);
  });

  it("fail the same place-order check first, in the reader's words", () => {
    const contexts: PlaceOrderContext[] = [
      { ...delivery, loggedIn: false, paymentMethod: null },
      { ...delivery, paymentMethod: null },
      { ...delivery, address: { id: 1, closestOutletId: null } },
      delivery, // closed at 23:30
      { ...delivery, orderType: 2, address: null },
    ];
    for (const context of contexts) {
      const english = inLocale("en", () => firstFailedCheck(context));
      const arabic = inLocale("ar", () => firstFailedCheck(context));
      expect(arabic?.check).toBe(english?.check);
      expect(arabic?.field).toBe(english?.field);
      expect(arabic?.message).not.toBe(english?.message);
      expect(arabic?.message).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it("price an order the same, in the same Western digits", () => {
    const lines = [{ unitPrice: 12000, condimentPrices: [2500], quantity: 2 }]; // (120 + 25) x 2
    const { total } = orderTotals(lines, { delivery: true }); // 290 + 40.60 VAT + 25 delivery
    expect(inLocale("en", () => formatEgp(total))).toBe("EGP 355.60");
    expect(inLocale("ar", () => formatEgp(total))).toBe("355.60 ج.م.");
  });
});
