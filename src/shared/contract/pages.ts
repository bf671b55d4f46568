// Which HTML file answers a page request. The landing pages are rendered at build time
// (src/client/prerender), each at its own pathname; every other client route gets the empty
// app shell. The server and the service worker both answer navigations from this table.

/** Pathname → the prerendered file that answers it. */
export const prerenderedPages: Readonly<Record<string, string>> = {
  "/": "index.html",
  "/home": "home.html",
  "/home2": "home2.html",
};

export const APP_SHELL = "app-shell.html";

export function pageFileFor(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return prerenderedPages[trimmed] ?? APP_SHELL;
}
