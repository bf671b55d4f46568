// The offline basemap of Greater Cairo as a MapLibre style: grey land, the Nile, parks, main
// streets, and the names of districts, neighbourhoods, streets and landmarks in the page's
// language. No tiles, no glyph files, no network: MapLibre draws the letters with the device's
// own fonts when a style names no glyphs (Arabic shaped and right to left), so it needs no token.
import {
  CAIRO_PLACES,
  CAIRO_STREETS,
  type CairoPlace,
  type LatLngPair,
  type StreetClass,
} from "#shared/geo/greater-cairo.ts";
import type { Locale } from "#shared/i18n/locale.ts";
import {
  DISTRICT_SHAPES,
  GREEN_SHAPES,
  ISLAND_SHAPES,
  SAND_SHAPES,
  type Shape,
  WATER_SHAPES,
} from "./cairo-shapes.ts";
import { HERE_LABEL_MINZOOM } from "./here-label.ts";

type Feature = {
  type: "Feature";
  properties: Record<string, string | number>;
  geometry:
    | { type: "Point"; coordinates: [number, number] }
    | { type: "LineString"; coordinates: [number, number][] }
    | { type: "Polygon"; coordinates: [number, number][][] };
};
type Layer = Record<string, unknown> & { id: string; type: string };
export type BasemapStyle = {
  version: 8;
  name: string;
  sources: Record<string, { type: "geojson"; data: { type: "FeatureCollection"; features: Feature[] } }>;
  layers: Layer[];
};

const lngLat = ([lat, lng]: LatLngPair): [number, number] => [lng, lat];

const collection = (features: Feature[]) => ({
  type: "geojson" as const,
  data: { type: "FeatureCollection" as const, features },
});

const polygons = (shapes: readonly Shape[]) =>
  collection(
    shapes.map((shape) => {
      const ring = shape.ring.map(lngLat);
      return {
        type: "Feature",
        properties: { name: shape.name, name_ar: shape.nameAr ?? shape.name },
        geometry: { type: "Polygon", coordinates: [[...ring, ring[0] as [number, number]]] },
      };
    }),
  );

/**
 * Where each kind of place is named, and how big (at its first zoom, at 13, at 18): districts by
 * rank, the rest from closer up. Layers drawn later win a clash of labels, so districts come last.
 * From zoom 15 the name of where the view is centred takes over from districts and neighbourhoods
 * (here-label.ts): their one label each is seldom in so close a view.
 */
const PLACE_LABELS: Record<
  string,
  { minzoom: number; maxzoom?: number; size: [number, number, number]; bold: boolean }
> = {
  landmark: { minzoom: 14.5, size: [12, 12, 14], bold: false },
  neighbourhood: { minzoom: 12.5, maxzoom: HERE_LABEL_MINZOOM, size: [12, 13, 16], bold: false },
  "district-3": { minzoom: 12.5, maxzoom: HERE_LABEL_MINZOOM, size: [13, 14, 18], bold: true },
  "district-2": { minzoom: 11.5, maxzoom: HERE_LABEL_MINZOOM, size: [12, 15, 18], bold: true },
  // From 8: a phone's store map zooms out below 10 to show every store.
  "district-1": { minzoom: 8, maxzoom: HERE_LABEL_MINZOOM, size: [11, 16, 19], bold: true },
};
const placeClass = (place: CairoPlace) =>
  place.kind === "district" ? `district-${place.rank ?? 3}` : place.kind;

/**
 * Where a label of each street class starts to show. In this order, because layers drawn later win
 * a clash of labels: a main street keeps its name where a side street's would cover it.
 */
const STREET_LABEL_MINZOOM: Record<StreetClass, number> = { secondary: 13, primary: 12, motorway: 10 };

/** The Nile's name, written on the water in three places. */
const NILE_LABELS: readonly LatLngPair[] = [
  [29.945, 31.2495],
  [30.0285, 31.2258],
  [30.098, 31.2282],
];

/** Text colours and halos: muted greys and browns on the grey land (AA against the halo). */
const INK = { district: "#4a3b31", place: "#5e4e43", street: "#5f5a55", water: "#3f5d73", halo: "#f6f5f2" };
// Without glyph files MapLibre draws with the device's fonts, reading the weight from the name.
const REGULAR = ["Noto Sans Regular"];
const BOLD = ["Noto Sans Bold"];
export const labelFonts = { regular: REGULAR, bold: BOLD };

