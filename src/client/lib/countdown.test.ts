// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  countdownEnd,
  createReloadDetector,
  formatCountdown,
  OTP_RESEND_SECONDS,
  secondsLeft,
  useCountdown,
} from "./countdown.ts";

describe("secondsLeft", () => {
  const start = 1_700_000_000_000;
  const end = countdownEnd(OTP_RESEND_SECONDS, start);

  it("starts at 60 and loses one per elapsed second", () => {
    expect(secondsLeft(end, start)).toBe(60);
    expect(secondsLeft(end, start + 1_000)).toBe(59);
    expect(secondsLeft(end, start + 30_000)).toBe(30);
    expect(secondsLeft(end, start + 59_000)).toBe(1);
  });

  it("shows a second as long as part of it is left", () => {
    expect(secondsLeft(end, start + 999)).toBe(60);
    expect(secondsLeft(end, start + 59_999)).toBe(1);
  });

  it("is 0 at the end and never negative afterwards", () => {
    expect(secondsLeft(end, start + 60_000)).toBe(0);
    expect(secondsLeft(end, start + 3_600_000)).toBe(0);
  });

  it("a countdown of 0 (after a reload) has already ended", () => {
    expect(secondsLeft(countdownEnd(0, start), start)).toBe(0);
    expect(secondsLeft(countdownEnd(-5, start), start)).toBe(0);
  });
});

describe("formatCountdown", () => {
  it("writes minutes and two-digit seconds", () => {
    expect(formatCountdown(60)).toBe("1:00");
    expect(formatCountdown(59)).toBe("0:59");
    expect(formatCountdown(5)).toBe("0:05");
    expect(formatCountdown(0)).toBe("0:00");
    expect(formatCountdown(-3)).toBe("0:00");
  });
});

describe("reload detection", () => {
  function memoryMarker(initial: string | null = null) {
    let value = initial;
    return {
      get: () => value,
      set: (next: string) => {
        value = next;
      },
    };
  }

  it("a first visit (no reload) starts the countdown", () => {
    const wasReloadedOnto = createReloadDetector(() => "navigate", memoryMarker());
    expect(wasReloadedOnto("entry-1")).toBe(false);
  });

  it("reloading the entry that showed the screen is a reload", () => {
    const marker = memoryMarker();
    // First document: the screen is shown on entry-1.
    expect(createReloadDetector(() => "navigate", marker)("entry-1")).toBe(false);
    // The page is reloaded: a new document, same tab, same history entry.
    const afterReload = createReloadDetector(() => "reload", marker);
    expect(afterReload("entry-1")).toBe(true);
    // Strict mode asks twice: same answer.
    expect(afterReload("entry-1")).toBe(true);
    // Logging in again in that document opens the screen on a new entry: a fresh countdown.
    expect(afterReload("entry-2")).toBe(false);
    expect(afterReload("entry-2")).toBe(false);
  });

  it("reloading another screen, then opening this one in the app, is not a reload", () => {
    const marker = memoryMarker("entry-1"); // shown long ago on entry-1
    const wasReloadedOnto = createReloadDetector(() => "reload", marker);
    expect(wasReloadedOnto("entry-7")).toBe(false);
    expect(wasReloadedOnto("entry-7")).toBe(false);
  });

  it("a second reload of the same entry is a reload again", () => {
    const marker = memoryMarker();
    createReloadDetector(() => "navigate", marker)("entry-1");
    createReloadDetector(() => "reload", marker)("entry-1");
    expect(createReloadDetector(() => "reload", marker)("entry-1")).toBe(true);
  });

  it("without Navigation Timing nothing counts as a reload", () => {
    expect(createReloadDetector(() => undefined, memoryMarker("entry-1"))("entry-1")).toBe(false);
  });
});

describe("useCountdown", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2025-07-07T10:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("ticks each second from 60 down to 0 and stops", () => {
    const { result } = renderHook(() => useCountdown(OTP_RESEND_SECONDS));
    expect(result.current.secondsLeft).toBe(60);
    expect(result.current.running).toBe(true);

    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.secondsLeft).toBe(59);
    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current.secondsLeft).toBe(1);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.secondsLeft).toBe(0);
    expect(result.current.running).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("reads the clock, so a jump forward (sleeping tab, fake clock) lands on the right value", () => {
    const { result } = renderHook(() => useCountdown(OTP_RESEND_SECONDS));
    act(() => {
      vi.setSystemTime(Date.now() + 45_000); // time passes without timers firing
      vi.advanceTimersByTime(1_000); // then one tick
    });
    expect(result.current.secondsLeft).toBe(14);
  });

  it("starts at 0 after a reload and schedules nothing", () => {
    const { result } = renderHook(() => useCountdown(0));
    expect(result.current.secondsLeft).toBe(0);
    expect(result.current.running).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("restart() sets it back to 60 and ticks again", () => {
    const { result } = renderHook(() => useCountdown(0));
    act(() => result.current.restart());
    expect(result.current.secondsLeft).toBe(60);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.secondsLeft).toBe(50);
  });
});
