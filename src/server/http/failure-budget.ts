// One failure budget per secret (a store's kiosk PIN, a staff account), shared by every address
// and every API instance: rotating source addresses gains nothing, and no single address can be
// singled out (and so none locked out).
import { HttpError } from "./errors.ts";
import { waitWords } from "./messages.gen.ts";

/** Wrong tries in a row that cost nothing (staff typos). */
export const FREE_TRIES = 5;
/** The longest wait between two tries once the budget is spent. */
export const MAX_DELAY_SECONDS = 15 * 60;

/**
 * Seconds before the next try is heard, after `failures` wrong tries in a row: nothing for the
 * first FREE_TRIES, then 1 s, 2 s, 4 s ... doubling up to MAX_DELAY_SECONDS.
 */
export function retryDelaySeconds(failures: number): number {
  if (failures <= FREE_TRIES) return 0;
  return Math.min(2 ** Math.min(failures - FREE_TRIES - 1, 30), MAX_DELAY_SECONDS);
}

/** The budget after one more try at `at`, which counts as wrong until proven right. */
export function chargeTry(failedAttempts: number, at: Date): { failedAttempts: number; blockedUntil: Date } {
  const failures = failedAttempts + 1;
  return {
    failedAttempts: failures,
    blockedUntil: new Date(at.getTime() + retryDelaySeconds(failures) * 1000),
  };
}

/**
 * The answer to a try made while the budget is spent: 429, with the wait in the message and in
 * Retry-After (at least a second). Not checked, not logged: a flood of these costs neither a hash
 * nor a log row.
 */
export function tooManyTries(
  blockedUntil: Date,
  at: Date,
  message: (words: { wait: string }) => string,
): HttpError {
  const seconds = Math.max(1, Math.ceil((blockedUntil.getTime() - at.getTime()) / 1000));
  return new HttpError(429, message({ wait: waitText(seconds) }), { "retry-after": String(seconds) });
}

/** How many tries someone who always tries the moment the wait ends gets within `seconds`. */
export function maxTriesWithin(seconds: number): number {
  let tries = 0;
  let at = 0;
  while (at < seconds) {
    tries += 1;
    at += retryDelaySeconds(tries);
    if (tries > 1_000_000) break;
  }
  return tries;
}

/** "45 seconds", "1 minute", "15 minutes": the wait, for the message. */
export function waitText(seconds: number): string {
  if (seconds < 60) return waitWords.seconds({ count: seconds });
  return waitWords.minutes({ count: Math.ceil(seconds / 60) });
}
