import { lazy, Suspense } from "react";
import { useKioskMode } from "../kiosk-config.ts";

// Customers' phones never download the kiosk's chrome.
const KioskModeOn = lazy(() => import("./kiosk-mode-on.tsx"));

/**
 * Mounted once at the root: on a tablet set up as a kiosk, the idle watcher and 'Still
 * there?', the on-screen keypad, full screen, touch styles and updates applied while idle.
 */
export function KioskChrome() {
  const kiosk = useKioskMode();
  if (!kiosk) return null;
  return (
    <Suspense fallback={null}>
      <KioskModeOn />
    </Suspense>
  );
}
