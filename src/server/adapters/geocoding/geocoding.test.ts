import { afterEach, describe, expect, it } from "vitest";
import { CAIRO_PLACES, CAIRO_STREETS, streetPoint } from "#shared/geo/greater-cairo.ts";
import { setLocaleSource } from "#shared/i18n/locale.ts";
import { isInsideArea } from "#shared/rules/delivery-area.ts";
import { demoDeliveryAreas, demoOutlets } from "../../db/seed/demo-data.ts";
import { CAIRO_GAZETTEER, gazetteerGeocoder } from "./cairo-gazetteer.ts";
import { mapboxGeocoder } from "./mapbox-geocoder.ts";
import { foldPlaceName, namesPlaceAbroad } from "./place-names.ts";

const names = async (found: Promise<{ name: string }[]>) => (await found).map((place) => place.name);

describe("the built-in Cairo gazetteer", () => {
  const geocoder = gazetteerGeocoder();
  afterEach(() => setLocaleSource(() => "en"));

  it("finds districts by prefix, in English or Arabic, best matches first", async () => {
    expect((await geocoder.search("maadi")).map((place) => place.name)[0]).toBe("Maadi");
    expect((await geocoder.search("zam"))[0]?.name).toBe("Zamalek");
    expect((await geocoder.search("المعادي"))[0]?.name).toBe("Maadi");
    expect((await geocoder.search("Fifth-Settlement"))[0]?.name).toBe("Fifth Settlement");
  });

  it("knows every Greater Cairo district the delivery areas and the stores are in, and their main streets", async () => {
    for (const district of [
      "Zamalek",
      "Maadi",
      "Heliopolis",
      "Nasr City",
      "New Cairo",
      "Fifth Settlement",
      "Mohandessin",
      "Dokki",
      "Sheikh Zayed",
      "6th of October",
      "Downtown",
      "Garden City",
      "Agouza",
      "Manial",
    ]) {
      expect((await geocoder.search(district))[0]?.name, district).toBe(district);
    }
    for (const [query, street] of [
      ["road 9", "Road 9"],
      ["brazil", "Brazil Street"],
      ["26th of july street", "26th of July Street"],
      ["90th", "90th Street"],
      ["tahrir street", "Tahrir Street"],
      ["Gameat El Dowal", "Gameat El Dowal El Arabeya Street"],
      ["arab league", "Gameat El Dowal El Arabeya Street"],
      ["mossadak", "Mossadak Street"],
      ["shehab", "Shehab Street"],
      ["corniche", "Corniche El Nil"],
      ["baghdad", "Baghdad Street"],
      ["abbas el akkad", "Abbas El Akkad Street"],
    ]) {
      expect(await names(geocoder.search(query as string)), query).toContain(street);
    }
    // Every demo outlet's street or district is found by the words of its own address.
    for (const outlet of demoOutlets) {
      const [, street, district] = /^(?:\d+ )?([^,]+), (?:[^,]+, )?([^,]+), (?:Cairo|Giza|New Cairo)$/.exec(
        outlet.address,
      ) ?? [null, null, null];
      const found = await geocoder.search(district ?? street ?? outlet.name);
      expect(found.length, outlet.address).toBeGreaterThan(0);
    }
  });

  it("reads Arabic however it is written: with or without the article, hamza, diacritics or Arabic-Indic digits", async () => {
    expect((await geocoder.search("معادي"))[0]?.name).toBe("Maadi");
    expect((await geocoder.search("الزمالك"))[0]?.name).toBe("Zamalek");
    expect((await geocoder.search("شارع ٩"))[0]?.name).toBe("Road 9");
    expect((await geocoder.search("مصر الجديده"))[0]?.name).toBe("Heliopolis");
    expect((await geocoder.search("التجمع"))[0]?.name).toBe("Fifth Settlement");
    expect((await geocoder.search("شارع جامعة الدول"))[0]?.name).toBe("Gameat El Dowal El Arabeya Street");
    expect(foldPlaceName("إمبابة")).toBe(foldPlaceName("امبابه"));
  });

  it("answers in the request's language", async () => {
    setLocaleSource(() => "ar");
    expect((await geocoder.search("zamalek"))[0]).toMatchObject({ name: "الزمالك", area: "القاهرة" });
    expect((await geocoder.search("Road 9"))[0]).toMatchObject({ name: "شارع 9", area: "المعادي، القاهرة" });
    expect((await geocoder.reverse(29.9622, 31.2515))?.name).toBe("سرايات المعادي");
  });

  it("finds a street by its name and its district's", async () => {
    expect((await geocoder.search("road 9 maadi"))[0]?.name).toBe("Road 9");
    expect((await geocoder.search("brazil zamalek"))[0]?.name).toBe("Brazil Street");
  });

  it("finds nothing for nonsense or a single letter", async () => {
    expect(await geocoder.search("zzqx")).toEqual([]);
    expect(await geocoder.search("m")).toEqual([]);
    expect(await geocoder.search("Paris France")).toEqual([]);
  });

  it("names a point by its nearest place within 3 km, and nothing far from Cairo", async () => {
    expect((await geocoder.reverse(29.9622, 31.2515))?.name).toBe("Sarayat El Maadi");
    expect((await geocoder.reverse(29.963, 31.2597))?.name).toBe("Road 9");
    expect((await geocoder.reverse(30.0444, 31.2357))?.name).toBe("Tahrir Square");
    expect(await geocoder.reverse(31.2, 29.9)).toBeNull(); // Alexandria
  });
});

