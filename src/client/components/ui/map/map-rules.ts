// Pure rules of the map component, tested beside it.
import type { LatLng } from "./map-types.ts";

export type MapEngineName = "mapbox" | "maplibre";

/**
 * The architecture note's rule: mapbox-gl when a Mapbox token is configured (it draws nothing
 * without one); otherwise maplibre-gl with the bundled offline basemap.
 */
export function chooseMapEngine(mapboxToken: string | undefined | null): MapEngineName {
  return mapboxToken?.trim() ? "mapbox" : "maplibre";
}

/** The first point, or the fallback when there is none (or it is not a real coordinate). */
export function mapCentre(points: readonly LatLng[], fallback: LatLng): LatLng {
  const first = points[0];
  if (!first || !isCoordinate(first)) return fallback;
  return { lat: first.lat, lng: first.lng };
}

export function isCoordinate({ lat, lng }: LatLng): boolean {
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}

/** The spec's map script load: retried up to 3 times with growing delays. */
export const MAP_LOAD_RETRIES = 3;
export const MAP_RETRY_BASE_DELAY_MS = 400;

export async function loadWithRetry<T>(
  load: () => Promise<T>,
  {
    retries = MAP_LOAD_RETRIES,
    baseDelayMs = MAP_RETRY_BASE_DELAY_MS,
    wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  }: { retries?: number; baseDelayMs?: number; wait?: (ms: number) => Promise<void> } = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
      await wait(baseDelayMs * (attempt + 1));
    }
  }
}

// --- Label placement --------------------------------------------------------------------------

export type LabelPlacement = "end" | "start" | "above" | "below" | "hidden";
export type LabelBox = { x: number; y: number; width: number; height: number };

/** Gap between the pin and its label, and the pin's radius, in px. */
const GAP = 6;
const PIN_RADIUS = 8;

function boxFor(
  anchor: { x: number; y: number },
  size: { width: number; height: number },
  place: LabelPlacement,
) {
  const { x, y } = anchor;
  const { width: w, height: h } = size;
  switch (place) {
    case "end":
      return { x: x + PIN_RADIUS + GAP, y: y - h / 2, width: w, height: h };
    case "start":
      return { x: x - PIN_RADIUS - GAP - w, y: y - h / 2, width: w, height: h };
    case "above":
      return { x: x - w / 2, y: y - PIN_RADIUS - GAP - h, width: w, height: h };
    default:
      return { x: x - w / 2, y: y + PIN_RADIUS + GAP, width: w, height: h };
  }
}

function overlaps(a: LabelBox, b: LabelBox): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function inside(box: LabelBox, bounds: { width: number; height: number } | undefined): boolean {
  return (
    !bounds ||
    (box.x >= 0 && box.y >= 0 && box.x + box.width <= bounds.width && box.y + box.height <= bounds.height)
  );
}

/**
 * Places each marker's label beside its pin (after, before, above or below, in that order of
 * preference) so that no two labels and no label and pin overlap, and (given the map's size) no
 * label is cut by the map's edge; a label with no free place is hidden until its marker is
 * hovered or focused. Greedy, in the given order (first wins). x grows towards the reading
 * direction's "end" side (the caller mirrors for right-to-left).
 */
export function placeLabels(
  markers: readonly { x: number; y: number; width: number; height: number }[],
  bounds?: { width: number; height: number },
  /** Areas labels must avoid, such as the zoom buttons. */
  obstacles: readonly LabelBox[] = [],
): LabelPlacement[] {
  const pins: LabelBox[] = markers.map(({ x, y }) => ({
    x: x - PIN_RADIUS,
    y: y - PIN_RADIUS,
    width: PIN_RADIUS * 2,
    height: PIN_RADIUS * 2,
  }));
  const taken: LabelBox[] = [...obstacles];
  return markers.map((marker, index) => {
    for (const place of ["end", "start", "above", "below"] as const) {
      const box = boxFor(marker, marker, place);
      const clash =
        !inside(box, bounds) ||
        taken.some((other) => overlaps(box, other)) ||
        pins.some((pin, pinIndex) => pinIndex !== index && overlaps(box, pin));
      if (!clash) {
        taken.push(box);
        return place;
      }
    }
    return "hidden";
  });
}
