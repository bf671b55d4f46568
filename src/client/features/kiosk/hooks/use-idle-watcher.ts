import { useEffect, useRef, useState } from "react";
import { createIdleWatcher, type IdleState, type IdleWatcher } from "../idle-timer.ts";
import type { KioskTimings } from "../kiosk-settings.ts";

/** What counts as somebody being there. */
const ACTIVITY_EVENTS = ["pointerdown", "touchstart", "keydown", "wheel"] as const;

/** Where the last touch outlives the page: read when the watcher starts, written as touches come. */
export type TouchMemory = {
  /** The touch to count from, or undefined to count from now. */
  lastTouch: () => number | undefined;
  remember: (at: number) => void;
};

/** A touch is written at most this often: the idle state is read to the second anyway. */
const REMEMBER_EVERY_MS = 1000;

/**
 * The idle state while `enabled`; `onExpire` runs once per expiry. `stillHere()` answers the
 * prompt (its button, its close icon, a touch on its backdrop). With `memory`, the watcher goes
 * on from the last touch a previous page of the session remembered.
 */
export function useIdleWatcher(
  enabled: boolean,
  timings: KioskTimings,
  onExpire: () => void,
  memory?: TouchMemory,
) {
  const [state, setState] = useState<IdleState>({ phase: "active" });
  const expire = useRef(onExpire);
  expire.current = onExpire;
  const memoryAtStart = useRef(memory);
  memoryAtStart.current = memory;
  const running = useRef<{ watcher: IdleWatcher; remember: () => void } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const current = createIdleWatcher(timings, (next) => {
      setState(next);
      if (next.phase === "expired") expire.current();
    });
    const memory = memoryAtStart.current;
    let written = Number.NEGATIVE_INFINITY;
    const remember = () => {
      const at = current.lastActivityAt();
      if (!memory || at - written < REMEMBER_EVERY_MS) return;
      written = at;
      memory.remember(at);
    };
    running.current = { watcher: current, remember };
    current.start(memory?.lastTouch());
    remember();
    const onActivity = () => {
      current.activity();
      remember();
    };
    for (const type of ACTIVITY_EVENTS) {
      window.addEventListener(type, onActivity, { capture: true, passive: true });
    }
    // Back from the card provider's page may show this page again from the browser's cache, as
    // it was: the time away counts at once, not at the next check.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) current.checkNow();
    };
    window.addEventListener("pageshow", onShow);
    return () => {
      current.stop();
      running.current = null;
      setState({ phase: "active" });
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      window.removeEventListener("pageshow", onShow);
    };
  }, [enabled, timings]);

  return {
    state,
    stillHere: () => {
      running.current?.watcher.stillHere();
      running.current?.remember();
    },
  };
}
