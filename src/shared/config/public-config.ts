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
} as const;

export type PublicConfigKey = keyof typeof publicConfigDefaults;
