// Its words are a catalogue of their own: the app shows this banner on every screen, the other
// offline words only where they apply, so those stay off the start-up code.
import { useEffect, useState } from "react";
import { onUpdateAvailable } from "#client/lib/service-worker.ts";
import { StatusBanner } from "../components/status-banner.tsx";
import { updateStrings as t } from "./messages.gen.ts";

/** A new deployment is waiting: the customer decides when to refresh (the cart survives it). */
export function UpdateBanner() {
  const [applyUpdate, setApplyUpdate] = useState<(() => void) | null>(null);
  useEffect(() => onUpdateAvailable((apply) => setApplyUpdate(() => apply)), []);
  if (!applyUpdate) return null;
  return (
    <div
      style={{
        position: "fixed",
        insetInline: "var(--space-4)",
        insetBlockStart: "var(--space-4)",
        zIndex: "var(--z-banner)",
      }}
    >
      <StatusBanner
        tone="info"
        action={
          <button type="button" onClick={applyUpdate}>
            {t.refresh}
          </button>
        }
      >
        {t.updateAvailable}
      </StatusBanner>
    </div>
  );
}
