// maplibre-gl with the built-in offline basemap of Greater Cairo: no token, no tiles, no network.
// Loaded lazily (with its CSS and the basemap's data) only where a map is shown.
import "maplibre-gl/dist/maplibre-gl.css";
import * as maplibregl from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { currentLocale, type Locale } from "#shared/i18n/locale.ts";
import { basemapStyle, labelFonts } from "../basemap/basemap-style.ts";
import { HERE_LABEL_MINZOOM, surroundingsOf, surroundingsText } from "../basemap/here-label.ts";
import type { MapEngineModule } from "../map-types.ts";
import { type GlLibrary, type GlMap, mountGlMap } from "./gl-engine.ts";

// After a Vite build the worker must be pointed at explicitly (toolchain notes).
maplibregl.setWorkerUrl(workerUrl);

const HERE_SOURCE = "here";
/** How far down the view the centre's name sits: below the marker, clear of the zoom buttons. */
const HERE_LABEL_HEIGHT = 0.8;

/** From zoom 15, names the neighbourhood and district at the centre of the view (here-label.ts). */
function nameTheCentre(map: GlMap, locale: Locale) {
  const empty = { type: "FeatureCollection", features: [] };
  map.addSource(HERE_SOURCE, { type: "geojson", data: empty });
  map.addLayer({
    id: "here-label",
    type: "symbol",
    source: HERE_SOURCE,
    minzoom: HERE_LABEL_MINZOOM,
    layout: {
      "text-field": ["get", "text"],
      "text-font": labelFonts.bold,
      "text-size": 15,
      "text-line-height": 1.3,
      "text-max-width": 14,
      "text-allow-overlap": true,
    },
    paint: { "text-color": "#4a3b31", "text-halo-color": "#f6f5f2", "text-halo-width": 2 },
  });
  const place = () => {
    const source = map.getSource(HERE_SOURCE);
    if (!source) return;
    const centre = map.getCenter();
    const surroundings =
      map.getZoom() >= HERE_LABEL_MINZOOM ? surroundingsOf([centre.lat, centre.lng]) : null;
    if (!surroundings) {
      source.setData(empty);
      return;
    }
    const box = map.getContainer();
    const at = map.unproject([box.clientWidth / 2, box.clientHeight * HERE_LABEL_HEIGHT]);
    source.setData({
      type: "FeatureCollection",
      features: [
        {
          type: "Feature",
          properties: { text: surroundingsText(surroundings, locale) },
          geometry: { type: "Point", coordinates: [at.lng, at.lat] },
        },
      ],
    });
  };
  map.on("moveend", place);
  map.on("resize", place);
  place();
}

export const mount: MapEngineModule["mount"] = async (container, scene, callbacks) => {
  const locale = currentLocale();
  return mountGlMap(
    maplibregl as unknown as GlLibrary,
    container,
    scene,
    callbacks,
    {
      style: basemapStyle(locale),
      minZoom: 8,
      // 18: the address card's close-up (spec section 9); the basemap is vector data, so it holds.
      maxZoom: 18,
      attributionControl: false,
    },
    (map) => nameTheCentre(map, locale),
  );
};
