// The time chosen at checkout, per outlet, for as long as the app is open: going back to the menu
// for one more item and returning to the cart keeps it. Not stored: a time chosen yesterday is no
// time to offer by default today, and a placed order forgets it.
import { useSyncExternalStore } from "react";
import type { PickupChoice } from "./pickup-time.ts";

let choices = new Map<number, PickupChoice>();
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function choosePickupTime(outletId: number, choice: PickupChoice): void {
  choices = new Map(choices).set(outletId, choice);
  notify();
}

/** After an order is placed, from the cart or from the offline queue. */
export function forgetPickupTimes(): void {
  if (choices.size === 0) return;
  choices = new Map();
  notify();
}

/** The outlet's chosen time; undefined until the customer chooses (the picker's default applies). */
export function useChosenPickupTime(outletId: number | null): PickupChoice | undefined {
  return useSyncExternalStore(
    subscribe,
    () => (outletId === null ? undefined : choices.get(outletId)),
    () => undefined,
  );
}
