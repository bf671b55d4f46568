// The cookie that tells the server what a cold load of /cart should paint
// (shared/contract/cart-paint.ts). Part of start-up, so it stays light: the answers a painted
// page carries are read by server-paint.ts, with the cart's route.
import { orderingSession as session } from "#client/session/ordering-session.ts";
import { cartViewCookie, noCartViewCookie } from "#shared/contract/cart-paint.ts";
import { ORDER_TYPE } from "#shared/contract/order-type.ts";
import { currentLocale } from "#shared/i18n/locale.ts";
import { subscribeToLocale } from "./locale.ts";
import { subscribe as subscribeToStorage } from "./storage.ts";

/**
 * From now on the cookie follows the cart, the pickup outlet and the language, whichever tab
 * changes them; none on a store kiosk (`isKiosk`), whose customers never cold-load the cart.
 */
export function keepCartViewCookie(isKiosk: () => boolean): void {
  let written: string | undefined;
  const update = () => {
    const cookie = currentCartView(isKiosk());
    if (cookie === written) return;
    written = cookie;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari before 18.4, which many of the chain's customers' iPhones run.
    document.cookie = cookie;
  };
  update();
  subscribeToStorage(update);
  subscribeToLocale(update);
}

function currentCartView(kiosk: boolean): string {
  const lines = session.cartLines();
  const outlet = session.orderType() === ORDER_TYPE.pickup ? session.pickupOutlet() : null;
  if (kiosk || !outlet || lines.length === 0) return noCartViewCookie;
  const keptFor = (session.cartExpiresAt() - Date.now()) / 1000;
  return cartViewCookie({ outletId: outlet.id, locale: currentLocale(), lines }, keptFor);
}
