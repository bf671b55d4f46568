// The root route's beforeLoad on a kiosk: store pickup at the bound outlet on every screen, and
// only the screens a shared tablet should show (kiosk-routes.ts).
import { redirect } from "@tanstack/react-router";
import { applyKioskBinding, isKioskSessionActive, readKioskConfig, sessionRanOut } from "./kiosk-config.ts";
import { isPaymentReturnPath, KIOSK_ATTRACT_PATH, kioskRedirect } from "./kiosk-routes.ts";

export function kioskBeforeLoad({ location }: { location: { pathname: string; searchStr: string } }): void {
  const config = readKioskConfig();
  if (!config) return;
  applyKioskBinding(config);
  // A page loaded after the customer walked away on the card provider's page (Back, a reload):
  // the attract screen wipes their session before any of their screens is drawn. (A last touch
  // is kept only while a customer's screens are watched; the wipe forgets it.) The result pages
  // count from the customer's return and end the session themselves.
  const { pathname } = location;
  if (pathname !== KIOSK_ATTRACT_PATH && !isPaymentReturnPath(pathname) && sessionRanOut(Date.now())) {
    throw redirect({ href: KIOSK_ATTRACT_PATH, replace: true });
  }
  const target = kioskRedirect(pathname, isKioskSessionActive());
  if (!target) return;
  throw redirect({
    href: target.keepSearch ? `${target.pathname}${location.searchStr}` : target.pathname,
    replace: true,
  });
}
