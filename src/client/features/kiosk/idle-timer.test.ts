import { describe, expect, it } from "vitest";
import { createIdleWatcher, type IdleState, idleState, type Scheduler } from "./idle-timer.ts";
import { DEFAULT_COUNTDOWN_SECONDS, DEFAULT_IDLE_SECONDS, secondsSetting } from "./kiosk-settings.ts";

const timings = { idleMs: 90_000, countdownMs: 20_000 };

describe("idleState", () => {
  it("is active until 90 s without a touch, then counts 20 s down, then expires", () => {
    expect(idleState(0, 0, timings)).toEqual({ phase: "active" });
    expect(idleState(0, 89_999, timings)).toEqual({ phase: "active" });
    expect(idleState(0, 90_000, timings)).toEqual({ phase: "prompt", secondsLeft: 20 });
    expect(idleState(0, 90_001, timings)).toEqual({ phase: "prompt", secondsLeft: 20 });
    expect(idleState(0, 91_000, timings)).toEqual({ phase: "prompt", secondsLeft: 19 });
    expect(idleState(0, 109_999, timings)).toEqual({ phase: "prompt", secondsLeft: 1 });
    expect(idleState(0, 110_000, timings)).toEqual({ phase: "expired" });
    expect(idleState(0, 10 * 60_000, timings)).toEqual({ phase: "expired" });
  });

  it("reads a clock that went backwards as no time passed", () => {
    expect(idleState(5_000, 1_000, timings)).toEqual({ phase: "active" });
  });
});

/** A hand-driven clock: `advance` moves time and runs the interval once per elapsed period. */
function fakeScheduler() {
  let now = 1_000_000;
  const ticks = new Set<{ ms: number; tick: () => void; next: number }>();
  const scheduler: Scheduler = {
    now: () => now,
    every: (ms, tick) => {
      const entry = { ms, tick, next: now + ms };
      ticks.add(entry);
      return () => ticks.delete(entry);
    },
  };
  return {
    scheduler,
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...ticks].filter((entry) => entry.next <= end).sort((a, b) => a.next - b.next)[0];
        if (!due) break;
        now = due.next;
        due.next += due.ms;
        due.tick();
      }
      now = end;
    },
    /** Like a browser's clock jumping ahead (a sleeping tablet, Playwright's fastForward): one tick. */
    jump(ms: number) {
      now += ms;
      for (const entry of [...ticks]) {
        entry.next = now + entry.ms;
        entry.tick();
      }
    },
    /** Like a page kept frozen in the browser's back-forward cache: time passes, no timer runs. */
    freeze(ms: number) {
      now += ms;
      for (const entry of ticks) entry.next = now + entry.ms;
    },
    timers: () => ticks.size,
  };
}

/** A watcher started on a hand-driven clock, with every state it has reported so far. */
function startedWatcher() {
  const clock = fakeScheduler();
  const seen: IdleState[] = [];
  const watcher = createIdleWatcher(timings, (state) => seen.push(state), clock.scheduler);
  watcher.start();
  return { clock, seen, watcher };
}

