// The built-in geocoder: a gazetteer of Greater Cairo's districts, neighbourhoods, main streets and
// landmarks (#shared/geo/greater-cairo.ts, the same names the offline basemap writes on the map),
// searched in memory in English or Arabic and answered in the request's language. No network, no
// key; Mapbox takes over when MAPBOX_TOKEN is set.
import type { Place } from "#shared/contract/geocoding.ts";
import {
  CAIRO_PLACES,
  CAIRO_STREETS,
  type LatLngPair,
  type NamedPlace,
  streetPoint,
} from "#shared/geo/greater-cairo.ts";
import { currentLocale } from "#shared/i18n/locale.ts";
import { distanceMetres } from "#shared/rules/delivery-area.ts";
import type { Geocoder } from "./geocoder.port.ts";
import { foldPlaceName, placeWords } from "./place-names.ts";

/** A place as the gazetteer searches it. */
export type GazetteerEntry = NamedPlace & {
  at: LatLngPair;
  /** Ties go to the bigger place: a district before a street of the same name. */
  weight: number;
};

const WEIGHT = { district: 4, neighbourhood: 3, street: 2, landmark: 1 } as const;

export const CAIRO_GAZETTEER: readonly GazetteerEntry[] = [
  ...CAIRO_PLACES.map((place) => ({ ...place, weight: WEIGHT[place.kind] })),
  ...CAIRO_STREETS.map((street) => ({ ...street, at: streetPoint(street), weight: WEIGHT.street })),
];

/** How well `query` names `entry`: 0 not at all, up to 5 for the exact name. */
function score(entry: GazetteerEntry, query: string, queryWords: string[]): number {
  let best = 0;
  const areaWords = placeWords(`${entry.area} ${entry.areaAr}`);
  for (const text of [entry.name, entry.nameAr, ...(entry.aliases ?? [])]) {
    const folded = foldPlaceName(text);
    const words = placeWords(text);
    const hasWord = (word: string) => words.some((candidate) => candidate.startsWith(word));
    if (folded === query) best = Math.max(best, 5);
    else if (folded.startsWith(query)) best = Math.max(best, 4);
    else if (queryWords.every(hasWord)) best = Math.max(best, 3);
    // "Road 9 Maadi", "Sarayat Maadi": the name's words, then its area's.
    else if (
      queryWords.some(hasWord) &&
      queryWords.every((word) => hasWord(word) || areaWords.some((area) => area.startsWith(word)))
    )
      best = Math.max(best, 2);
    else if (query.length >= 3 && folded.includes(query)) best = Math.max(best, 1);
  }
  return best;
}

/** The entry as the API answers it, in the request's language. */
function answer(entry: GazetteerEntry): Place {
  const arabic = currentLocale() === "ar";
  return {
    name: arabic ? entry.nameAr : entry.name,
    area: arabic ? entry.areaAr : entry.area,
    lat: entry.at[0],
    lng: entry.at[1],
  };
}

export function gazetteerGeocoder(entries: readonly GazetteerEntry[] = CAIRO_GAZETTEER): Geocoder {
  return {
    async search(query) {
      const folded = foldPlaceName(query);
      const words = placeWords(query);
      if (folded.length < 2 || words.length === 0) return [];
      return entries
        .map((entry) => ({ entry, score: score(entry, folded, words) }))
        .filter((match) => match.score > 0)
        .sort(
          (a, b) =>
            b.score - a.score || b.entry.weight - a.entry.weight || a.entry.name.localeCompare(b.entry.name),
        )
        .slice(0, 8)
        .map((match) => answer(match.entry));
    },
    async reverse(lat, lng) {
      const nearest = entries
        .map((entry) => ({
          entry,
          metres: distanceMetres({ lat, lng }, { lat: entry.at[0], lng: entry.at[1] }),
        }))
        .sort((a, b) => a.metres - b.metres)[0];
      // Further than 3 km from every known place: no honest name for it.
      return nearest && nearest.metres <= 3000 ? answer(nearest.entry) : null;
    },
  };
}
