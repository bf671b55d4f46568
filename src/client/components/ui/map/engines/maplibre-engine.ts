// maplibre-gl with the bundled offline basemap of Greater Cairo: no token, no tiles, no network
// beyond this site. Loaded lazily (with its CSS) only where a map is shown.
import "maplibre-gl/dist/maplibre-gl.css";
import * as maplibregl from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import type { MapEngineModule } from "../map-types.ts";
import { type GlLibrary, mountGlMap } from "./gl-engine.ts";

// After a Vite build the worker must be pointed at explicitly (toolchain notes).
maplibregl.setWorkerUrl(workerUrl);

export const BASEMAP_URL = `${import.meta.env.BASE_URL}maps/cairo-basemap.json`;

let basemap: Promise<unknown> | undefined;
function loadBasemap(): Promise<unknown> {
  basemap ??= fetch(BASEMAP_URL).then((response) => {
    if (!response.ok) throw new Error(`The basemap answered ${response.status}.`);
    return response.json() as Promise<unknown>;
  });
  basemap.catch(() => {
    basemap = undefined; // try again next time
  });
  return basemap;
}

export const mount: MapEngineModule["mount"] = async (container, scene, callbacks) => {
  const style = await loadBasemap();
  return mountGlMap(maplibregl as unknown as GlLibrary, container, scene, callbacks, {
    style,
    minZoom: 8,
    // 18: the address card's close-up (spec section 9); the basemap is vector data, so it holds.
    maxZoom: 18,
    attributionControl: false,
  });
};
