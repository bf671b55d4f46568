// The entry. The landing pages arrive rendered (src/client/prerender): the browser paints them
// before the app's code is even requested, so on a phone's network the hero never waits behind
// ~150 KiB of JavaScript. Other pages start at once: their shell preloads the app's code, and
// paints the screen's skeleton, if any, while it downloads.
import "./styles/global.css";
import "./styles/arabic-font.css";
import { landingPageIn, landingPageLocale } from "#shared/contract/pages.ts";
import { CAIRO_TIME_ZONE } from "#shared/rules/cairo-time-zone.ts";
import { showDemoMark } from "./lib/demo-mark.ts";
import { applyLocaleToDocument, currentLocale } from "./lib/locale.ts";
import arabicFont from "./styles/fonts/ibm-plex-sans-arabic-400.woff2?url";

// A landing page in the other language than the customer's (an installed app starting at `/`
// after they chose Arabic, say): its twin instead, before anything else runs.
const landingLocale = landingPageLocale(location.pathname);
if (landingLocale && landingLocale !== currentLocale()) {
  location.replace(`${landingPageIn(location.pathname, currentLocale())}${location.search}${location.hash}`);
  await new Promise(() => {}); // the page is being replaced
}
applyLocaleToDocument();
if (currentLocale() === "ar") preloadFont(arabicFont);
showDemoMark();
if (document.querySelector("[data-route-skeleton]") && !navigator.serviceWorker?.controller) {
  afterFirstFrame(loadTimeZoneData);
}

if (document.getElementById("root")?.dataset.prerendered) {
  await new Promise<void>((painted) => afterFirstFrame(painted));
}
await import("./start.tsx");

/**
 * A screen painted before its code (the menu, the cart, the order history) shows Cairo times once
 * the app renders, and the first time-zone format a page makes loads ICU's data: about a sixth of
 * their start-up's CPU on a phone (`bench:main-thread`'s profile), in one piece that the first
 * render cannot slice. Without a service worker to answer from its cache, the code is still on
 * its way: the main thread has the time now. With one, the app starts at once and makes it itself.
 */
function loadTimeZoneData() {
  new Intl.DateTimeFormat("en-GB", { timeZone: CAIRO_TIME_ZONE }).format(0);
}

/** After the painted screen's first frame, in a task of its own. */
function afterFirstFrame(task: () => void) {
  requestAnimationFrame(() => setTimeout(task));
}

/** The typeface's regular weight asked for now, not when the first Arabic text is laid out. */
function preloadFont(href: string) {
  if (document.querySelector(`link[rel="preload"][href="${href}"]`)) return; // a prerendered Arabic page
  const link = Object.assign(document.createElement("link"), { rel: "preload", as: "font", href });
  link.type = "font/woff2";
  link.crossOrigin = "anonymous";
  document.head.append(link);
}
