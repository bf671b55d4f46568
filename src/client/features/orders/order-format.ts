// How orders read on screen: dates in Cairo time whatever the device's zone, amounts through the
// shared money module (the API sends EGP decimals).

import { madeOnFirstUse } from "#shared/lib/made-on-first-use.ts";
import { formatEgp, toPiastres } from "#shared/money/money.ts";
import { CAIRO_TIME_ZONE } from "#shared/rules/opening-hours.ts";

const dateFormat = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat("en-GB", {
      timeZone: CAIRO_TIME_ZONE,
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }),
);

/** "2 Mar 2025, 10:05" in Cairo time; the raw text when it is not a date. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat().format(date);
}

/** An EGP amount from the API, shown the one way amounts are shown. */
export function formatApiEgp(egp: number): string {
  return formatEgp(toPiastres(egp));
}

export function newIdempotencyKey(): string {
  // randomUUID needs a secure context; plain http on a LAN address has only getRandomValues.
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
}