describe("the gazetteer's data", () => {
  it("has every place in both languages, in Greater Cairo, once", () => {
    const seen = new Set<string>();
    for (const entry of CAIRO_GAZETTEER) {
      expect(entry.nameAr, entry.name).toMatch(/[\u0600-\u06ff]/);
      expect(entry.areaAr, entry.name).toMatch(/[\u0600-\u06ff]/);
      const [lat, lng] = entry.at;
      expect(lat, entry.name).toBeGreaterThan(29.8);
      expect(lat, entry.name).toBeLessThan(30.35);
      expect(lng, entry.name).toBeGreaterThan(30.8);
      expect(lng, entry.name).toBeLessThan(31.9);
      expect(seen.has(entry.name), `${entry.name} twice`).toBe(false);
      seen.add(entry.name);
    }
  });

  it("puts a street's search point on the street", () => {
    for (const street of CAIRO_STREETS) {
      const [lat, lng] = streetPoint(street);
      const onLine = street.line.some(([a, b], index) => {
        const next = street.line[index + 1];
        if (!next) return a === lat && b === lng;
        const cross = (next[0] - a) * (lng - b) - (next[1] - b) * (lat - a);
        const within =
          Math.min(a, next[0]) - 1e-9 <= lat &&
          lat <= Math.max(a, next[0]) + 1e-9 &&
          Math.min(b, next[1]) - 1e-9 <= lng &&
          lng <= Math.max(b, next[1]) + 1e-9;
        return within && Math.abs(cross) < 1e-6;
      });
      expect(onLine, street.name).toBe(true);
    }
  });

  it("names places inside each demo delivery area: districts and the streets a customer lives on", () => {
    for (const area of demoDeliveryAreas) {
      const deliveryArea = { outlet_id: area.outletId, delivery_coordinates: area.coordinates };
      const inside = (lat: number, lng: number) => isInsideArea({ lat, lng }, deliveryArea);
      const places = CAIRO_PLACES.filter(({ at }) => inside(at[0], at[1]));
      const streets = CAIRO_STREETS.filter((street) => street.line.some(([lat, lng]) => inside(lat, lng)));
      expect(places.some((place) => place.kind === "district" || place.kind === "neighbourhood")).toBe(true);
      expect(streets.length, `streets in outlet ${area.outletId}'s area`).toBeGreaterThanOrEqual(1);
    }
  });
});

describe("places abroad", () => {
  const placeChecks: { name: string; queries: string[]; abroad: boolean }[] = [
    {
      name: "are recognised in English and Arabic, in any words around them",
      queries: ["Paris France", "10 Downing Street, London", "new york", "باريس", "دبي مارينا", "السعوديه"],
      abroad: true,
    },
    {
      name: "are not Cairo's own names, nor the Arab countries its streets are named after",
      queries: ["Maadi", "New Cairo", "Lebanon Square", "Sudan Street", "Baghdad", "شارع السودان", "york"],
      abroad: false,
    },
  ];

  for (const { name, queries, abroad } of placeChecks) {
    it(name, () => {
      for (const query of queries) expect(namesPlaceAbroad(query), query).toBe(abroad);
    });
  }
});

describe("the Mapbox geocoder", () => {
  it("asks Mapbox for Egypt only and reads its features", async () => {
    const requested: URL[] = [];
    const geocoder = mapboxGeocoder({
      token: "pk.test",
      fetchImpl: async (url) => {
        requested.push(new URL(String(url)));
        return new Response(
          JSON.stringify({
            features: [
              {
                geometry: { coordinates: [31.25, 29.96] },
                properties: { name: "Maadi", place_formatted: "Cairo, Egypt" },
              },
            ],
          }),
        );
      },
    });
    expect(await geocoder.search("maadi")).toEqual([
      { name: "Maadi", area: "Cairo, Egypt", lat: 29.96, lng: 31.25 },
    ]);
    expect(requested[0]?.searchParams.get("country")).toBe("eg");
    expect(requested[0]?.searchParams.get("q")).toBe("maadi");
  });

  it("reports a failure instead of inventing places", async () => {
    const geocoder = mapboxGeocoder({
      token: "pk.test",
      fetchImpl: async () => new Response("{}", { status: 401 }),
    });
    await expect(geocoder.search("maadi")).rejects.toThrow("401");
  });
});
