import { useEffect, useRef, useState } from "react";
import { createIdleWatcher, type IdleState, type IdleWatcher } from "../idle-timer.ts";
import type { KioskTimings } from "../kiosk-settings.ts";

/** What counts as somebody being there. */
const ACTIVITY_EVENTS = ["pointerdown", "touchstart", "keydown", "wheel"] as const;

/**
 * The idle state while `enabled`; `onExpire` runs once per expiry. `stillHere()` answers the
 * prompt (its button, its close icon, a touch on its backdrop).
 */
export function useIdleWatcher(enabled: boolean, timings: KioskTimings, onExpire: () => void) {
  const [state, setState] = useState<IdleState>({ phase: "active" });
  const expire = useRef(onExpire);
  expire.current = onExpire;
  const watcher = useRef<IdleWatcher | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const current = createIdleWatcher(timings, (next) => {
      setState(next);
      if (next.phase === "expired") expire.current();
    });
    watcher.current = current;
    current.start();
    const onActivity = () => current.activity();
    for (const type of ACTIVITY_EVENTS) {
      window.addEventListener(type, onActivity, { capture: true, passive: true });
    }
    return () => {
      current.stop();
      watcher.current = null;
      setState({ phase: "active" });
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
    };
  }, [enabled, timings]);

  return { state, stillHere: () => watcher.current?.stillHere() };
}
