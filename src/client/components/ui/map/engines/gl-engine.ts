// What maplibre-gl and mapbox-gl share (their APIs are siblings): one way to draw the scene,
// used by both engine modules. Markers are HTML elements, so their labels stay real text for
// screen readers.
import { isCoordinate, type LabelPlacement, placeLabels } from "../map-rules.ts";
import type { LatLng, MapCallbacks, MapController, MapMarker, MapPolygon, MapScene } from "../map-types.ts";
import { mapStrings as t } from "../messages.gen.ts";
import markerStyles from "./map-marker.module.css";

// Class names of the marker's parts (CSS modules type them as possibly absent).
const styles = {
  marker: markerStyles.marker ?? "",
  clickable: markerStyles.clickable ?? "",
  pin: markerStyles.pin ?? "",
  label: markerStyles.label ?? "",
  user: markerStyles.user ?? "",
};

type LngLatTuple = [number, number];
type Listener<E> = (event: E) => void;

/** The slice of the maplibre-gl / mapbox-gl Map this module uses. */
export type GlMap = {
  on(type: "load" | "moveend" | "resize", listener: Listener<unknown>): unknown;
  on(type: "click", listener: Listener<{ lngLat: LatLng }>): unknown;
  on(type: "error", listener: Listener<{ error?: unknown }>): unknown;
  addControl(control: unknown, position?: string): unknown;
  addSource(id: string, source: unknown): unknown;
  addLayer(layer: unknown, beforeId?: string): unknown;
  getSource(id: string): { setData(data: unknown): unknown } | undefined;
  getCenter(): LatLng;
  getZoom(): number;
  jumpTo(options: { center: LngLatTuple; zoom: number }): unknown;
  fitBounds(
    bounds: [LngLatTuple, LngLatTuple],
    options: { padding: number; maxZoom: number; duration: number },
  ): unknown;
  project(lngLat: LngLatTuple): { x: number; y: number };
  unproject(point: [number, number]): LatLng;
  getStyle(): { layers?: { id: string; type: string }[] } | undefined;
  getContainer(): HTMLElement;
  touchZoomRotate?: { disableRotation(): void };
  remove(): void;
};
type GlMarker = { setLngLat(lngLat: LngLatTuple): GlMarker; addTo(map: GlMap): GlMarker; remove(): void };

export type GlLibrary = {
  Map: new (options: Record<string, unknown>) => GlMap;
  Marker: new (options: { element: HTMLElement; anchor: "center" }) => GlMarker;
  NavigationControl: new (options: { showCompass: boolean }) => unknown;
};

/** Time allowed for the first draw before the map counts as failed. */
const FIRST_DRAW_TIMEOUT_MS = 20_000;
const POLYGON_SOURCE = "app-polygons";
const DEFAULT_POLYGON_COLOR = "#a3261b";
/** Room left around fitted points, in px (a marker's label needs some). */
const FIT_PADDING_PX = 48;

