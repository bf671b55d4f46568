// A cold load of /store-menu (no service worker yet) is painted by the server with the menu's
// opening cards when the browser says which outlet's menu it opens, in which language: the page
// then shows its largest content before the app's ~170 KiB of code has arrived and run. The
// browser says so in a cookie the app keeps in step with the chosen outlet and the language
// (client/lib/paint-cookies.ts); neither value is personal. The page carries the answers it was
// painted from, so the app's first render draws the same screen instead of a skeleton.
import { isLocale, type Locale } from "#shared/i18n/locale.ts";
import type { FetchMenuResponse } from "./menu.ts";
import type { FetchOutletResponse } from "./outlets.ts";

export const MENU_VIEW_COOKIE = "menu_view";

export type MenuView = { outletId: number; locale: Locale };

/** The cookie, as `document.cookie` takes it: for a year, sent with the site's own navigations. */
export const menuViewCookie = ({ outletId, locale }: MenuView): string =>
  `${MENU_VIEW_COOKIE}=${outletId}.${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;

/** Written when no outlet is chosen (the menu would send the customer to choose one): it goes. */
export const noMenuViewCookie = `${MENU_VIEW_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;

/** The menu view of a Cookie header; undefined when it has none or a damaged one. */
export function readMenuView(cookieHeader: string | undefined): MenuView | undefined {
  const value = cookieValue(cookieHeader, MENU_VIEW_COOKIE);
  const [, id, locale] = value?.match(/^([1-9]\d{0,8})\.([a-z]{2})$/) ?? [];
  return id && isLocale(locale) ? { outletId: Number(id), locale } : undefined;
}

/** The value of the cookie `name` in a Cookie header, as sent (undefined when absent). */
export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  for (const cookie of cookieHeader?.split(";") ?? []) {
    const [key, ...value] = cookie.split("=");
    if (key?.trim() === name) return value.join("=").trim();
  }
  return undefined;
}

/** The element of a server-painted page holding the answers it was painted from. */
export const PAINTED_FROM_ELEMENT_ID = "painted-from";

export type PaintedFrom = {
  fetch_menu: FetchMenuResponse;
  fetch_outlet: FetchOutletResponse;
};
