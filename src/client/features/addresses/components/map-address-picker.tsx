import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import buttonStyles from "#client/components/ui/button.module.css";
import { type MapMarker, type MapPolygon, MapView } from "#client/components/ui/map/map-view.tsx";
import { LocateIcon } from "#client/components/ui/screen-icons.tsx";
import { useOutlets } from "#client/features/ordering/api/get-outlets.ts";
import type { LatLng } from "#shared/contract/addresses.ts";
import type { Place } from "#shared/contract/geocoding.ts";
import { useDeliveryAreas } from "../api/get-delivery-areas.ts";
import { reverseGeocode } from "../api/reverse-geocode.ts";
import { readDraft, updateDraft } from "../draft.ts";
import {
  currentPosition,
  DEFAULT_CAIRO_POINT,
  GeolocationFailure,
  pointInEgyptOrCairo,
} from "../geolocation.ts";
import { decideClick, decideConfirm, outletPositions } from "../location-rules.ts";
import { addressStrings as t } from "../messages.gen.ts";
import { placeLabel } from "../place-label.ts";
import { useMediaQuery } from "../use-media-query.ts";
import styles from "./map-address-picker.module.css";
import { MapLegend } from "./map-legend.tsx";
import { PlaceSearch } from "./place-search.tsx";

/** Spec section 9: the address picker's zoom. */
export const PICKER_ZOOM = 13;

type Message = { tone: "error" | "info"; text: string };

type MapAddressPickerProps = {
  /** The address being edited (null: a new one); its draft is the one read and written. */
  addressId: number | null;
  /** Where to start when there is no draft: the edited address's point. */
  initial: { point: LatLng; place: string | null } | null;
  /** Confirm location succeeded: the point and its outlet are in the draft. */
  onConfirmed: () => void;
};

/**
 * The map address picker (spec sections 2, 4 and 5): search in Egypt, 'Use my location', or a
 * click inside a red delivery area places the marker; Confirm location picks the closest
 * delivering outlet whose area contains it. The search and the button let a keyboard user
 * finish without the map.
 */
