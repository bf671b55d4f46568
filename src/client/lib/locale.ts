// The language this device reads: the customer's choice once made (kept in local storage),
// before that an Arabic landing page's own language, else the browser's. main.tsx imports this
// first, so every message reads the right language from the first render. No React and no zod
// here: the entry stays small.
import { landingPageLocale } from "#shared/contract/pages.ts";
import {
  currentLocale,
  directionOf,
  isLocale,
  type Locale,
  negotiateLocale,
  setLocaleSource,
} from "#shared/i18n/locale.ts";

/** Local storage key of the customer's choice (listed with the others in lib/storage.ts). */
export const LANGUAGE_KEY = "language";

function chosenLocale(): Locale | undefined {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return isLocale(stored) ? stored : undefined;
  } catch {
    return undefined; // storage disabled by the browser's privacy settings
  }
}

function initialLocale(): Locale {
  if (typeof window === "undefined") return "en";
  return (
    chosenLocale() ??
    (landingPageLocale(location.pathname) === "ar" ? "ar" : negotiateLocale(navigator.languages))
  );
}

let active = initialLocale();
setLocaleSource(() => active);
const listeners = new Set<() => void>();

/** `lang` and `dir` on the document, so CSS's logical properties and `:lang(ar)` follow. */
export function applyLocaleToDocument(): void {
  document.documentElement.lang = active;
  document.documentElement.dir = directionOf(active);
}

/** The customer's choice: remembered on the device, applied at once. */
export function chooseLocale(next: Locale): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, next);
  } catch {
    // not remembered, but still applied for this visit
  }
  setActive(next);
}

function setActive(next: Locale) {
  if (next === active) return;
  active = next;
  applyLocaleToDocument();
  for (const listener of listeners) listener();
}

/** The language a customer's profile keeps, on a device where none was chosen yet. */
export function adoptProfileLocale(locale: Locale): void {
  if (!chosenLocale()) chooseLocale(locale);
}

/** Back to the browser's language, for the next customer of a shared store tablet. */
export function forgetLocaleChoice(): void {
  try {
    localStorage.removeItem(LANGUAGE_KEY);
  } catch {
    // nothing was remembered
  }
  setActive(negotiateLocale(navigator.languages));
}

export function subscribeToLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export { currentLocale };
