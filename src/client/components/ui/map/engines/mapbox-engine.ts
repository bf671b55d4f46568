// mapbox-gl for production when a Mapbox access token is configured (it draws nothing without
// one). Loaded lazily (with its CSS) only where a map is shown and only when a token is set.
import "mapbox-gl/dist/mapbox-gl.css";
import mapboxgl from "mapbox-gl";
import { publicConfig } from "#client/lib/public-config.ts";
import type { MapEngineModule } from "../map-types.ts";
import { type GlLibrary, mountGlMap } from "./gl-engine.ts";

export const mount: MapEngineModule["mount"] = async (container, scene, callbacks) => {
  mapboxgl.accessToken = publicConfig.mapboxToken;
  return mountGlMap(mapboxgl as unknown as GlLibrary, container, scene, callbacks, {
    style: publicConfig.mapboxStyle,
  });
};
