// Which outlet delivers to a point (spec sections 4, 5, 9). Shared so the map in the browser and
// the server decide the same way; the server's decision is the one that counts.
import booleanPointInPolygon from "@turf/boolean-point-in-polygon";
import distance from "@turf/distance";
import { point, polygon } from "@turf/helpers";
import type { DeliveryArea, LatLng } from "../contract/addresses.ts";

export const NEARBY_OUTLET_RADIUS_M = 5000;

/** An outlet as the delivery rule reads it; `deliveryEnabled` is the outlet's own flag. */
export type OutletPosition = { id: number; latitude: number; longitude: number; deliveryEnabled: boolean };
export type DeliveryDecision =
  | { ok: true; outletId: number; distanceM: number }
  | { ok: false; reason: "no-nearby-outlet" | "outside-delivery-area" };

export function distanceMetres(a: LatLng, b: LatLng): number {
  return distance(point([a.lng, a.lat]), point([b.lng, b.lat]), { units: "meters" });
}

export function isInsideArea(at: LatLng, area: DeliveryArea): boolean {
  const ring = area.delivery_coordinates.map((corner) => [corner.lng, corner.lat]);
  if (ring.length < 3) return false;
  const first = ring[0] as number[];
  const last = ring[ring.length - 1] as number[];
  if (first[0] !== last[0] || first[1] !== last[1]) ring.push(first);
  return booleanPointInPolygon(point([at.lng, at.lat]), polygon([ring]));
}

/** Is the point inside any of the given delivery areas (the map's click rule)? */
export function isInsideAnyArea(at: LatLng, areas: DeliveryArea[]): boolean {
  return areas.some((area) => isInsideArea(at, area));
}

/**
 * The closest delivery outlet within the nearby radius whose delivery area contains the point
 * (the map's Confirm location, and save_address on the server).
 */
export function closestDeliveringOutlet(
  at: LatLng,
  outlets: OutletPosition[],
  areas: DeliveryArea[],
): DeliveryDecision {
  const nearby = outlets
    .filter((outlet) => outlet.deliveryEnabled)
    .map((outlet) => ({
      outlet,
      distanceM: distanceMetres(at, { lat: outlet.latitude, lng: outlet.longitude }),
    }))
    .filter((candidate) => candidate.distanceM <= NEARBY_OUTLET_RADIUS_M)
    .sort((a, b) => a.distanceM - b.distanceM);
  if (nearby.length === 0) return { ok: false, reason: "no-nearby-outlet" };
  for (const candidate of nearby) {
    const area = areas.find((a) => a.outlet_id === candidate.outlet.id);
    if (area && isInsideArea(at, area))
      return { ok: true, outletId: candidate.outlet.id, distanceM: candidate.distanceM };
  }
  return { ok: false, reason: "outside-delivery-area" };
}
