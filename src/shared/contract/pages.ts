// Which HTML file answers a page request. The landing pages are rendered at build time
// (src/client/prerender), each at its own pathname; a few routes get a shell painting their
// skeleton; every other client route gets the empty app shell. The server and the service worker both answer
// navigations from these tables.

/** Pathname → the prerendered file that answers it. */
export const prerenderedPages: Readonly<Record<string, string>> = {
  "/": "index.html",
  "/home": "home.html",
  "/home2": "home2.html",
};

/**
 * Client routes customers open directly (the home-screen shortcuts Menu and Re-order, the
 * cart): their own shell, which paints the screen's skeleton (src/client/prerender/
 * route-skeletons.tsx) and preloads the route's code.
 */
export const routeShells: Readonly<Record<string, string>> = {
  "/store-menu": "store-menu.html",
  "/order-history": "order-history.html",
  "/cart": "cart.html",
};

export const APP_SHELL = "app-shell.html";

export function pageFileFor(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return prerenderedPages[trimmed] ?? routeShells[trimmed] ?? APP_SHELL;
}

/** Every HTML file a navigation can be answered with. */
export const pageFiles: readonly string[] = [
  APP_SHELL,
  ...Object.values(prerenderedPages),
  ...Object.values(routeShells),
];
