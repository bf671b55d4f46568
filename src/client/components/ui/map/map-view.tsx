import { useEffect, useRef, useState } from "react";
import { publicConfig } from "#client/lib/public-config.ts";
import { useLocale } from "#client/lib/use-locale.ts";
import { useNearViewport } from "../lazy-image.tsx";
import { chooseMapEngine, loadWithRetry, type MapEngineName } from "./map-rules.ts";
import type {
  LatLng,
  MapController,
  MapEngineModule,
  MapEvents,
  MapMarker,
  MapPolygon,
  MapScene,
} from "./map-types.ts";
import styles from "./map-view.module.css";
import { mapStrings as t } from "./messages.gen.ts";

export type { LatLng, MapMarker, MapPolygon } from "./map-types.ts";

export type MapViewProps = {
  /** The map region's accessible name. */
  label: string;
  center: LatLng;
  zoom: number;
  /** Height of the map in px (the width follows its container). */
  height: number;
  markers?: MapMarker[];
  /** Delivery areas and the like; red unless a polygon says otherwise. */
  polygons?: MapPolygon[];
  onClick?: (lat: number, lng: number) => void;
  onMarkerClick?: (id: string | number) => void;
  /** Page scroll wins over the map (two fingers or Ctrl + wheel move it). Default true. */
  cooperativeGestures?: boolean;
  /** false: a static picture with no pan, zoom or buttons (e.g. a card). Default true. */
  interactive?: boolean;
  /** Show all of these points, no closer than `zoom` (`center` is then only the first guess). */
  fitPoints?: LatLng[];
  /** What the map shows is still loading: show the loading state and start nothing yet. */
  pending?: boolean;
  className?: string;
};

// The engines are separate chunks: nothing of either is on the first render's path.
const engines: Record<MapEngineName, () => Promise<MapEngineModule>> = {
  maplibre: () => import("./engines/maplibre-engine.ts"),
  mapbox: () => import("./engines/mapbox-engine.ts"),
};

const NO_MARKERS: MapMarker[] = [];
const NO_POLYGONS: MapPolygon[] = [];
type Status = "loading" | "ready" | "error";

/**
 * A map that loads its engine only when it comes near the viewport: mapbox-gl when a Mapbox
 * token is configured, else maplibre-gl with the bundled offline basemap. Shows 'Loading map...'
 * until the first draw and 'Error loading maps' when the engine or its style cannot load.
 */
export function MapView({
  label,
  center,
  zoom,
  height,
  markers = NO_MARKERS,
  polygons = NO_POLYGONS,
  onClick,
  onMarkerClick,
  cooperativeGestures = true,
  interactive = true,
  fitPoints,
  pending = false,
  className,
}: MapViewProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const controllerRef = useRef<MapController | null>(null);
  const near = useNearViewport(frameRef, { margin: 200 });
  const start = near && !pending;
  const [status, setStatus] = useState<Status>("loading");
  const engine = chooseMapEngine(publicConfig.mapboxToken);
  // The engine takes its texts and the side of its buttons when it starts: a new one after a
  // change of language.
  const locale = useLocale();

  const scene: MapScene = { center, zoom, markers, polygons, cooperativeGestures, interactive, fitPoints };
  const sceneRef = useRef(scene);
  sceneRef.current = scene;
  const eventsRef = useRef<MapEvents>({});
  eventsRef.current = { onClick, onMarkerClick };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language is a new map (see above)
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!start || !canvas) return;
    let cancelled = false;
    const fail = (error: unknown) => {
      if (cancelled) return;
      console.warn("The map could not load:", error);
      setStatus("error");
    };
    setStatus("loading");
    loadWithRetry(engines[engine])
      .then((module) =>
        module.mount(canvas, sceneRef.current, {
          onReady: () => {
            if (!cancelled) setStatus("ready");
          },
          onFailure: fail,
          onCenterChange: ({ lat, lng }) => {
            frameRef.current?.setAttribute("data-map-center", `${lat.toFixed(6)},${lng.toFixed(6)}`);
          },
          events: () => eventsRef.current,
        }),
      )
      .then((controller) => {
        if (cancelled) controller.destroy();
        else controllerRef.current = controller;
      })
      .catch(fail);
    return () => {
      cancelled = true;
      controllerRef.current?.destroy();
      controllerRef.current = null;
    };
  }, [start, engine, locale]);

  // Keep the drawn map in step with its props.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scene is compared by these values
  useEffect(() => {
    controllerRef.current?.update(sceneRef.current);
  }, [center.lat, center.lng, zoom, markers, polygons, fitPoints, status]);

  return (
    <section
      ref={frameRef}
      className={className ? `${styles.frame} ${className}` : styles.frame}
      style={{ blockSize: `${height}px` }}
      aria-label={label}
      data-map-engine={engine}
      data-map-status={status}
    >
      <div ref={canvasRef} className={styles.canvas} hidden={status === "error"} />
      {status === "loading" && (
        <p className={styles.overlay} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {t.loading}
        </p>
      )}
      {status === "error" && (
        <p className={`${styles.overlay} ${styles.error}`} role="alert">
          {t.error}
        </p>
      )}
    </section>
  );
}
