import { describe, expect, it } from "vitest";
import { CAIRO_PLACES, CAIRO_STREETS } from "#shared/geo/greater-cairo.ts";
import { type BasemapStyle, basemapStyle } from "./basemap-style.ts";
import { DISTRICT_SHAPES } from "./cairo-shapes.ts";
import { insideRing, surroundingsOf, surroundingsText } from "./here-label.ts";

/** The symbol layers drawn at `zoom`, with what they write. */
function labelsAt(style: BasemapStyle, zoom: number) {
  return style.layers.filter(
    (layer) =>
      layer.type === "symbol" &&
      (layer.minzoom === undefined || (layer.minzoom as number) <= zoom) &&
      (layer.maxzoom === undefined || (layer.maxzoom as number) > zoom),
  );
}

const sourceFeatures = (style: BasemapStyle, layer: Record<string, unknown>) => {
  const features = style.sources[layer.source as string]?.data.features ?? [];
  const filter = layer.filter as [string, [string, string], string] | undefined;
  return filter ? features.filter((feature) => feature.properties[filter[1][1]] === filter[2]) : features;
};

describe("the offline basemap's style", () => {
  const english = basemapStyle("en");

  it("needs no token, no tiles and no glyph files", () => {
    expect(JSON.stringify(english)).not.toMatch(/https?:|mapbox:\/\//);
    expect(english).not.toHaveProperty("glyphs");
    expect(Object.values(english.sources).every((source) => source.type === "geojson")).toBe(true);
  });

  it("names districts, neighbourhoods and main streets at the picker's zoom (13), streets at the card's (18)", () => {
    const written = (zoom: number) =>
      labelsAt(english, zoom).flatMap((layer) =>
        sourceFeatures(english, layer).map((f) => f.properties.name),
      );
    for (const name of [
      "Maadi",
      "Zamalek",
      "New Cairo",
      "Sarayat El Maadi",
      "Road 9",
      "90th Street",
      "Brazil Street",
    ]) {
      expect(written(13), `${name} at zoom 13`).toContain(name);
    }
    for (const name of ["Road 9", "90th Street", "Brazil Street", "Corniche El Nil", "Tahrir Street"]) {
      expect(written(18), `${name} at zoom 18`).toContain(name);
    }
    // Up close the district and the neighbourhood are the name of the view's centre (below).
    expect(written(18)).not.toContain("Maadi");
    // The city-wide view (zoom 10) names the big districts and the motorways only.
    const cityWide = labelsAt(english, 10).flatMap((layer) =>
      sourceFeatures(english, layer).map((f) => f.properties.name),
    );
    expect(cityWide).toEqual(expect.arrayContaining(["Maadi", "Heliopolis", "Ring Road"]));
    expect(cityWide).not.toContain("Brazil Street");
  });

  it("writes every name in Arabic on an Arabic page", () => {
    const arabic = basemapStyle("ar");
    for (const layer of arabic.layers.filter((layer) => layer.type === "symbol")) {
      expect((layer.layout as Record<string, unknown>)["text-field"], layer.id).toEqual([
        "coalesce",
        ["get", "name_ar"],
        ["get", "name"],
      ]);
      for (const feature of sourceFeatures(arabic, layer)) {
        expect(feature.properties.name_ar, String(feature.properties.name)).toMatch(/[\u0600-\u06ff]/);
      }
    }
    for (const layer of english.layers.filter((layer) => layer.type === "symbol")) {
      expect((layer.layout as Record<string, unknown>)["text-field"]).toEqual(["get", "name"]);
    }
  });

  it("has a place for every district shape, and each district's label inside or beside its shape", () => {
    const districts = new Map(CAIRO_PLACES.filter((p) => p.kind === "district").map((p) => [p.name, p]));
    for (const shape of DISTRICT_SHAPES) {
      const district = districts.get(shape.name);
      expect(district, shape.name).toBeDefined();
    }
    for (const name of [
      "Maadi",
      "Zamalek",
      "Dokki",
      "Mohandessin",
      "Heliopolis",
      "Nasr City",
      "New Cairo",
      "Garden City",
    ]) {
      const shape = DISTRICT_SHAPES.find((candidate) => candidate.name === name);
      const district = districts.get(name);
      expect(shape && district && insideRing(district.at, shape.ring), name).toBe(true);
    }
  });

  it("draws every street it names", () => {
    const drawn = english.sources.streets?.data.features.map((feature) => feature.properties.name);
    expect(drawn).toEqual(CAIRO_STREETS.map((street) => street.short?.name ?? street.name));
  });
});

describe("the name under the marker up close", () => {
  it("is the neighbourhood and its district, in the page's language", () => {
    const nearSarayat = surroundingsOf([29.9642, 31.2538]);
    expect(nearSarayat).toMatchObject({ title: { name: "Sarayat El Maadi" }, subtitle: { name: "Maadi" } });
    expect(surroundingsText(nearSarayat as NonNullable<typeof nearSarayat>, "en")).toBe(
      "Sarayat El Maadi\nMaadi",
    );
    expect(surroundingsText(nearSarayat as NonNullable<typeof nearSarayat>, "ar")).toBe(
      "سرايات المعادي\nالمعادي",
    );
  });

  it("is the district alone where no neighbourhood is near", () => {
    expect(surroundingsOf([30.0622, 31.2196])).toMatchObject({ title: { name: "Zamalek" } });
    expect(surroundingsOf([30.015, 31.465])).toMatchObject({
      title: { name: "Fifth Settlement" },
      subtitle: { name: "New Cairo" },
    });
    expect(surroundingsOf([30.0434, 31.2044])?.title.name).toBe("Dokki");
  });

  it("is nothing where the basemap knows no name", () => {
    expect(surroundingsOf([29.6, 31.9])).toBeNull();
  });
});
