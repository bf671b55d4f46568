import { afterEach, describe, expect, it } from "vitest";
import { type MenuData, menuDataSchema } from "../contract/menu.ts";
import type { Outlet } from "../contract/outlets.ts";
import { type Locale, setLocaleSource } from "./locale.ts";
import {
  categoryName,
  condimentName,
  itemDescription,
  itemName,
  localized,
  menuCondimentGroupName,
  menuCondimentName,
  menuItemName,
  outletAddress,
  outletName,
  subCategoryName,
} from "./localized-content.ts";

const speak = (locale: Locale) => setLocaleSource(() => locale);

const flatWhite = {
  menuItemId: 21023,
  menu: "BEVERAGES",
  unk: "Coffee-Based",
  item_name: "Flat White",
  item_name_ar: "فلات وايت",
  image: "/images/menu/latte.svg",
  price: 120,
  description: "A double ristretto under a thin layer of silky microfoam.",
  description_ar: "ريستريتو مزدوج تحت طبقة رقيقة من رغوة الحليب الحريرية.",
  condiments: [{ condimentGroupRef: 1, maximumCount: 1 }],
  sluId: 1,
};
// Cached before the Arabic existed: no `_ar` fields at all.
const cortado = {
  menuItemId: 21022,
  menu: "BEVERAGES",
  unk: "Coffee-Based",
  item_name: "Cortado",
  image: "/images/menu/cortado.svg",
  price: 95,
  description: "Short and sweet.",
  condiments: [],
  sluId: 1,
};

const menu: MenuData = {
  menu: {
    BEVERAGES: {
      name: "Beverages",
      name_ar: "المشروبات",
      sub_menu: {
        Frappe: { name: "Frappe" },
        "Coffee-Based": { name: "Coffee Based", name_ar: "مشروبات القهوة" },
      },
    },
  },
  items: [flatWhite, cortado],
  condiment_groups: [{ id: 1, name: "Milk", name_ar: "الحليب", condiment_items: [400101, 400103] }],
  condiment_group_items: [
    { id: 400101, name: "Full Cream", name_ar: "كامل الدسم", price: 0 },
    { id: 400103, name: "Oat", name_ar: "", price: 25 },
  ],
};

const zamalek: Outlet = {
  id: 5,
  name: "Zamalek Brazil Street",
  name_ar: "الزمالك - شارع البرازيل",
  brand: "Sekka Coffee House",
  address: "8 Brazil Street, Zamalek, Cairo",
  address_ar: "8 شارع البرازيل، الزمالك، القاهرة",
  oracle_latitude: 30.0622,
  oracle_longitude: 31.2196,
  delivery_enabled: true,
  opening_times: null,
};

describe("localized content", () => {
  afterEach(() => speak("en"));

  // The same content read in each language: the English and the Arabic of each piece.
  const readings: { what: string; read: () => string; english: string; arabic: string }[] = [
    { what: "item name", read: () => itemName(flatWhite), english: "Flat White", arabic: "فلات وايت" },
    {
      what: "item description",
      read: () => itemDescription(flatWhite),
      english: "A double ristretto under a thin layer of silky microfoam.",
      arabic: "ريستريتو مزدوج تحت طبقة رقيقة من رغوة الحليب الحريرية.",
    },
    {
      what: "the menu's category",
      read: () => categoryName(menu.menu.BEVERAGES as MenuData["menu"][string]),
      english: "Beverages",
      arabic: "المشروبات",
    },
    {
      what: "a category on its own",
      read: () => categoryName({ name: "Beverages", name_ar: "المشروبات" }),
      english: "Beverages",
      arabic: "المشروبات",
    },
    {
      what: "condiment name",
      read: () => condimentName({ name: "Full Cream", name_ar: "كامل الدسم" }),
      english: "Full Cream",
      arabic: "كامل الدسم",
    },
    {
      what: "outlet name",
      read: () => outletName(zamalek),
      english: "Zamalek Brazil Street",
      arabic: "الزمالك - شارع البرازيل",
    },
    {
      what: "outlet address",
      read: () => outletAddress(zamalek),
      english: "8 Brazil Street, Zamalek, Cairo",
      arabic: "8 شارع البرازيل، الزمالك، القاهرة",
    },
  ];

  it("speaks English by default, even where Arabic exists", () => {
    for (const { what, read, english } of readings) expect(read(), what).toBe(english);
  });

  it("speaks Arabic where the content has it", () => {
    speak("ar");
    for (const { what, read, arabic } of readings) expect(read(), what).toBe(arabic);
  });

  it("falls back to the English where the Arabic is missing or blank", () => {
    speak("ar");
    expect(itemName(cortado)).toBe("Cortado");
    expect(itemDescription(cortado)).toBe("Short and sweet.");
    expect(condimentName({ name: "Oat", name_ar: "" })).toBe("Oat");
    expect(localized("Milk", "  ")).toBe("Milk");
    expect(localized("Milk", null)).toBe("Milk");
    expect(outletName({ name: "Heliopolis Korba" })).toBe("Heliopolis Korba");
  });

  it("labels sub-categories with the English display label, or the Arabic name", () => {
    expect(subCategoryName({ name: "Frappe" })).toBe("Non Coffee Frappe");
    expect(subCategoryName({ name: "Coffee Based", name_ar: "مشروبات القهوة" })).toBe("Coffee Based");
    speak("ar");
    expect(subCategoryName({ name: "Coffee Based", name_ar: "مشروبات القهوة" })).toBe("مشروبات القهوة");
    expect(subCategoryName({ name: "Frappe" })).toBe("Non Coffee Frappe");
  });

  it("names cart lines from the menu by id, or by the name stored with them", () => {
    speak("ar");
    expect(menuItemName(menu, 21023, "Flat White")).toBe("فلات وايت");
    expect(menuItemName(menu, 99999, "Gone Item")).toBe("Gone Item");
    expect(menuItemName(undefined, 21023, "Flat White")).toBe("Flat White");
    expect(menuCondimentName(menu, 400101, "Full Cream")).toBe("كامل الدسم");
    expect(menuCondimentName(menu, 400103, "Oat")).toBe("Oat");
    expect(menuCondimentGroupName(menu, 400103, "Milk")).toBe("الحليب");
    expect(menuCondimentGroupName(menu, 123, "Milk")).toBe("Milk");
    speak("en");
    expect(menuItemName(menu, 21023, "stored")).toBe("Flat White");
  });

  it("parses a menu without any Arabic (an old cache) and with it", () => {
    expect(menuDataSchema.safeParse(menu).success).toBe(true);
    const old = JSON.parse(JSON.stringify(menu), (key, value) => (key.endsWith("_ar") ? undefined : value));
    expect(JSON.stringify(old)).not.toContain("_ar");
    expect(menuDataSchema.safeParse(old).success).toBe(true);
  });
});
