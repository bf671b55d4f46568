// The checkout's time picker, without a screen: what the customer chose (as soon as possible, or
// a day and a time), how that choice stands against the outlet's latest times (a slot that has
// filled up or passed is dropped, with why), and what place_order sends for it.
import type { OrderAheadSlot } from "#shared/contract/order-ahead.ts";
import { ORDER_TYPE } from "#shared/contract/order-type.ts";
import { orderAheadMessages } from "#shared/rules/order-ahead.ts";
import { pickupTimeStrings as t } from "./messages.gen.ts";

export type SlotDay = OrderAheadSlot["day"];
export const SLOT_DAYS: readonly SlotDay[] = ["today", "tomorrow"];

/** order_ahead_slots' answer: what the picker offers. */
export type OrderAheadOffer = { asap_available: boolean; asap_minutes: number; slots: OrderAheadSlot[] };

export type PickupChoice =
  | { kind: "asap" }
  /** Later: the day, and the slot's start once a time is chosen. */
  | { kind: "later"; day: SlotDay; start: string | null };

export const ASAP: PickupChoice = { kind: "asap" };

export function slotsOn(slots: readonly OrderAheadSlot[], day: SlotDay): OrderAheadSlot[] {
  return slots.filter((slot) => slot.day === day);
}

/** A day that still has a time to choose: some slot on it that is not full. */
export function hasFreeSlot(slots: readonly OrderAheadSlot[], day: SlotDay): boolean {
  return slots.some((slot) => slot.day === day && !slot.full);
}

function firstFreeDay(slots: readonly OrderAheadSlot[]): SlotDay {
  return SLOT_DAYS.find((day) => hasFreeSlot(slots, day)) ?? "today";
}

/** Later, on the first day with a free slot, the time still to choose. */
export function laterChoice(offer: OrderAheadOffer | undefined): PickupChoice {
  return { kind: "later", day: firstFreeDay(offer?.slots ?? []), start: null };
}

/**
 * Where a picker starts: as soon as possible, unless the outlet is closed now (then later, the
 * time still to choose). Without an answer (offline, still loading) as soon as possible: the
 * server judges it.
 */
export function initialChoice(offer: OrderAheadOffer | undefined): PickupChoice {
  return !offer || offer.asap_available ? ASAP : laterChoice(offer);
}

/**
 * A time chosen before (the pending checkout's, after a reload), held against the list like any
 * other choice: dropped, with why, if it has passed or filled up meanwhile.
 */
export function resumedChoice(start: string, offer: OrderAheadOffer | undefined): PickupChoice {
  const slot = offer?.slots.find((candidate) => candidate.start === start);
  return { kind: "later", day: slot?.day ?? "today", start };
}

export type ReconciledChoice = {
  choice: PickupChoice;
  /** Why the chosen time was dropped: the customer is told and chooses again. */
  lost: string | null;
};

/**
 * The choice as it stands against the outlet's latest times: as soon as possible while the
 * outlet is closed becomes later; a chosen time that has filled up or is no longer offered
 * (passed, or now too soon for the store) is dropped, with the message to show.
 */
export function reconcileChoice(choice: PickupChoice, offer: OrderAheadOffer | undefined): ReconciledChoice {
  if (!offer) return { choice, lost: null };
  if (choice.kind === "asap") {
    return { choice: offer.asap_available ? choice : laterChoice(offer), lost: null };
  }
  if (choice.start === null) return { choice, lost: null };
  const slot = offer.slots.find((candidate) => candidate.start === choice.start);
  if (slot && !slot.full) return { choice: { ...choice, day: slot.day }, lost: null };
  return {
    choice: { ...choice, start: null },
    lost: slot ? orderAheadMessages.full : orderAheadMessages.past,
  };
}

/** place_order's pickup_at: null for as soon as possible, the slot's start; undefined: no time chosen yet. */
export function pickupAtOf(choice: PickupChoice): string | null | undefined {
  if (choice.kind === "asap") return null;
  return choice.start ?? undefined;
}

/** What the cart's summary says about the choice: "Pickup at 10:15 today", "Delivery as soon as possible (about 20 min)". */
export function choiceSummary(
  choice: PickupChoice,
  offer: OrderAheadOffer | undefined,
  orderType: number,
): string | null {
  const words = orderType === ORDER_TYPE.delivery ? t.delivery : t.pickup;
  if (choice.kind === "asap") return offer ? words.asapAbout({ minutes: offer.asap_minutes }) : words.asap;
  const slot = choice.start ? offer?.slots.find((candidate) => candidate.start === choice.start) : undefined;
  return slot ? words.at({ time: slot.label, day: t.days[slot.day] }) : null;
}