export function mountGlMap(
  lib: GlLibrary,
  container: HTMLElement,
  initial: MapScene,
  callbacks: MapCallbacks,
  engineOptions: Record<string, unknown>,
  /** What an engine adds to its own map once the style has loaded (the offline basemap's). */
  onStyleLoaded?: (map: GlMap) => void,
): MapController {
  let scene = initial;
  let loaded = false;
  let destroyed = false;
  let markers: { marker: GlMarker; element: HTMLElement; data: MapMarker }[] = [];

  const map = new lib.Map({
    container,
    center: toLngLat(scene.center),
    zoom: scene.zoom,
    cooperativeGestures: scene.interactive && scene.cooperativeGestures,
    interactive: scene.interactive,
    dragRotate: false,
    pitchWithRotate: false,
    locale: engineTexts(),
    ...engineOptions,
  });
  map.touchZoomRotate?.disableRotation();
  // The zoom buttons sit at the top of the inline end, where the page's own controls are.
  const rtl = getComputedStyle(container).direction === "rtl";
  if (scene.interactive) {
    map.addControl(new lib.NavigationControl({ showCompass: false }), rtl ? "top-left" : "top-right");
  }

  const failTimer = setTimeout(() => {
    if (!loaded && !destroyed) callbacks.onFailure(new Error("The map did not draw in time."));
  }, FIRST_DRAW_TIMEOUT_MS);

  map.on("error", (event) => {
    if (!loaded) {
      clearTimeout(failTimer);
      callbacks.onFailure(event.error);
    } else {
      console.warn("map:", event.error); // a late tile or style hiccup; the map is still usable
    }
  });

  map.on("load", () => {
    if (destroyed) return;
    loaded = true;
    clearTimeout(failTimer);
    fitView();
    onStyleLoaded?.(map);
    drawPolygons();
    drawMarkers();
    callbacks.onCenterChange(map.getCenter());
    callbacks.onReady();
  });

  map.on("moveend", () => {
    callbacks.onCenterChange(map.getCenter());
    layoutLabels();
  });
  map.on("resize", layoutLabels);

  map.on("click", (event) => {
    // A click on a marker reaches the map too; the marker handles it.
    callbacks.events().onClick?.(event.lngLat.lat, event.lngLat.lng);
  });

  /** Shows every fit point (no closer than the scene's zoom); false when there are none. */
  function fitView(): boolean {
    const points = (scene.fitPoints ?? []).filter(isCoordinate);
    if (points.length === 0) return false;
    const lats = points.map((p) => p.lat);
    const lngs = points.map((p) => p.lng);
    const padding = Math.max(
      0,
      Math.min(FIT_PADDING_PX, container.clientWidth / 4, container.clientHeight / 4),
    );
    map.fitBounds(
      [
        [Math.min(...lngs), Math.min(...lats)],
        [Math.max(...lngs), Math.max(...lats)],
      ],
      { padding, maxZoom: scene.zoom, duration: 0 },
    );
    return true;
  }

  function drawMarkers() {
    for (const { marker } of markers) marker.remove();
    const markerClicks = callbacks.events().onMarkerClick !== undefined;
    markers = scene.markers.filter(isCoordinate).map((data) => {
      // The user's own point is never a button: clicks go through it to the map.
      const clickable = markerClicks && data.kind !== "user";
      const element = markerElement(data, clickable);
      if (clickable) {
        element.addEventListener("click", (event) => {
          event.stopPropagation();
          callbacks.events().onMarkerClick?.(data.id);
        });
      }
      const marker = new lib.Marker({ element, anchor: "center" }).setLngLat(toLngLat(data)).addTo(map);
      return { marker, element, data };
    });
    layoutLabels();
  }

  function layoutLabels() {
    if (markers.length === 0) return;
    const width = container.clientWidth;
    const boxes = markers.map(({ element, data }) => {
      const label = element.querySelector<HTMLElement>(`.${styles.label}`);
      const point = map.project(toLngLat(data));
      return {
        x: rtl ? width - point.x : point.x,
        y: point.y,
        width: label?.offsetWidth ?? 0,
        height: label?.offsetHeight ?? 0,
      };
    });
    const frame = container.getBoundingClientRect();
    const controls = [...container.querySelectorAll(".maplibregl-ctrl, .mapboxgl-ctrl")].map((control) => {
      const rect = control.getBoundingClientRect();
      const x = rect.left - frame.left;
      return {
        x: rtl ? width - x - rect.width : x,
        y: rect.top - frame.top,
        width: rect.width,
        height: rect.height,
      };
    });
    const placements: LabelPlacement[] = placeLabels(
      boxes,
      { width, height: container.clientHeight },
      controls,
    );
    markers.forEach(({ element }, index) => {
      element.dataset.labelPlacement = placements[index] ?? "hidden";
    });
  }

  function drawPolygons() {
    const data = polygonCollection(scene.polygons);
    const source = map.getSource(POLYGON_SOURCE);
    if (source) {
      source.setData(data);
      return;
    }
    map.addSource(POLYGON_SOURCE, { type: "geojson", data });
    // Under the map's names, so a red area never hides a street's or a district's.
    const firstLabels = map.getStyle()?.layers?.find((layer) => layer.type === "symbol")?.id;
    map.addLayer(
      {
        id: `${POLYGON_SOURCE}-fill`,
        type: "fill",
        source: POLYGON_SOURCE,
        paint: { "fill-color": ["get", "color"], "fill-opacity": 0.2 },
      },
      firstLabels,
    );
    map.addLayer(
      {
        id: `${POLYGON_SOURCE}-line`,
        type: "line",
        source: POLYGON_SOURCE,
        paint: { "line-color": ["get", "color"], "line-width": 3 },
      },
      firstLabels,
    );
  }

  return {
    update(next) {
      const previous = scene;
      scene = next;
      if (!loaded) return;
      const viewChanged =
        next.center.lat !== previous.center.lat ||
        next.center.lng !== previous.center.lng ||
        next.zoom !== previous.zoom ||
        next.fitPoints !== previous.fitPoints;
      if (viewChanged && !fitView()) {
        map.jumpTo({ center: toLngLat(next.center), zoom: next.zoom });
      }
      if (next.markers !== previous.markers) drawMarkers();
      if (next.polygons !== previous.polygons) drawPolygons();
    },
    destroy() {
      destroyed = true;
      clearTimeout(failTimer);
      for (const { marker } of markers) marker.remove();
      map.remove();
    },
  };
}