/** The style for a page in `locale`: every label reads the name in that language. */
export function basemapStyle(locale: Locale): BasemapStyle {
  const name = locale === "ar" ? ["coalesce", ["get", "name_ar"], ["get", "name"]] : ["get", "name"];
  const width = (motorway: number, primary: number, secondary: number) => [
    "match",
    ["get", "class"],
    "motorway",
    motorway,
    "primary",
    primary,
    secondary,
  ];

  return {
    version: 8,
    name: "Greater Cairo, offline (grey)",
    sources: {
      districts: polygons(DISTRICT_SHAPES),
      green: polygons(GREEN_SHAPES),
      sand: polygons(SAND_SHAPES),
      water: polygons(WATER_SHAPES),
      islands: polygons(ISLAND_SHAPES),
      streets: collection(
        CAIRO_STREETS.map((street) => ({
          type: "Feature",
          properties: {
            name: street.short?.name ?? street.name,
            name_ar: street.short?.nameAr ?? street.nameAr,
            class: street.class,
          },
          geometry: { type: "LineString", coordinates: street.line.map(lngLat) },
        })),
      ),
      places: collection(
        CAIRO_PLACES.map((place) => ({
          type: "Feature",
          properties: {
            name: place.name,
            name_ar: place.nameAr,
            class: placeClass(place),
          },
          geometry: { type: "Point", coordinates: lngLat(place.at) },
        })),
      ),
      "water-labels": collection(
        NILE_LABELS.map((at) => ({
          type: "Feature",
          properties: { name: "Nile", name_ar: "النيل" },
          geometry: { type: "Point", coordinates: lngLat(at) },
        })),
      ),
    },
    layers: [
      { id: "land", type: "background", paint: { "background-color": "#eeede9" } },
      { id: "sand", type: "fill", source: "sand", paint: { "fill-color": "#e7e2d8" } },
      {
        id: "districts",
        type: "fill",
        source: "districts",
        paint: { "fill-color": "#e2dfda", "fill-outline-color": "#d3cec7" },
      },
      { id: "green", type: "fill", source: "green", paint: { "fill-color": "#d8ded3" } },
      { id: "water", type: "fill", source: "water", paint: { "fill-color": "#bfcad3" } },
      { id: "islands", type: "fill", source: "islands", paint: { "fill-color": "#eeede9" } },
      {
        id: "island-districts",
        type: "fill",
        source: "districts",
        filter: ["in", ["get", "name"], ["literal", ["Zamalek", "Manial"]]],
        paint: { "fill-color": "#e2dfda" },
      },
      {
        id: "island-green",
        type: "fill",
        source: "green",
        filter: ["==", ["get", "name"], "Gezira Club"],
        paint: { "fill-color": "#d8ded3" },
      },
      {
        id: "streets-casing",
        type: "line",
        source: "streets",
        layout: { "line-cap": "round", "line-join": "round" },
        minzoom: 8,
        paint: {
          "line-color": "#d3cec7",
          "line-width": [
            "interpolate",
            ["exponential", 1.6],
            ["zoom"],
            8,
            width(2, 1, 0),
            12,
            width(6, 4, 2),
            15,
            width(13, 9, 6),
            18,
            width(44, 32, 22),
          ],
        },
      },
      {
        id: "streets",
        type: "line",
        source: "streets",
        layout: { "line-cap": "round", "line-join": "round" },
        minzoom: 8,
        paint: {
          "line-color": ["match", ["get", "class"], "motorway", "#fbf7ef", "#ffffff"],
          "line-width": [
            "interpolate",
            ["exponential", 1.6],
            ["zoom"],
            8,
            width(1, 0.5, 0),
            12,
            width(4, 2.5, 1),
            15,
            width(10, 7, 4.5),
            18,
            width(38, 28, 18),
          ],
        },
      },
      {
        id: "water-labels",
        type: "symbol",
        source: "water-labels",
        minzoom: 10,
        layout: {
          "text-field": name,
          "text-font": REGULAR,
          "text-size": ["interpolate", ["linear"], ["zoom"], 10, 12, 16, 16],
          "text-letter-spacing": locale === "ar" ? 0 : 0.2,
        },
        paint: { "text-color": INK.water, "text-halo-color": "#d5dde3", "text-halo-width": 1 },
      },
      // One layer per class, each from its own zoom: bigger roads and places are named first.
      ...(Object.entries(STREET_LABEL_MINZOOM) as [StreetClass, number][]).map(([streetClass, minzoom]) => ({
        id: `street-labels-${streetClass}`,
        type: "symbol",
        source: "streets",
        minzoom,
        filter: ["==", ["get", "class"], streetClass],
        layout: {
          "symbol-placement": "line",
          "symbol-spacing": 240,
          "text-field": name,
          "text-font": REGULAR,
          "text-size": ["interpolate", ["linear"], ["zoom"], 10, 10.5, 14, 12, 18, 15],
          "text-max-angle": 30,
          "text-padding": 4,
        },
        paint: { "text-color": INK.street, "text-halo-color": INK.halo, "text-halo-width": 1.6 },
      })),
      ...Object.entries(PLACE_LABELS).map(([placeClass, { minzoom, maxzoom, size, bold }]) => ({
        id: `place-labels-${placeClass}`,
        type: "symbol",
        source: "places",
        minzoom,
        ...(maxzoom === undefined ? {} : { maxzoom }),
        filter: ["==", ["get", "class"], placeClass],
        layout: {
          "text-field": name,
          "text-font": bold ? BOLD : REGULAR,
          // Beside the point rather than on it: a marker put on a searched place leaves its name
          // readable (the map cannot see the page's markers, so below first).
          "text-variable-anchor": ["top", "bottom", "left", "right"],
          "text-radial-offset": 0.9,
          "text-size": [
            "interpolate",
            ["linear"],
            ["zoom"],
            ...(minzoom < 13 ? [minzoom, size[0], 13, size[1]] : [minzoom, size[1]]),
            18,
            size[2],
          ],
          "text-max-width": 8,
          "text-padding": 6,
        },
        paint: {
          "text-color": bold ? INK.district : INK.place,
          "text-halo-color": INK.halo,
          "text-halo-width": 1.6,
        },
      })),
    ],
  };
}

export { PLACE_LABELS, STREET_LABEL_MINZOOM };
