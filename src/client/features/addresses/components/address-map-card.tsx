import { Link } from "@tanstack/react-router";
import { useMemo } from "react";
import { type MapMarker, MapView } from "#client/components/ui/map/map-view.tsx";
import { EditIcon } from "#client/components/ui/screen-icons.tsx";
import type { MenuState } from "#client/lib/navigation-state.ts";
import type { Address, LatLng } from "#shared/contract/addresses.ts";
import { addressStrings as t } from "../messages.gen.ts";
import styles from "./address-map-card.module.css";

/** Spec section 9: the address card's zoom. */
export const CARD_ZOOM = 18;
const CARD_HEIGHT_PX = 168;

type AddressMapCardProps = {
  point: LatLng;
  place: string | null;
  /** Carried to /addAddress (and back): the menu state and the address being edited. */
  menuState: MenuState;
  record: Address | null;
  /** A server message about the point (outside every delivery area). */
  error?: string;
};

/** The form's small map of the chosen point, with an Edit link back to the map picker. */
export function AddressMapCard({ point, place, menuState, record, error }: AddressMapCardProps) {
  const markers: MapMarker[] = useMemo(
    () => [{ id: "user", label: t.yourLocation, kind: "user", lat: point.lat, lng: point.lng }],
    [point.lat, point.lng],
  );
  return (
    <section
      className={styles.card}
      aria-labelledby="address-map-card-title"
      data-invalid={error ? true : undefined}
    >
      <MapView
        label={t.mapCardLabel}
        center={point}
        zoom={CARD_ZOOM}
        height={CARD_HEIGHT_PX}
        markers={markers}
        interactive={false}
      />
      <div className={styles.footer}>
        <div className={styles.text}>
          <h2 id="address-map-card-title" className={styles.title}>
            {t.selectedPlace}
          </h2>
          {place && <p className={styles.place}>{place}</p>}
          <p className={styles.coordinates} dir="ltr">
            {point.lat.toFixed(5)}, {point.lng.toFixed(5)}
          </p>
        </div>
        <Link
          to="/addAddress"
          state={{ menu: menuState.menu, submenu: menuState.submenu, address: record ?? undefined }}
          className={styles.edit}
          aria-label={t.editOnMapLabel}
        >
          <EditIcon />
          {t.editOnMap}
        </Link>
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </section>
  );
}
