// The OTP resend countdown (spec sections 4 and 9): 60 seconds from the screen's load, ticking
// each second, 0 after a page reload, back to 60 after a resend.
//
// Time left is always computed from the clock (end time minus now), never by decrementing a
// counter, so a tab that was asleep, a slow device or a test's fake clock that jumps forward
// all read the right value on the next tick.
//
// Reload detection: the Navigation Timing entry says whether the document was reloaded
// (`performance.getEntriesByType('navigation')[0].type === 'reload'`). In a single-page app that
// alone is not enough: after reloading /login and then logging in, the document is still a
// "reload" when the OTP screen opens. So the screen also remembers, in sessionStorage (per tab,
// survives reloads), the key of the history entry it was last shown on; the router keeps a
// stable key per entry in `history.state`, which also survives reloads. A reload is "the
// document was reloaded AND this very history entry already showed the screen".
import { useCallback, useEffect, useState } from "react";

export const OTP_RESEND_SECONDS = 60;
const TICK_MS = 1000;

/** Whole seconds left until `endsAt` (ms since epoch) at `now`, never below 0. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / TICK_MS));
}

/** When a countdown of `seconds` started at `now` ends; 0 seconds means it has already ended. */
export function countdownEnd(seconds: number, now: number): number {
  return now + Math.max(0, seconds) * TICK_MS;
}

/** "0:59", "1:00": minutes and two-digit seconds. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

export type NavigationType = "navigate" | "reload" | "back_forward" | "prerender" | string;

function documentNavigationType(): NavigationType | undefined {
  if (typeof performance === "undefined" || typeof performance.getEntriesByType !== "function") {
    return undefined;
  }
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return entry?.type;
}

type MarkerStore = { get(): string | null; set(value: string): void };

const MARKER_KEY = "storefront:otp-countdown-entry";

function sessionMarker(): MarkerStore {
  return {
    get: () => {
      try {
        return window.sessionStorage.getItem(MARKER_KEY);
      } catch {
        return null; // storage disabled: every visit starts a fresh countdown
      }
    },
    set: (value) => {
      try {
        window.sessionStorage.setItem(MARKER_KEY, value);
      } catch {
        // storage disabled or full: nothing to remember
      }
    },
  };
}

/**
 * `(historyEntryKey) => boolean`: was the screen on this history entry reached by reloading the
 * page? Each entry gets one answer per document, so asking twice (React's strict mode renders
 * twice) never changes it.
 */
export function createReloadDetector(
  navigationType: () => NavigationType | undefined = documentNavigationType,
  marker: MarkerStore = sessionMarker(),
) {
  const answers = new Map<string, boolean>();
  return (historyEntryKey: string): boolean => {
    const known = answers.get(historyEntryKey);
    if (known !== undefined) return known;
    const reloaded = navigationType() === "reload" && marker.get() === historyEntryKey;
    answers.set(historyEntryKey, reloaded);
    marker.set(historyEntryKey);
    return reloaded;
  };
}

let appDetector: ((historyEntryKey: string) => boolean) | undefined;

/** The app's detector for the OTP screen (one per document, created on first use). */
export function wasReloadedOnto(historyEntryKey: string): boolean {
  appDetector ??= createReloadDetector();
  return appDetector(historyEntryKey);
}

/**
 * A countdown from `initialSeconds`, re-rendering each second until it reaches 0. `restart()`
 * sets it back to `seconds` (default: the initial duration of the resend countdown).
 */
export function useCountdown(initialSeconds: number) {
  const [endsAt, setEndsAt] = useState(() => countdownEnd(initialSeconds, Date.now()));
  const [left, setLeft] = useState(() => secondsLeft(endsAt, Date.now()));

  useEffect(() => {
    const update = () => setLeft(secondsLeft(endsAt, Date.now()));
    update();
    if (secondsLeft(endsAt, Date.now()) === 0) return;
    const timer = setInterval(() => {
      update();
      if (secondsLeft(endsAt, Date.now()) === 0) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [endsAt]);

  const restart = useCallback((seconds: number = OTP_RESEND_SECONDS) => {
    const now = Date.now();
    setEndsAt(countdownEnd(seconds, now));
    setLeft(Math.max(0, seconds));
  }, []);

  return { secondsLeft: left, running: left > 0, restart };
}
