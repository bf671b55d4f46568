import { useMemo } from "react";
import { type LatLng, type MapMarker, MapView } from "#client/components/ui/map/map-view.tsx";
import type { Outlet } from "#shared/contract/outlets.ts";
import { outletName } from "#shared/i18n/localized-content.ts";
import { DEFAULT_CAIRO_POINT } from "../geolocation.ts";
import { addressStrings as t } from "../messages.gen.ts";
import { useMediaQuery } from "../use-media-query.ts";

/** Spec section 9: the outlet map's zoom. */
export const OUTLET_MAP_ZOOM = 10;

type OutletMapProps = {
  outlets: Outlet[];
  /** Still loading: the map shows its loading state. */
  pending: boolean;
  /** A marker was clicked (or pressed with the keyboard: markers are buttons). */
  onChoose: (outlet: Outlet) => void;
};

/**
 * The pickup outlets on a map at zoom 10, one labelled marker per outlet; a narrow screen zooms
 * out just enough to show them all. The list below the map stays for people who prefer it.
 */
export function OutletMap({ outlets, pending, onChoose }: OutletMapProps) {
  const wide = useMediaQuery("(min-width: 900px)");
  const markers: MapMarker[] = useMemo(
    () =>
      outlets.map((outlet) => ({
        id: outlet.id,
        label: outletName(outlet),
        lat: outlet.oracle_latitude,
        lng: outlet.oracle_longitude,
      })),
    [outlets],
  );
  const points: LatLng[] = useMemo(() => markers.map(({ lat, lng }) => ({ lat, lng })), [markers]);
  return (
    <MapView
      label={t.outletMapLabel}
      center={points[0] ?? DEFAULT_CAIRO_POINT}
      zoom={OUTLET_MAP_ZOOM}
      fitPoints={points}
      height={wide ? 440 : 320}
      markers={markers}
      pending={pending}
      onMarkerClick={(id) => {
        const outlet = outlets.find((candidate) => candidate.id === id);
        if (outlet) onChoose(outlet);
      }}
    />
  );
}
