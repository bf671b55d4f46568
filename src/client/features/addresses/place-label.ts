import type { Place } from "#shared/contract/geocoding.ts";

/**
 * "Name, area" for a place, without repeating what the name already says ("Road 9, Maadi" in
 * "Maadi, Cairo" reads "Road 9, Maadi, Cairo").
 */
export function placeLabel(place: Pick<Place, "name" | "area">): string {
  const parts = place.name.split(",").map((part) => part.trim());
  const said = new Set(parts.map((part) => part.toLowerCase()));
  const rest = place.area
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "" && !said.has(part.toLowerCase()));
  return [...parts, ...rest].join(", ");
}