/**
 * The engines' own texts (button names, the gesture hints) in the page's language; each engine
 * reads its own keys and ignores the other's.
 */
function engineTexts(): Record<string, string> {
  return {
    "Map.Title": t.map,
    "NavigationControl.ZoomIn": t.zoomIn,
    "NavigationControl.ZoomOut": t.zoomOut,
    // maplibre-gl
    "CooperativeGesturesHandler.WindowsHelpText": t.ctrlScroll,
    "CooperativeGesturesHandler.MacHelpText": t.cmdScroll,
    "CooperativeGesturesHandler.MobileHelpText": t.twoFingers,
    // mapbox-gl
    "ScrollZoomBlocker.CtrlMessage": t.ctrlScroll,
    "ScrollZoomBlocker.CmdMessage": t.cmdScroll,
    "TouchPanBlocker.Message": t.twoFingers,
  };
}

function toLngLat({ lat, lng }: LatLng): LngLatTuple {
  return [lng, lat];
}

function markerElement(data: MapMarker, clickable: boolean): HTMLElement {
  const element = document.createElement(clickable ? "button" : "div");
  if (element instanceof HTMLButtonElement) element.type = "button";
  element.className = [styles.marker, clickable && styles.clickable, data.kind === "user" && styles.user]
    .filter(Boolean)
    .join(" ");
  element.dataset.mapMarker = String(data.id);
  element.dataset.labelPlacement = "end";
  const pin = document.createElement("span");
  pin.className = styles.pin;
  pin.setAttribute("aria-hidden", "true");
  const label = document.createElement("span");
  label.className = styles.label;
  label.textContent = data.label;
  element.append(pin, label);
  return element;
}

function polygonColor(polygon: MapPolygon): string {
  if (polygon.color) return polygon.color;
  const token = getComputedStyle(document.documentElement).getPropertyValue("--color-danger").trim();
  return token || DEFAULT_POLYGON_COLOR;
}

function polygonCollection(polygons: MapPolygon[]) {
  return {
    type: "FeatureCollection",
    features: polygons
      .map((polygon) => ({ polygon, ring: polygon.points.filter(isCoordinate).map(toLngLat) }))
      .filter(({ ring }) => ring.length >= 3)
      .map(({ polygon, ring }) => ({
        type: "Feature",
        id: polygon.id,
        properties: { id: String(polygon.id), color: polygonColor(polygon) },
        geometry: { type: "Polygon", coordinates: [[...ring, ring[0]]] },
      })),
  };
}
