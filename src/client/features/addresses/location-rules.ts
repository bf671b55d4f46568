// The map picker's decisions (spec sections 4 and 5), worded for people. The geometry is the
// shared rule the server applies too (src/shared/rules/delivery-area.ts); the server's decision
// on save is the one that counts.
import type { DeliveryArea, LatLng } from "#shared/contract/addresses.ts";
import type { Outlet } from "#shared/contract/outlets.ts";
import {
  closestDeliveringOutlet,
  isInsideAnyArea,
  type OutletPosition,
} from "#shared/rules/delivery-area.ts";
import { addressStrings as t } from "./messages.gen.ts";

export type ClickOutcome = { ok: true; point: LatLng } | { ok: false; message: string };
export type ConfirmOutcome = { ok: true; closestOutletId: number } | { ok: false; message: string };

/** A click on the map moves the marker only inside a delivery area. */
export function decideClick(point: LatLng, areas: DeliveryArea[]): ClickOutcome {
  return isInsideAnyArea(point, areas) ? { ok: true, point } : { ok: false, message: t.clickedOutside };
}

/**
 * Confirm location: a point is needed; then the closest delivering outlet within the nearby
 * radius whose polygon contains it.
 */
export function decideConfirm(
  point: LatLng | null,
  outlets: OutletPosition[],
  areas: DeliveryArea[],
): ConfirmOutcome {
  if (!point) return { ok: false, message: t.selectOnMapFirst };
  const decision = closestDeliveringOutlet(point, outlets, areas);
  if (decision.ok) return { ok: true, closestOutletId: decision.outletId };
  return {
    ok: false,
    message: decision.reason === "no-nearby-outlet" ? t.noNearbyOutlets : t.notInsideArea,
  };
}

/** fetch_outlet's outlets as the shared rule reads them. */
export function outletPositions(outlets: readonly Outlet[]): OutletPosition[] {
  return outlets.map((outlet) => ({
    id: outlet.id,
    latitude: outlet.oracle_latitude,
    longitude: outlet.oracle_longitude,
    deliveryEnabled: outlet.delivery_enabled,
  }));
}
