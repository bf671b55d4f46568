import type { Place } from "#shared/contract/geocoding.ts";

/** A comma, or the Arabic comma of an Arabic place name. */
const COMMA = /[,،]/;

/**
 * "Name, area" for a place, without repeating what the name already says ("Road 9, Maadi" in
 * "Maadi, Cairo" reads "Road 9, Maadi, Cairo"); an Arabic name is joined with Arabic commas.
 */
export function placeLabel(place: Pick<Place, "name" | "area">): string {
  const parts = place.name.split(COMMA).map((part) => part.trim());
  const said = new Set(parts.map((part) => part.toLowerCase()));
  const rest = place.area
    .split(COMMA)
    .map((part) => part.trim())
    .filter((part) => part !== "" && !said.has(part.toLowerCase()));
  const arabic = /[\u0600-\u06ff]/.test(place.name);
  return [...parts, ...rest].join(arabic ? "، " : ", ");
}
