// The entry. The landing pages arrive rendered (src/client/prerender): the browser paints them
// before the app's code is even requested, so on a phone's network the hero never waits behind
// ~150 KiB of JavaScript. Other pages start at once: their shell preloads the app's code, and
// paints the screen's skeleton, if any, while it downloads.
import "./styles/global.css";
import "./styles/arabic-font.css";
import { landingPageIn, landingPageLocale } from "#shared/contract/pages.ts";
import { intlTagOf } from "#shared/i18n/locale.ts";
import { showDemoMark } from "./lib/demo-mark.ts";
import { warmUpIntlOffMainThread } from "./lib/intl-warm-up.ts";
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
// A screen painted before its code (the menu, the cart, the order history) formats prices and
// Cairo times when the app renders it: without a service worker the code is still on its way,
// and a worker sets ICU up meanwhile, once the screen is on, so as not to slow its paint. (With
// one, the app starts at once, before a worker would be done.)
if (document.querySelector("[data-route-skeleton]") && !navigator.serviceWorker?.controller) {
  afterFirstContentfulPaint(() => warmUpIntlOffMainThread(intlTagOf(currentLocale())));
}

if (document.getElementById("root")?.dataset.prerendered) {
  await new Promise<void>((painted) => afterFirstFrame(painted));
}
await import("./start.tsx");

/** After the painted screen's first frame, in a task of its own. */
function afterFirstFrame(task: () => void) {
  requestAnimationFrame(() => setTimeout(task));
}

/** Once the page has painted text or a picture (a first frame may have neither), in a task of its own. */
function afterFirstContentfulPaint(task: () => void) {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return afterFirstFrame(task);
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    setTimeout(task);
  }).observe({ type: "paint", buffered: true });
}

/** The typeface's regular weight asked for now, not when the first Arabic text is laid out. */
function preloadFont(href: string) {
  if (document.querySelector(`link[rel="preload"][href="${href}"]`)) return; // a prerendered Arabic page
  const link = Object.assign(document.createElement("link"), { rel: "preload", as: "font", href });
  link.type = "font/woff2";
  link.crossOrigin = "anonymous";
  document.head.append(link);
}
