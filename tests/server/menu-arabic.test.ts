// Menu and outlet content in Arabic beside the spec's English: stored, seeded for the whole demo,
// answered by fetch_menu and fetch_outlet in optional `_ar` fields, and part of their ETags.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { menuItems, outlets } from "#server/db/schema.ts";
import { demoMenu, demoOutlets } from "#server/db/seed/demo-data.ts";
import { fetchMenuResponseSchema, menuDataSchema } from "#shared/contract/menu.ts";
import { fetchOutletResponseSchema } from "#shared/contract/outlets.ts";
import { createTestApp, type TestApp } from "../fixtures/test-app.ts";
import { testEngine } from "../fixtures/test-database.ts";

const ARABIC = /[\u0600-\u06ff]/;
/** Arabic writing, not an English text copied over. */
const expectArabic = (arabic: string | undefined, english: string) => {
  expect(arabic, english).toMatch(ARABIC);
  expect(arabic).not.toBe(english);
};

let t: TestApp;
beforeAll(async () => {
  // No menu cache: a change in the database shows in the next answer.
  t = await createTestApp({ menuCacheMs: 0 });
});
afterAll(async () => {
  await t?.close();
});

const fetchMenu = (outlet_id: number, headers: Record<string, string> = {}) =>
  t.api({ method: "POST", url: "/api/fetch_menu", payload: { outlet_id }, headers });

describe(`the demo data in Arabic (${testEngine})`, () => {
  const menu = demoMenu("Brew");

  it("names and describes every one of the 109 items in Arabic, each its own name", () => {
    expect(menu.items).toHaveLength(109);
    for (const item of menu.items) {
      expectArabic(item.nameAr, item.name);
      expectArabic(item.descriptionAr, item.description);
    }
    expect(new Set(menu.items.map((item) => item.nameAr)).size).toBe(menu.items.length);
  });

  it("names every category, sub-category, condiment group and condiment in Arabic", () => {
    for (const category of menu.categories) {
      expectArabic(category.nameAr, category.name);
      for (const sub of category.subCategories) expectArabic(sub.nameAr, sub.name);
    }
    for (const group of menu.condimentGroups) {
      expectArabic(group.nameAr, group.name);
      for (const condiment of group.items) expectArabic(condiment.nameAr, condiment.name);
    }
  });

  it("names and places the 12 outlets in Arabic", () => {
    expect(demoOutlets).toHaveLength(12);
    for (const outlet of demoOutlets) {
      expectArabic(outlet.nameAr, outlet.name);
      expectArabic(outlet.addressAr, outlet.address);
    }
  });
});

