// A cold load of /cart is painted by the server too (as the menu's is: menu-paint.ts) when the
// browser says what the cart holds: its lines, the pickup outlet and the language, in a cookie
// the app rewrites whenever one of them changes. Only for store pickup away from a kiosk: a
// delivery cart would put the customer's address in it, and a kiosk's tablet has the app
// installed. The cookie goes with /cart's navigations alone (its Path), and with no API call.
import * as z from "zod/mini";
import { isLocale, type Locale } from "#shared/i18n/locale.ts";
import { CART_MAX_LINES, type CartLine, cartLineSchema } from "./cart.ts";
import type { MenuData } from "./menu.ts";
import { cookieValue } from "./menu-paint.ts";
import type { Outlet } from "./outlets.ts";
import { CART_PAGE_PATH } from "./pages.ts";

export const CART_VIEW_COOKIE = "cart_view";

export type CartView = { outletId: number; locale: Locale; lines: CartLine[] };

/** Browsers drop a cookie whose name and value pass 4096 bytes: a larger cart is not painted. */
const MAX_COOKIE_BYTES = 4000;

const attributes = `Path=${CART_PAGE_PATH}; SameSite=Lax`;

/** Written when there is nothing to paint (an empty cart, delivery, a kiosk): the cookie goes. */
export const noCartViewCookie = `${CART_VIEW_COOKIE}=; ${attributes}; Max-Age=0`;

/**
 * The cookie, as `document.cookie` takes it, kept as long as the cart is (`maxAgeSeconds`); the
 * cookie that removes it when the cart is too large to carry.
 */
export function cartViewCookie({ outletId, locale, lines }: CartView, maxAgeSeconds: number): string {
  const value = encodeURIComponent(JSON.stringify([outletId, locale, lines]));
  if (CART_VIEW_COOKIE.length + 1 + value.length > MAX_COOKIE_BYTES) return noCartViewCookie;
  return `${CART_VIEW_COOKIE}=${value}; ${attributes}; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`;
}

const cartViewSchema = z.tuple([
  z.number().check(z.int(), z.positive(), z.lte(999_999_999)),
  z.string(),
  z.array(cartLineSchema).check(z.minLength(1), z.maxLength(CART_MAX_LINES)),
]);

/** The cart view of a Cookie header; undefined when it has none or a damaged one. */
export function readCartView(cookieHeader: string | undefined): CartView | undefined {
  const value = cookieValue(cookieHeader, CART_VIEW_COOKIE);
  if (!value || value.length > MAX_COOKIE_BYTES) return undefined;
  try {
    const parsed = cartViewSchema.safeParse(JSON.parse(decodeURIComponent(value)));
    if (!parsed.success) return undefined;
    const [outletId, locale, lines] = parsed.data;
    return isLocale(locale) ? { outletId, locale, lines } : undefined;
  } catch {
    return undefined; // not URI-encoded JSON
  }
}

/** What the server paints the cart's opening screen from (src/client/prerender/render-cart-opening.tsx). */
export type CartOpening = {
  lines: CartLine[];
  outlet: Outlet;
  menuData: MenuData;
  now: Date;
  locale: Locale;
};
