// Which screens a kiosk shows. An allow-list: a screen added later (addresses, profile...) stays
// off the kiosk until someone decides it belongs there.
export const KIOSK_ATTRACT_PATH = "/kiosk";
export const KIOSK_SETUP_PATH = "/kiosk/setup";

const ALLOWED = new Set([
  KIOSK_ATTRACT_PATH,
  KIOSK_SETUP_PATH,
  "/store-menu",
  "/cart",
  "/login",
  "/otp",
  "/register",
  "/order-summary",
  "/payment-success-instore",
  "/payment-error-instore",
  "/privacy-policy",
  "/returns-policy",
]);

/** The provider sends every payment back to the online result pages; a kiosk shows the in-store ones. */
const FORWARDED: Record<string, string> = {
  "/payment-success": "/payment-success-instore",
  "/payment-error": "/payment-error-instore",
};

/** The path without a trailing slash ("/" stays). */
const withoutTrailingSlash = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;

/** The in-store payment result pages, where a customer arrives back from the provider's page. */
export function isInStoreResultPath(pathname: string): boolean {
  return Object.values(FORWARDED).includes(withoutTrailingSlash(pathname));
}

/** Where the provider sends a customer back to: a result page, online (forwarded) or in-store. */
export function isPaymentReturnPath(pathname: string): boolean {
  return isInStoreResultPath(pathname) || withoutTrailingSlash(pathname) in FORWARDED;
}

export type KioskRedirect = { pathname: string; keepSearch: boolean };

/**
 * Where a kiosk goes instead of `pathname`, or null to stay. Delivery, addresses, the landing
 * page, profile and order history are not for a shared tablet: they lead to the menu during a
 * customer's session, else to the attract screen.
 */
export function kioskRedirect(pathname: string, sessionActive: boolean): KioskRedirect | null {
  const path = withoutTrailingSlash(pathname);
  const forwarded = FORWARDED[path];
  if (forwarded) return { pathname: forwarded, keepSearch: true };
  if (ALLOWED.has(path)) return null;
  return { pathname: sessionActive ? "/store-menu" : KIOSK_ATTRACT_PATH, keepSearch: false };
}
