// Address search without a Mapbox key: the built-in gazetteer of Greater Cairo, in the caller's
// language, and a search for a place abroad is told it is outside Egypt (both languages).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../fixtures/test-app.ts";
import { testEngine } from "../fixtures/test-database.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const search = (q: string, language = "en") =>
  t.api({
    method: "GET",
    url: `/api/geocode?q=${encodeURIComponent(q)}`,
    headers: { "accept-language": language },
  });

describe(`address search with the built-in gazetteer (${testEngine})`, () => {
  it("finds districts and main streets by English or Arabic names, and answers in the caller's language", async () => {
    const english = await search("Zamalek");
    expect(english.statusCode, english.body).toBe(200);
    expect(english.json().data[0]).toEqual({ name: "Zamalek", area: "Cairo", lat: 30.0609, lng: 31.2197 });
    expect(english.json()).not.toHaveProperty("outside_egypt");

    const arabic = await search("شارع البرازيل", "ar");
    expect(arabic.json().data[0]).toEqual({
      name: "شارع البرازيل",
      area: "الزمالك، القاهرة",
      lat: 30.0622,
      lng: 31.2196,
    });
    expect((await search("التجمع الخامس")).json().data[0]).toMatchObject({ name: "Fifth Settlement" });
  });

  it("says a place abroad is outside Egypt, rather than only finding nothing", async () => {
    const abroad = await search("Paris France");
    expect(abroad.statusCode).toBe(200);
    expect(abroad.json()).toEqual({ status: 200, data: [], outside_egypt: true });
    expect((await search("لندن", "ar")).json()).toEqual({ status: 200, data: [], outside_egypt: true });
    // Nothing found in Cairo, and nothing abroad named either.
    expect((await search("zzqx")).json()).toEqual({ status: 200, data: [] });
  });

  it("names a point in the caller's language", async () => {
    const reverse = await t.api({
      method: "GET",
      url: "/api/geocode/reverse?lat=29.963&lng=31.2597",
      headers: { "accept-language": "ar" },
    });
    expect(reverse.json().data).toMatchObject({ name: "شارع 9", area: "المعادي، القاهرة" });
  });
});
