import { madeOnFirstUse } from "#shared/lib/made-on-first-use.ts";
import { CAIRO_TIME_ZONE } from "#shared/rules/opening-hours.ts";

const clockFormat = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat("en-GB", {
      timeZone: CAIRO_TIME_ZONE,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }),
);

/** "09:05": the store's own time (Cairo), whatever the tablet's zone. */
export function formatClock(ms: number): string {
  return clockFormat().format(new Date(ms));
}
