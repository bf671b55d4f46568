// Up close (the address card is at zoom 18, about 90 m across) the offline basemap has no street
// of its own in view most of the time, and no district's label: its data is the main streets and
// one label per place. So from zoom 15 the map names where its centre is, the neighbourhood and
// its district, written low in the view (the marker sits in the middle): never an empty grey box.
import { CAIRO_PLACES, type CairoPlace, type LatLngPair } from "#shared/geo/greater-cairo.ts";
import type { Locale } from "#shared/i18n/locale.ts";
import { DISTRICT_SHAPES, type Shape } from "./cairo-shapes.ts";

/** The zoom from which the centre is named. */
export const HERE_LABEL_MINZOOM = 15;
/** A neighbourhood's name reaches this far from its point. */
const NEIGHBOURHOOD_REACH_M = 1500;
/** Outside every district shape, only a closer neighbourhood names the place. */
const NEIGHBOURHOOD_REACH_ALONE_M = 1000;

type Named = Pick<CairoPlace, "name" | "nameAr">;
export type Surroundings = { title: Named; subtitle?: Named };

/** Ray casting: is the point inside the ring? */
export function insideRing([lat, lng]: LatLngPair, ring: readonly LatLngPair[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [latI, lngI] = ring[i] as LatLngPair;
    const [latJ, lngJ] = ring[j] as LatLngPair;
    if (latI > lat !== latJ > lat && lng < ((lngJ - lngI) * (lat - latI)) / (latJ - latI) + lngI)
      inside = !inside;
  }
  return inside;
}

/** Metres between two nearby points (equirectangular: plenty within a city). */
function metresBetween([latA, lngA]: LatLngPair, [latB, lngB]: LatLngPair): number {
  const toRad = Math.PI / 180;
  const x = (lngB - lngA) * toRad * Math.cos(((latA + latB) / 2) * toRad);
  const y = (latB - latA) * toRad;
  return Math.hypot(x, y) * 6_371_000;
}

const districtShapeAt = (at: LatLngPair): Shape | undefined =>
  DISTRICT_SHAPES.find((shape) => insideRing(at, shape.ring));

const districts = new Map(CAIRO_PLACES.filter((p) => p.kind === "district").map((p) => [p.name, p]));
const neighbourhoods = CAIRO_PLACES.filter((place) => place.kind === "neighbourhood").map((place) => ({
  place,
  district: districtShapeAt(place.at)?.name ?? null,
}));

/** The neighbourhood and district around a point, or null where the basemap knows no name. */
export function surroundingsOf(at: LatLngPair): Surroundings | null {
  const districtName = districtShapeAt(at)?.name ?? null;
  const district = districtName ? districts.get(districtName) : undefined;
  const reach = district ? NEIGHBOURHOOD_REACH_M : NEIGHBOURHOOD_REACH_ALONE_M;
  const nearest = neighbourhoods
    .filter((candidate) => candidate.district === districtName)
    .map(({ place }) => ({ place, metres: metresBetween(at, place.at) }))
    .filter(({ metres }) => metres <= reach)
    .sort((a, b) => a.metres - b.metres)[0]?.place;
  if (nearest) return district ? { title: nearest, subtitle: district } : { title: nearest };
  return district ? { title: district } : null;
}

/** The label's text in `locale`: the place, and under it its district. */
export function surroundingsText(surroundings: Surroundings, locale: Locale): string {
  const say = (named: Named) => (locale === "ar" ? named.nameAr : named.name);
  return surroundings.subtitle
    ? `${say(surroundings.title)}\n${say(surroundings.subtitle)}`
    : say(surroundings.title);
}
