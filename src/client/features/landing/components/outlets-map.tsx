import { useMemo } from "react";
import { type MapMarker, MapView } from "#client/components/ui/map/map-view.tsx";
import { useOutlets } from "#client/features/ordering/api/get-outlets.ts";
import { outletName } from "#shared/i18n/localized-content.ts";
import { LANDING_MAP_HEIGHT_PX, LANDING_MAP_ZOOM, landingMapCentre } from "../landing-map.ts";
import { landingStrings } from "../messages.gen.ts";
import sectionStyles from "./landing-sections.module.css";
import { SectionHeading } from "./section-heading.tsx";

/**
 * Every outlet on a grey map, one labelled marker each, centred on the first outlet (or the
 * spec's fallback when there are none: an unsuccessful outlets call leaves the list empty).
 */
export function OutletsMap() {
  const t = landingStrings.stores;
  const outlets = useOutlets();
  const list = outlets.data ?? [];
  const markers: MapMarker[] = useMemo(
    () =>
      (outlets.data ?? []).map((outlet) => ({
        id: outlet.id,
        label: outletName(outlet),
        lat: outlet.oracle_latitude,
        lng: outlet.oracle_longitude,
      })),
    [outlets.data],
  );

  return (
    <section id="stores" className={sectionStyles.section} aria-labelledby="stores-title">
      <SectionHeading id="stores-title" eyebrow={t.eyebrow} title={t.title} intro={t.text} box="header" />
      <MapView
        label={t.mapLabel}
        center={landingMapCentre(list)}
        zoom={LANDING_MAP_ZOOM}
        height={LANDING_MAP_HEIGHT_PX}
        markers={markers}
        pending={outlets.isPending}
      />
    </section>
  );
}
