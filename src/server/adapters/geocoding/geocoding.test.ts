import { describe, expect, it } from "vitest";
import { gazetteerGeocoder } from "./cairo-gazetteer.ts";
import { mapboxGeocoder } from "./mapbox-geocoder.ts";

describe("the built-in Cairo gazetteer", () => {
  const geocoder = gazetteerGeocoder();

  it("finds districts by prefix, in English or Arabic, best matches first", async () => {
    expect((await geocoder.search("maadi")).map((place) => place.name)[0]).toBe("Maadi");
    expect((await geocoder.search("zam"))[0]?.name).toBe("Zamalek");
    expect((await geocoder.search("المعادي"))[0]?.name).toBe("Maadi");
    expect((await geocoder.search("Fifth-Settlement"))[0]?.name).toBe("Fifth Settlement");
  });

  it("finds nothing for nonsense or a single letter", async () => {
    expect(await geocoder.search("zzqx")).toEqual([]);
    expect(await geocoder.search("m")).toEqual([]);
  });

  it("names a point by its nearest place within 3 km, and nothing far from Cairo", async () => {
    expect((await geocoder.reverse(29.9622, 31.2515))?.name).toBe("Sarayat El Maadi");
    expect(await geocoder.reverse(31.2, 29.9)).toBeNull(); // Alexandria
  });
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
