export type LatLng = { lat: number; lng: number };

export type MapMarker = LatLng & {
  id: string | number;
  /** Shown beside the pin, and the marker's accessible name. */
  label: string;
  /**
   * "place" (default): an outlet or the like. "user": the person's chosen point, drawn larger
   * in another colour; it lets clicks through to the map so a click beside it still counts.
   */
  kind?: "place" | "user";
};

export type MapPolygon = {
  id: string | number;
  /** The ring's corners; it is closed automatically. */
  points: LatLng[];
  /** A red delivery area unless told otherwise. */
  color?: string;
};

/** What an engine needs to draw; the React component keeps it current. */
export type MapScene = {
  center: LatLng;
  zoom: number;
  markers: MapMarker[];
  polygons: MapPolygon[];
  /** Page scroll wins over the map: two fingers (or Ctrl + wheel) move it. */
  cooperativeGestures: boolean;
  /** false: a static picture (no pan, zoom or buttons), e.g. the address card. */
  interactive: boolean;
  /** When given, the view shows all of these points, at no more than `zoom`. */
  fitPoints?: LatLng[];
};

export type MapEvents = {
  onClick?: (lat: number, lng: number) => void;
  onMarkerClick?: (id: string | number) => void;
};

export type MapCallbacks = {
  /** The first complete draw. */
  onReady: () => void;
  /** Nothing could be drawn (engine, style or WebGL failure before the first draw). */
  onFailure: (error: unknown) => void;
  onCenterChange: (center: LatLng) => void;
  /** The latest event handlers (they change between renders). */
  events: () => MapEvents;
};

export type MapController = {
  update(scene: MapScene): void;
  destroy(): void;
};

export type MapEngineModule = {
  mount(container: HTMLElement, scene: MapScene, callbacks: MapCallbacks): Promise<MapController>;
};