export function MapAddressPicker({ addressId, initial, onConfirmed }: MapAddressPickerProps) {
  const areas = useDeliveryAreas();
  const outlets = useOutlets();
  const wide = useMediaQuery("(min-width: 900px)");

  const [start] = useState(() => {
    const draft = readDraft(addressId);
    if (draft?.point) return { point: draft.point, place: draft.place };
    return initial;
  });
  const [point, setPoint] = useState<LatLng | null>(start?.point ?? null);
  const [place, setPlace] = useState<string | null>(start?.place ?? null);
  const [view, setView] = useState<LatLng>(start?.point ?? DEFAULT_CAIRO_POINT);
  const [message, setMessage] = useState<Message | null>(null);
  const [locating, setLocating] = useState(false);
  const reverseRequest = useRef<AbortController | null>(null);

  useEffect(() => () => reverseRequest.current?.abort(), []);

  /** Moves the marker (and forgets any earlier confirmation: the outlet may differ). */
  const movePoint = useCallback(
    (next: LatLng, nextPlace: string | null, { recentre }: { recentre: boolean }) => {
      setPoint(next);
      setPlace(nextPlace);
      if (recentre) setView(next);
      updateDraft(addressId, { point: next, place: nextPlace, closestOutletId: null });
    },
    [addressId],
  );

  /** Names the point (reverse geocoding); says so when it cannot. */
  const nameThePoint = useCallback(
    async (at: LatLng) => {
      reverseRequest.current?.abort();
      const controller = new AbortController();
      reverseRequest.current = controller;
      try {
        const found = await reverseGeocode(at.lat, at.lng, controller.signal);
        if (controller.signal.aborted) return;
        if (found) {
          const name = placeLabel(found);
          setPlace(name);
          updateDraft(addressId, { place: name });
        } else {
          setMessage({ tone: "error", text: t.reverseNotFound });
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn("map picker: reverse geocoding failed", error);
        setMessage({ tone: "error", text: t.reverseFailed });
      }
    },
    [addressId],
  );

  const areaList = areas.data;
  const onMapClick = (lat: number, lng: number) => {
    if (!areaList) {
      setMessage({ tone: "error", text: areas.isError ? t.areasUnavailable : t.loadingAreas });
      return;
    }
    const outcome = decideClick({ lat, lng }, areaList);
    if (!outcome.ok) {
      setMessage({ tone: "error", text: outcome.message });
      return;
    }
    setMessage(null);
    movePoint(outcome.point, null, { recentre: false });
    void nameThePoint(outcome.point);
  };

  const onPick = (picked: Place) => {
    setMessage(null);
    movePoint({ lat: picked.lat, lng: picked.lng }, placeLabel(picked), { recentre: true });
  };

  const locateMe = async () => {
    setMessage(null);
    setLocating(true);
    try {
      const position = await currentPosition();
      const { point: located, fellBack } = pointInEgyptOrCairo(position);
      movePoint(located, null, { recentre: true });
      if (fellBack) setMessage({ tone: "info", text: t.outsideEgypt });
      await nameThePoint(located);
    } catch (error) {
      const text = error instanceof GeolocationFailure ? error.message : t.geoUnknown;
      setMessage({ tone: "error", text });
    } finally {
      setLocating(false);
    }
  };

  const confirm = () => {
    if (!point) {
      setMessage({ tone: "error", text: t.selectOnMapFirst });
      return;
    }
    if (!areas.data || !outlets.data) {
      const failed = areas.isError || outlets.isError;
      setMessage({ tone: "error", text: failed ? t.areasUnavailable : t.loadingAreas });
      return;
    }
    const outcome = decideConfirm(point, outletPositions(outlets.data), areas.data);
    if (!outcome.ok) {
      setMessage({ tone: "error", text: outcome.message });
      return;
    }
    setMessage(null);
    updateDraft(addressId, { point, place, closestOutletId: outcome.closestOutletId });
    onConfirmed();
  };

  const outletMarkers: MapMarker[] = useMemo(
    () =>
      (outlets.data ?? [])
        .filter((outlet) => outlet.delivery_enabled)
        .map((outlet) => ({
          id: outlet.id,
          label: outlet.name,
          lat: outlet.oracle_latitude,
          lng: outlet.oracle_longitude,
        })),
    [outlets.data],
  );
  const markers: MapMarker[] = useMemo(
    () =>
      point
        ? [...outletMarkers, { id: "user", label: t.yourLocation, kind: "user", ...point }]
        : outletMarkers,
    [outletMarkers, point],
  );
  const polygons: MapPolygon[] = useMemo(
    () => (areaList ?? []).map((area) => ({ id: area.outlet_id, points: area.delivery_coordinates })),
    [areaList],
  );

  return (
    <div className={styles.picker}>
      <div className={styles.searchArea}>
        <p className={styles.intro}>{t.pickerIntro}</p>
        <PlaceSearch onPick={onPick} />
        <button
          type="button"
          className={`${buttonStyles.secondary} ${styles.locate}`}
          onClick={() => void locateMe()}
          disabled={locating}
          aria-busy={locating}
        >
          <LocateIcon />
          {locating ? t.locating : t.useMyLocation}
        </button>
      </div>
      <div className={styles.mapArea}>
        <div className={styles.mapFrame}>
          <MapView
            label={t.mapLabel}
            center={view}
            zoom={PICKER_ZOOM}
            height={wide ? 560 : 320}
            markers={markers}
            polygons={polygons}
            onClick={onMapClick}
          />
          {/* Feedback sits on the map, where the person is looking after a click. */}
          <div className={styles.messages}>
            {message?.tone === "error" && (
              <p role="alert" className={styles.error}>
                {message.text}
              </p>
            )}
            {message?.tone === "info" && (
              <p role="status" className={styles.info}>
                {message.text}
              </p>
            )}
            {areas.isError && message?.text !== t.areasUnavailable && (
              <p role="alert" className={styles.error}>
                {t.areasUnavailable}
              </p>
            )}
          </div>
        </div>
        <MapLegend />
      </div>
      <div className={styles.confirmArea}>
        <section className={styles.selection} aria-labelledby="picker-selected">
          <h2 id="picker-selected" className={styles.selectionTitle}>
            {t.selectedPlace}
          </h2>
          <p className={styles.place} data-selected-point={point ? `${point.lat},${point.lng}` : undefined}>
            {point ? (
              <>
                {place && <span className={styles.placeName}>{place}</span>}
                <span className={styles.coordinates} dir="ltr">
                  {point.lat.toFixed(5)}, {point.lng.toFixed(5)}
                </span>
              </>
            ) : (
              t.noPlaceYet
            )}
          </p>
        </section>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.block}`} onClick={confirm}>
          {t.confirmLocation}
        </button>
      </div>
    </div>
  );
}
