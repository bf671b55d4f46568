import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchMenuResponseSchema } from "#shared/contract/menu.ts";
import { fetchOutletResponseSchema } from "#shared/contract/outlets.ts";
import { createTestApp, type TestApp } from "../fixtures/test-app.ts";
import { testEngine } from "../fixtures/test-database.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe(`GET /api/fetch_outlet (${testEngine})`, () => {
  it("lists the 12 outlets with the spec's fields; 4, 5 and 6 deliver with opening times", async () => {
    const response = await t.api({ method: "GET", url: "/api/fetch_outlet" });
    expect(response.statusCode).toBe(200);
    const body = fetchOutletResponseSchema.parse(response.json());
    expect(body.status).toBe(200);
    expect(body.data).toHaveLength(12);
    const delivering = body.data.filter((outlet) => outlet.delivery_enabled).map((outlet) => outlet.id);
    expect(delivering.sort()).toEqual([4, 5, 6]);
    for (const outlet of body.data.filter((o) => o.delivery_enabled)) {
      expect(outlet.opening_times).toEqual({
        sun_thu: { open: "08:00", close: "22:00" },
        fri_sat: { open: "10:00", close: "22:00" },
      });
    }
    expect(new Set(body.data.map((outlet) => outlet.brand)).size).toBe(3);
  });

  it("answers 304 to a client that holds the current version", async () => {
    const first = await t.api({ method: "GET", url: "/api/fetch_outlet" });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const second = await t.api({
      method: "GET",
      url: "/api/fetch_outlet",
      headers: { "if-none-match": etag },
    });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe("");
  });

  it("refuses a call without X-Requested-With with a 400 JSON error", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/fetch_outlet" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      message: "Missing header X-Requested-With: XMLHttpRequest.",
    });
  });
});

describe(`POST /api/fetch_menu (${testEngine})`, () => {
  it("answers the outlet's menu in the spec's shape, hidden categories and item 21026 included", async () => {
    const response = await t.api({ method: "POST", url: "/api/fetch_menu", payload: { outlet_id: 4 } });
    expect(response.statusCode).toBe(200);
    const body = fetchMenuResponseSchema.parse(response.json());
    const { menu, items, condiment_groups, condiment_group_items } = body.menu_data;
    expect(Object.keys(menu)).toEqual(
      expect.arrayContaining(["BEVERAGES", "COFFEE-BEANS", "VAHDAM", "EXTRA"]),
    );
    expect(menu["COFFEE-BEANS"]?.sub_menu["Specialty-Coffee-Beans"]?.name).toBe(
      "Specialty Coffee Beans 250GM",
    );
    expect(items.some((item) => item.menuItemId === 21026)).toBe(true);
    // Every condiment reference points at a group that is in the answer, and every group's items too.
    const groupIds = new Set(condiment_groups.map((group) => group.id));
    const condimentIds = new Set(condiment_group_items.map((item) => item.id));
    for (const item of items) {
      for (const ref of item.condiments) expect(groupIds.has(ref.condimentGroupRef)).toBe(true);
      expect(menu[item.menu]?.sub_menu[item.unk]).toBeDefined();
    }
    for (const group of condiment_groups) {
      for (const id of group.condiment_items) expect(condimentIds.has(id)).toBe(true);
    }
    expect(condiment_groups.some((group) => group.id === 7)).toBe(true);
    expect(condimentIds.has(400901)).toBe(true);
  });

  it("accepts the outlet id as a numeric string, as form-style clients send it", async () => {
    const response = await t.api({ method: "POST", url: "/api/fetch_menu", payload: { outlet_id: "5" } });
    expect(response.statusCode).toBe(200);
    expect(response.json().outlet_id).toBe(5);
  });

  it("answers prices in EGP with piastres where the menu has them", async () => {
    const response = await t.api({ method: "POST", url: "/api/fetch_menu", payload: { outlet_id: 4 } });
    const prices = fetchMenuResponseSchema.parse(response.json()).menu_data.items.map((item) => item.price);
    expect(prices.every((price) => Math.round(price * 100) === price * 100)).toBe(true);
    expect(prices.some((price) => !Number.isInteger(price))).toBe(true);
  });

  it("differs a little between outlets", async () => {
    const menus = await Promise.all(
      [4, 6].map(async (outlet_id) => {
        const response = await t.api({ method: "POST", url: "/api/fetch_menu", payload: { outlet_id } });
        return fetchMenuResponseSchema.parse(response.json()).menu_data.items;
      }),
    );
    const [a = [], b = []] = menus;
    const signature = (items: typeof a) => items.map((item) => `${item.menuItemId}:${item.price}`).join(",");
    expect(signature(a)).not.toBe(signature(b));
  });

  it.each([
    ["an unknown outlet", { outlet_id: 999 }, "outlet_id"],
    ["a missing outlet id", {}, "outlet_id"],
    ["a wrong type", { outlet_id: [4] }, "outlet_id"],
    ["a negative id", { outlet_id: -4 }, "outlet_id"],
    ["a non-numeric string", { outlet_id: "4; drop table outlets" }, "outlet_id"],
  ])("answers 422 with field errors for %s", async (_case, payload, field) => {
    const response = await t.api({ method: "POST", url: "/api/fetch_menu", payload });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.status).toBe(422);
    expect(typeof body.message).toBe("string");
    expect(body.errors[field]?.length).toBeGreaterThan(0);
  });

  it("answers 400 JSON to malformed JSON, and 415 to an unsupported content type", async () => {
    const malformed = await t.api({
      method: "POST",
      url: "/api/fetch_menu",
      headers: { "content-type": "application/json" },
      payload: '{"outlet_id": 4',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ status: 400, message: "The request body is not valid JSON." });

    const xml = await t.api({
      method: "POST",
      url: "/api/fetch_menu",
      headers: { "content-type": "application/xml" },
      payload: "<outlet>4</outlet>",
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().status).toBe(415);
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const response = await t.api({ method: "GET", url: "/api/nothing_here" });
    expect(response.statusCode).toBe(404);
    expect(response.json().status).toBe(404);
  });
});