describe(`POST /api/fetch_menu in Arabic (${testEngine})`, () => {
  it("answers the Arabic beside the English for everything on the menu, and still fits the schema", async () => {
    for (const outletId of [2, 4, 12]) {
      const response = await fetchMenu(outletId);
      expect(response.statusCode).toBe(200);
      const { menu_data } = fetchMenuResponseSchema.parse(response.json());
      expect(menu_data.items.length).toBeGreaterThan(0);
      for (const item of menu_data.items) {
        expectArabic(item.item_name_ar, item.item_name);
        expectArabic(item.description_ar, item.description);
      }
      for (const category of Object.values(menu_data.menu)) {
        expectArabic(category.name_ar, category.name);
        for (const sub of Object.values(category.sub_menu)) expectArabic(sub.name_ar, sub.name);
      }
      for (const group of menu_data.condiment_groups) expectArabic(group.name_ar, group.name);
      for (const condiment of menu_data.condiment_group_items)
        expectArabic(condiment.name_ar, condiment.name);
    }
    const flatWhite = fetchMenuResponseSchema
      .parse((await fetchMenu(4)).json())
      .menu_data.items.find((item) => item.menuItemId === 21023);
    expect(flatWhite).toMatchObject({ item_name: "Flat White", item_name_ar: "فلات وايت" });
  });

  it("names the box group after the configured product in both languages", async () => {
    const { menu_data } = fetchMenuResponseSchema.parse((await fetchMenu(4)).json());
    expect(menu_data.menu["BIG-GATHERING"]?.sub_menu["Brew-Box"]).toEqual({
      name: "Brew Box",
      name_ar: "بوكس Brew",
    });
  });

  it("answers the same body whatever the request's language (one cached copy serves both)", async () => {
    const english = await fetchMenu(5, { "accept-language": "en" });
    const arabic = await fetchMenu(5, { "accept-language": "ar-EG,ar;q=0.9" });
    expect(arabic.body).toBe(english.body);
    expect(arabic.headers.etag).toBe(english.headers.etag);
  });

  it("leaves out the Arabic not translated, and such a menu still parses (as an old cache does)", async () => {
    await t.database.db
      .update(menuItems)
      .set({ nameAr: null, descriptionAr: "" })
      .where(eq(menuItems.id, 21001));
    try {
      const json = (await fetchMenu(4)).json();
      const raw = json.menu_data.items.find((item: { menuItemId: number }) => item.menuItemId === 21001);
      expect(raw).toBeDefined();
      expect("item_name_ar" in raw).toBe(false);
      expect("description_ar" in raw).toBe(false);
      expect(fetchMenuResponseSchema.safeParse(json).error).toBeUndefined();
    } finally {
      await restoreItem(21001);
    }
    // A menu stored before the Arabic existed: no `_ar` field anywhere.
    const stripped = JSON.parse((await fetchMenu(4)).body, (key, value) =>
      key.endsWith("_ar") ? undefined : value,
    );
    expect(JSON.stringify(stripped)).not.toContain("_ar");
    expect(menuDataSchema.safeParse(stripped.menu_data).error).toBeUndefined();
  });

  it("changes its ETag when only the Arabic changes", async () => {
    const before = await fetchMenu(4);
    await t.database.db
      .update(menuItems)
      .set({ descriptionAr: "وصف جديد للتجربة." })
      .where(eq(menuItems.id, 21023));
    try {
      const after = await fetchMenu(4, { "if-none-match": before.headers.etag as string });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(after.body).toContain("وصف جديد للتجربة.");
    } finally {
      await restoreItem(21023);
    }
    const restored = await fetchMenu(4, { "if-none-match": before.headers.etag as string });
    expect(restored.statusCode).toBe(304);
  });
});

describe(`GET /api/fetch_outlet in Arabic (${testEngine})`, () => {
  it("answers every outlet's Arabic name and address beside the English", async () => {
    const response = await t.api({ method: "GET", url: "/api/fetch_outlet" });
    const { data } = fetchOutletResponseSchema.parse(response.json());
    expect(data).toHaveLength(12);
    for (const outlet of data) {
      expectArabic(outlet.name_ar, outlet.name);
      expectArabic(outlet.address_ar, outlet.address);
    }
    expect(data.find((outlet) => outlet.id === 5)).toMatchObject({
      name: "Zamalek Brazil Street",
      name_ar: "الزمالك - شارع البرازيل",
    });
  });

  it("changes its ETag when only an Arabic address changes, and omits an untranslated one", async () => {
    const before = await t.api({ method: "GET", url: "/api/fetch_outlet" });
    await t.database.db.update(outlets).set({ addressAr: null }).where(eq(outlets.id, 1));
    try {
      const after = await t.api({
        method: "GET",
        url: "/api/fetch_outlet",
        headers: { "if-none-match": before.headers.etag as string },
      });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      const korba = fetchOutletResponseSchema.parse(after.json()).data.find((outlet) => outlet.id === 1);
      expect(korba && "address_ar" in korba).toBe(false);
    } finally {
      const demo = demoOutlets.find((outlet) => outlet.id === 1);
      await t.database.db.update(outlets).set({ addressAr: demo?.addressAr }).where(eq(outlets.id, 1));
    }
  });
});

async function restoreItem(id: number) {
  const demo = demoMenu("Brew").items.find((item) => item.id === id);
  await t.database.db
    .update(menuItems)
    .set({ nameAr: demo?.nameAr, descriptionAr: demo?.descriptionAr })
    .where(eq(menuItems.id, id));
}
