// Values the spec leaves open ({phone}, {product}) and other public settings. The browser gets
// them at build time (Vite exposes PUBLIC_* variables); the server reads the same variables, so
// one setting changes both. These defaults are the demo's.
export const publicConfigDefaults = {
  /** Helpline and customer care number ({phone} in the spec). */
  PUBLIC_HELPLINE_PHONE: "+20 2 2358 7000",
  /** The `{product} Box` menu group, ordered by messaging rather than online. */
  PUBLIC_BOX_PRODUCT: "Brew",
  /** Where the in-store payment result pages link out to. */
  PUBLIC_INSTORE_SITE_URL: "https://instore.example.com/",
  /** Base address of the JSON API; the chain's existing backend can be used instead. */
  PUBLIC_API_BASE_URL: "/api",
  /** Mapbox access token. Empty: maps use maplibre-gl with the bundled offline basemap. */
  PUBLIC_MAPBOX_TOKEN: "",
  /** The Mapbox style used when a token is set (a grey style). */
  PUBLIC_MAPBOX_STYLE: "mapbox://styles/mapbox/light-v11",
  /** Where finger food for big gatherings is ordered by message (a WhatsApp chat link). */
  PUBLIC_MESSAGING_URL: "https://wa.me/20223587000",
  /** The chain's social accounts, linked from the landing page's footer. */
  PUBLIC_INSTAGRAM_URL: "https://www.instagram.com/",
  PUBLIC_FACEBOOK_URL: "https://www.facebook.com/",
  PUBLIC_TIKTOK_URL: "https://www.tiktok.com/",
  /** Store kiosks: seconds without a touch before 'Still there?' asks (then the session is wiped). */
  PUBLIC_KIOSK_IDLE_SECONDS: "90",
  /** Store kiosks: seconds 'Still there?' counts down, and the payment result pages wait. */
  PUBLIC_KIOSK_COUNTDOWN_SECONDS: "20",
} as const;

export type PublicConfigKey = keyof typeof publicConfigDefaults;
