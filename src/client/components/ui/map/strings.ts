// Spec section 8, maps.
export const mapStrings = {
  loading: "Loading map...",
  error: "Error loading maps",
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
} as const;