describe("createIdleWatcher", () => {
  it("asks after the idle time, counts down each second, expires once and stops", () => {
    const { clock, seen } = startedWatcher();
    clock.advance(89_000);
    expect(seen).toEqual([]);
    clock.advance(1_000);
    expect(seen).toEqual([{ phase: "prompt", secondsLeft: 20 }]);
    clock.advance(19_000);
    expect(seen.at(-1)).toEqual({ phase: "prompt", secondsLeft: 1 });
    expect(seen).toHaveLength(20);
    clock.advance(1_000);
    expect(seen.at(-1)).toEqual({ phase: "expired" });
    expect(clock.timers()).toBe(0);
    clock.advance(60_000);
    expect(seen.filter((state) => state.phase === "expired")).toHaveLength(1);
  });

  it("starts the wait again at every touch", () => {
    const { clock, seen, watcher } = startedWatcher();
    for (let minute = 0; minute < 10; minute++) {
      clock.advance(60_000);
      watcher.activity();
    }
    expect(seen).toEqual([]);
    expect(watcher.state()).toEqual({ phase: "active" });
  });

  it("goes back to active when the prompt is answered, not at any touch while it asks", () => {
    const { clock, seen, watcher } = startedWatcher();
    clock.advance(95_000);
    expect(watcher.state()).toEqual({ phase: "prompt", secondsLeft: 15 });
    watcher.activity(); // e.g. the touch on the prompt's 'Start over'
    expect(watcher.state()).toEqual({ phase: "prompt", secondsLeft: 15 });
    watcher.stillHere();
    expect(seen.at(-1)).toEqual({ phase: "active" });
    clock.advance(89_000);
    expect(watcher.state()).toEqual({ phase: "active" });
    clock.advance(1_000);
    expect(watcher.state()).toEqual({ phase: "prompt", secondsLeft: 20 });
  });

  it("reads the right state after the clock jumps (a sleeping tablet)", () => {
    const { clock, seen } = startedWatcher();
    clock.jump(90_000);
    expect(seen).toEqual([{ phase: "prompt", secondsLeft: 20 }]);
    clock.jump(20_000);
    expect(seen.at(-1)).toEqual({ phase: "expired" });
  });

  it("does nothing once stopped, and ignores touches while stopped", () => {
    const { clock, seen, watcher } = startedWatcher();
    watcher.stop();
    watcher.activity();
    watcher.stillHere();
    clock.advance(300_000);
    expect(seen).toEqual([]);
    expect(clock.timers()).toBe(0);
  });

  it("restarts fresh after an expiry", () => {
    const { clock, watcher } = startedWatcher();
    clock.advance(110_000);
    expect(watcher.state()).toEqual({ phase: "expired" });
    watcher.start();
    expect(watcher.state()).toEqual({ phase: "active" });
    clock.advance(90_000);
    expect(watcher.state()).toEqual({ phase: "prompt", secondsLeft: 20 });
  });

  it("goes on from an earlier touch of the session: asking, or expired at once", () => {
    const clock = fakeScheduler();
    const seen: IdleState[] = [];
    const watcher = createIdleWatcher(timings, (state) => seen.push(state), clock.scheduler);
    const now = clock.scheduler.now();
    watcher.start(now - 100_000);
    expect(seen).toEqual([{ phase: "prompt", secondsLeft: 10 }]);
    clock.advance(10_000);
    expect(seen.at(-1)).toEqual({ phase: "expired" });
    expect(clock.timers()).toBe(0);

    const later = createIdleWatcher(timings, (state) => seen.push(state), clock.scheduler);
    later.start(clock.scheduler.now() - 5 * 60_000);
    expect(seen.at(-1)).toEqual({ phase: "expired" });
    expect(seen.filter((state) => state.phase === "expired")).toHaveLength(2);
    expect(clock.timers()).toBe(0);
  });

  it("reads the time away at once when asked, between two checks (a page shown again from the cache)", () => {
    const { clock, seen, watcher } = startedWatcher();
    clock.freeze(5 * 60_000);
    expect(seen).toEqual([]);
    watcher.checkNow();
    expect(seen).toEqual([{ phase: "expired" }]);
    watcher.checkNow();
    expect(seen).toHaveLength(1);
  });

  it("counts a remembered touch from the future (a clock set back) from now", () => {
    const clock = fakeScheduler();
    const seen: IdleState[] = [];
    const watcher = createIdleWatcher(timings, (state) => seen.push(state), clock.scheduler);
    watcher.start(clock.scheduler.now() + 60 * 60_000);
    expect(watcher.lastActivityAt()).toBe(clock.scheduler.now());
    clock.advance(89_000);
    expect(seen).toEqual([]);
    clock.advance(1_000);
    expect(seen).toEqual([{ phase: "prompt", secondsLeft: 20 }]);
  });
});

describe("secondsSetting (PUBLIC_KIOSK_IDLE_SECONDS, PUBLIC_KIOSK_COUNTDOWN_SECONDS)", () => {
  it("reads whole seconds within the bounds, else the default", () => {
    expect(DEFAULT_IDLE_SECONDS).toBe(90);
    expect(DEFAULT_COUNTDOWN_SECONDS).toBe(20);
    expect(secondsSetting("120", 90, 15, 3600)).toBe(120);
    expect(secondsSetting(" 45 ", 90, 15, 3600)).toBe(45);
    for (const bad of [undefined, "", "abc", "-5", "1.5", "5", "99999", "1e3"]) {
      expect(secondsSetting(bad, 90, 15, 3600)).toBe(90);
    }
  });
});
