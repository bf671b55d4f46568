// The kiosk's timings, from public settings (PUBLIC_KIOSK_*): whole seconds, within sane bounds.
import { publicConfig } from "#client/lib/public-config.ts";

export const DEFAULT_IDLE_SECONDS = 90;
export const DEFAULT_COUNTDOWN_SECONDS = 20;

/** A whole number of seconds from a setting; anything else (or out of range) is the fallback. */
export function secondsSetting(raw: string | undefined, fallback: number, min: number, max: number): number {
  const text = raw?.trim() ?? "";
  if (!/^\d+$/.test(text)) return fallback;
  const value = Number(text);
  return value >= min && value <= max ? value : fallback;
}

export type KioskTimings = {
  /** Without a touch for this long, 'Still there?' asks. */
  idleMs: number;
  /** 'Still there?' counts down this long, then the session is wiped. */
  countdownMs: number;
};

export const kioskTimings: KioskTimings = {
  idleMs: secondsSetting(publicConfig.kioskIdleSeconds, DEFAULT_IDLE_SECONDS, 15, 3600) * 1000,
  countdownMs: secondsSetting(publicConfig.kioskCountdownSeconds, DEFAULT_COUNTDOWN_SECONDS, 5, 300) * 1000,
};
