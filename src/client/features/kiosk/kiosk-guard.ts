// The root route's beforeLoad on a kiosk: store pickup at the bound outlet on every screen, and
// only the screens a shared tablet should show (kiosk-routes.ts).
import { redirect } from "@tanstack/react-router";
import { applyKioskBinding, isKioskSessionActive, readKioskConfig } from "./kiosk-config.ts";
import { kioskRedirect } from "./kiosk-routes.ts";

export function kioskBeforeLoad({ location }: { location: { pathname: string; searchStr: string } }): void {
  const config = readKioskConfig();
  if (!config) return;
  applyKioskBinding(config);
  const target = kioskRedirect(location.pathname, isKioskSessionActive());
  if (!target) return;
  throw redirect({
    href: target.keepSearch ? `${target.pathname}${location.searchStr}` : target.pathname,
    replace: true,
  });
}
