import { describe, expect, it } from "vitest";
import {
  chargeTry,
  FREE_TRIES,
  MAX_DELAY_SECONDS,
  maxTriesWithin,
  retryDelaySeconds,
  tooManyTries,
  waitText,
} from "./failure-budget.ts";

const HOUR = 3600;
const DAY = 24 * HOUR;

describe("the failure budget of a store", () => {
  it("lets a few typos through, then doubles the wait from 1 s up to 15 minutes", () => {
    expect(Array.from({ length: FREE_TRIES }, (_, index) => retryDelaySeconds(index + 1))).toEqual([
      0, 0, 0, 0, 0,
    ]);
    expect([6, 7, 8, 9, 10, 15].map(retryDelaySeconds)).toEqual([1, 2, 4, 8, 16, 512]);
    expect(retryDelaySeconds(16)).toBe(MAX_DELAY_SECONDS);
    expect(retryDelaySeconds(10_000)).toBe(15 * 60);
  });

  it("charges a try as a wrong one: one more failure, and the wait it earns from the try's time", () => {
    const at = new Date("2026-11-01T10:00:00Z");
    expect(chargeTry(0, at)).toEqual({ failedAttempts: 1, blockedUntil: at });
    expect(chargeTry(FREE_TRIES, at)).toEqual({
      failedAttempts: FREE_TRIES + 1,
      blockedUntil: new Date("2026-11-01T10:00:01Z"),
    });
  });

  it("gives someone guessing as fast as allowed 18 tries in the first hour and about 100 a day", () => {
    // 5 free, 10 more within the 1,023 s of doubling waits, then one every 15 minutes.
    expect(maxTriesWithin(HOUR)).toBe(18);
    expect(maxTriesWithin(DAY)).toBe(110);
    expect(maxTriesWithin(365 * DAY)).toBeLessThan(35_100);
    // Against 10^10 secrets: well under one chance in 100,000 a year.
    expect(maxTriesWithin(365 * DAY) / 1e10).toBeLessThan(1e-5);
  });

  it("words the wait in seconds, then in whole minutes rounded up", () => {
    expect(waitText(1)).toBe("1 second");
    expect(waitText(45)).toBe("45 seconds");
    expect(waitText(60)).toBe("1 minute");
    expect(waitText(61)).toBe("2 minutes");
    expect(waitText(900)).toBe("15 minutes");
  });

  it("answers a try while blocked with 429, the wait in the message and in Retry-After, never under a second", () => {
    const at = new Date("2026-11-01T10:00:00Z");
    const message = ({ wait }: { wait: string }) => `Try again in ${wait}.`;
    const error = tooManyTries(new Date("2026-11-01T10:01:30.200Z"), at, message);
    expect([error.statusCode, error.message, error.headers]).toEqual([
      429,
      "Try again in 2 minutes.",
      { "retry-after": "91" },
    ]);
    expect(tooManyTries(at, at, message).headers).toEqual({ "retry-after": "1" });
  });
});
