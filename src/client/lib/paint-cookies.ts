// The cookies that tell the server what a cold load of the menu and of the cart should paint
// (shared/contract/menu-paint.ts, cart-paint.ts), kept in step with the ordering session. Part of
// start-up, so it stays light: the answers a painted page carries are read by server-paint.ts,
// with the routes.
import { orderingSession as session } from "#client/session/ordering-session.ts";
import { cartViewCookie, noCartViewCookie } from "#shared/contract/cart-paint.ts";
import { menuViewCookie, noMenuViewCookie } from "#shared/contract/menu-paint.ts";
import { ORDER_TYPE } from "#shared/contract/order-type.ts";
import { currentLocale } from "#shared/i18n/locale.ts";
import { subscribeToLocale } from "./locale.ts";
import { subscribe as subscribeToStorage } from "./storage.ts";

/**
 * From now on the cookies follow the menu's outlet, the cart and the language, whichever tab
 * changes them; no cart's on a store kiosk (`isKiosk`), whose customers never cold-load the cart.
 */
export function keepPaintCookies(isKiosk: () => boolean): void {
  const written = new Map<string, string>();
  const write = (name: string, cookie: string) => {
    if (written.get(name) === cookie) return;
    written.set(name, cookie);
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari before 18.4, which many of the chain's customers' iPhones run.
    document.cookie = cookie;
  };
  const update = () => {
    write("menu", currentMenuView());
    write("cart", currentCartView(isKiosk()));
  };
  update();
  subscribeToStorage(update);
  subscribeToLocale(update);
}

/** The menu the customer would open now; none without a chosen outlet (the menu sends them to choose). */
function currentMenuView(): string {
  const outlet = session.menuOutlet();
  return outlet ? menuViewCookie({ outletId: outlet.id, locale: currentLocale() }) : noMenuViewCookie;
}

function currentCartView(kiosk: boolean): string {
  const lines = session.cartLines();
  const outlet = session.orderType() === ORDER_TYPE.pickup ? session.pickupOutlet() : null;
  if (kiosk || !outlet || lines.length === 0) return noCartViewCookie;
  const keptFor = (session.cartExpiresAt() - Date.now()) / 1000;
  return cartViewCookie({ outletId: outlet.id, locale: currentLocale(), lines }, keptFor);
}
