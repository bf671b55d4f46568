/**
 * Set by a server in demo mode on every answer; the browser shows a "Demo" marker while it is
 * there. A cookie, because the pages are built once and served offline by the service worker,
 * so they cannot carry the server's mode themselves.
 */
export const DEMO_MODE_COOKIE = "storefront_demo";
