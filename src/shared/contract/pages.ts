// Which HTML file answers a page request. The landing pages are rendered at build time
// (src/client/prerender), each at its own pathname; a few routes get a shell painting their
// skeleton; every other client route gets the empty app shell. The server and the service worker both answer
// navigations from these tables.

import type { Locale } from "#shared/i18n/locale.ts";

/** The English landing pages and their Arabic twins, rendered in their language at build time. */
const arabicTwins: Readonly<Record<string, string>> = {
  "/": "/ar",
  "/home": "/ar/home",
  "/home2": "/ar/home2",
};

/** Pathname → the prerendered file that answers it. */
export const prerenderedPages: Readonly<Record<string, string>> = {
  "/": "index.html",
  "/home": "home.html",
  "/home2": "home2.html",
  "/ar": "ar.html",
  "/ar/home": "ar-home.html",
  "/ar/home2": "ar-home2.html",
};

const trimmed = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);

/** The language a landing page is written in; undefined for any other page. */
export function landingPageLocale(pathname: string): Locale | undefined {
  const page = trimmed(pathname);
  if (page in arabicTwins) return "en";
  return Object.values(arabicTwins).includes(page) ? "ar" : undefined;
}

/** The same landing page in `locale`: itself, its twin, or undefined when it is no landing page. */
export function landingPageIn(pathname: string, locale: Locale): string | undefined {
  const page = trimmed(pathname);
  const language = landingPageLocale(page);
  if (!language || language === locale) return language && page;
  return locale === "ar"
    ? arabicTwins[page]
    : Object.keys(arabicTwins).find((english) => arabicTwins[english] === page);
}

/**
 * Client routes customers open directly (the home-screen shortcuts Menu and Re-order, the
 * cart): their own shell, which paints the screen's skeleton (src/client/prerender/
 * route-skeletons.tsx) and preloads the route's code.
 */
export const routeShells: Readonly<Record<string, string>> = {
  "/store-menu": "store-menu.html", // MENU_PAGE_PATH
  "/order-history": "order-history.html",
  "/cart": "cart.html", // CART_PAGE_PATH
};

export const APP_SHELL = "app-shell.html";

export const MENU_PAGE_PATH = "/store-menu";
export const CART_PAGE_PATH = "/cart";

/**
 * The build's folder of what the server paints a cold load of the menu and of the cart with
 * (shared/contract/menu-paint.ts, cart-paint.ts): the module that renders their opening screens
 * (src/client/prerender/render-openings.tsx, built for Node) and the pages they go in.
 */
export const SERVER_PAINT_DIR = ".server-paint";
export const SERVER_PAINT_RENDERER = `${SERVER_PAINT_DIR}/render-openings.js`;
export const MENU_PAINT_SHELL = `${SERVER_PAINT_DIR}/store-menu.html`;
export const CART_PAINT_SHELL = `${SERVER_PAINT_DIR}/cart.html`;

export function pageFileFor(pathname: string): string {
  const page = trimmed(pathname);
  return prerenderedPages[page] ?? routeShells[page] ?? APP_SHELL;
}

/** Every HTML file a navigation can be answered with. */
export const pageFiles: readonly string[] = [
  APP_SHELL,
  ...Object.values(prerenderedPages),
  ...Object.values(routeShells),
];

/**
 * Pages the service worker does not keep (~10 KiB each): `/home`, the same page as `/`, the older
 * `/home2` landing page and the Arabic twins of `/home` and `/home2`. The installed app starts at
 * `/` (or `/ar`); offline, these links get the app shell, which renders the same page.
 */
export const pagesNotPrecached: readonly string[] = [
  "home.html",
  "home2.html",
  "ar-home.html",
  "ar-home2.html",
];

/**
 * The pages the service worker keeps, and answers navigations with offline. (Marked pure: the
 * page's entry imports this module for other names, and leaves this list out.)
 */
export const precachedPageFiles = /* @__PURE__ */ pageFiles.filter(
  (file) => !pagesNotPrecached.includes(file),
);
