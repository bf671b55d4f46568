// The landing page's map of the stores (spec section 9). Apart from the page's other content: the
// map's rules load with the map, after the page has started.
import { mapCentre } from "#client/components/ui/map/map-rules.ts";
import type { LatLng } from "#client/components/ui/map/map-types.ts";
import type { Outlet } from "#shared/contract/outlets.ts";

export const LANDING_MAP_ZOOM = 10;
export const LANDING_MAP_HEIGHT_PX = 500;
/** The landing map's centre when there are no outlets. */
export const LANDING_MAP_FALLBACK: LatLng = { lat: 31.218574, lng: 31.218574 };

/** Centred on the first outlet, or the fallback when there are none. */
export function landingMapCentre(
  outlets: readonly Pick<Outlet, "oracle_latitude" | "oracle_longitude">[],
): LatLng {
  return mapCentre(
    outlets.map((outlet) => ({ lat: outlet.oracle_latitude, lng: outlet.oracle_longitude })),
    LANDING_MAP_FALLBACK,
  );
}
