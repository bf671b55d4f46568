// When a kiosk asks 'Still there?' and when it wipes the session. The state is always computed
// from the clock (time since the last touch), never by counting ticks, so a throttled tab, a
// slow tablet or a test's clock that jumps ahead all read the right state on the next check.
import type { KioskTimings } from "./kiosk-settings.ts";

export type IdleState = { phase: "active" } | { phase: "prompt"; secondsLeft: number } | { phase: "expired" };

const ACTIVE: IdleState = { phase: "active" };

export function idleState(lastActivityAt: number, now: number, timings: KioskTimings): IdleState {
  const idleFor = Math.max(0, now - lastActivityAt);
  if (idleFor < timings.idleMs) return ACTIVE;
  const left = timings.idleMs + timings.countdownMs - idleFor;
  if (left <= 0) return { phase: "expired" };
  return { phase: "prompt", secondsLeft: Math.ceil(left / 1000) };
}

export const sameIdleState = (a: IdleState, b: IdleState): boolean =>
  a.phase === b.phase && (a.phase !== "prompt" || (b.phase === "prompt" && a.secondsLeft === b.secondsLeft));

export type Scheduler = {
  now: () => number;
  every: (ms: number, tick: () => void) => () => void;
};

const browserScheduler: Scheduler = {
  now: () => Date.now(),
  every: (ms, tick) => {
    const timer = setInterval(tick, ms);
    return () => clearInterval(timer);
  },
};

export const IDLE_CHECK_MS = 1000;

/**
 * Watches for touches: `onChange` hears every new state (the prompt once per second it shows),
 * and 'expired' exactly once, after which the watcher stops itself. While the prompt shows,
 * touches belong to it: only its answer (`stillHere`) goes back to 'active', so its
 * 'Start over' button is not swept away by the touch that presses it.
 */
export function createIdleWatcher(
  timings: KioskTimings,
  onChange: (state: IdleState) => void,
  scheduler: Scheduler = browserScheduler,
) {
  let lastActivityAt = scheduler.now();
  let current: IdleState = ACTIVE;
  let stopTimer: (() => void) | null = null;

  const publish = (next: IdleState) => {
    if (sameIdleState(current, next)) return;
    current = next;
    onChange(next);
  };

  const check = () => {
    const next = idleState(lastActivityAt, scheduler.now(), timings);
    if (next.phase === "expired") stop();
    publish(next);
  };

  function stop() {
    stopTimer?.();
    stopTimer = null;
  }

  return {
    /**
     * From now, or from an earlier touch of the same customer (a page load in the middle of their
     * session): then the state may already be the prompt or expired, and is reported at once.
     */
    start(lastTouchAt?: number) {
      if (stopTimer) return;
      const now = scheduler.now();
      lastActivityAt = lastTouchAt !== undefined && lastTouchAt <= now ? lastTouchAt : now;
      current = ACTIVE;
      stopTimer = scheduler.every(IDLE_CHECK_MS, check);
      check();
    },
    /** A touch, a key, a scroll: the customer is there (ignored while the prompt asks). */
    activity() {
      if (!stopTimer || current.phase !== "active") return;
      lastActivityAt = scheduler.now();
    },
    /** The prompt's answer (or a touch beside it): the customer is there. */
    stillHere() {
      if (!stopTimer) return;
      lastActivityAt = scheduler.now();
      publish(ACTIVE);
    },
    /** Reads the state at once, between two checks (a page the browser shows again from its cache). */
    checkNow() {
      if (stopTimer) check();
    },
    stop,
    state: () => current,
    lastActivityAt: () => lastActivityAt,
  };
}
export type IdleWatcher = ReturnType<typeof createIdleWatcher>;
