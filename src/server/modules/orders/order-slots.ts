// Order ahead: the times an outlet offers, and the places its slots hold, counted and taken under
// each slot's lock.
import { isOpenAt } from "#shared/rules/opening-hours.ts";
import { asapMinutes, orderAheadSlots } from "#shared/rules/order-ahead.ts";
import { lockAccount } from "../../db/account-locks.ts";
import type { Db, Tx } from "../../db/database.ts";
import { RequestValidationError } from "../../http/validation.ts";
import { menuMessages } from "../menu/messages.gen.ts";
import type { OutletsService } from "../outlets/outlets.service.ts";
import * as repository from "./orders.repository.ts";

/**
 * Unpaid orders ahead one account may hold places for at once: one being paid and one more.
 * Without it, an account could fill a slot with unpaid orders and hold it again each hour.
 */
export const UNPAID_PLACES_PER_ACCOUNT = 2;

/** Why an unpaid order ahead cannot take its place again: its slot, or its account's share. */
export type SlotRefusal = "slot-gone" | "account-share";

export type SlotHoldsDeps = {
  outlets: OutletsService;
  /** How long an unpaid order ahead keeps its place in its slot (its payment page's time). */
  slotHoldMinutes: number;
};

/** Placing an order ahead and holding its place again before payment count the same places. */
export function createSlotHolds({ outlets, slotHoldMinutes }: SlotHoldsDeps, now: () => Date) {
  return {
    /** An outlet's orders per slot (read before a transaction: PGlite has one connection). */
    slotCapacityOf: async (outletId: number) => (await outlets.outlet(outletId))?.slotCapacity ?? 0,

    /**
     * Takes the slot's lock for the rest of the transaction, then says whether the slot has no
     * place left for one more order (`except`: an order already in it, not to count).
     */
    async lockedSlotIsFull(
      tx: Tx,
      slotOf: { outletId: number; slot: Date; capacity: number },
      except?: string,
    ): Promise<boolean> {
      const { outletId, slot, capacity } = slotOf;
      await repository.lockSlot(tx, outletId, slot);
      const holds = await repository.slotHolds(tx, outletId, { from: slot, to: slot, at: now(), except });
      return (holds.get(slot.getTime()) ?? 0) >= capacity;
    },

    /**
     * Takes the account's lock for the rest of the transaction, then says whether it already
     * holds as many unpaid places as one account may (`except`: the order held again).
     */
    async accountHoldsItsShare(tx: Tx, userId: number, except?: string): Promise<boolean> {
      await lockAccount(tx, "unpaidPlaces", userId);
      return (await repository.unpaidHoldsOf(tx, userId, now(), except)) >= UNPAID_PLACES_PER_ACCOUNT;
    },

    heldUntil: (from: Date) => new Date(from.getTime() + slotHoldMinutes * 60_000),
  };
}
export type SlotHolds = ReturnType<typeof createSlotHolds>;

export function createOrderSlots(
  db: Db,
  { outlets, slotHolds }: { outlets: OutletsService; slotHolds: SlotHolds },
  now: () => Date,
) {
  return {
    /** The times an outlet offers now: as soon as possible (with its estimate) and its slots. */
    async slotsOf(outletId: number) {
      const outlet = await outlets.outlet(outletId);
      if (!outlet) throw new RequestValidationError({ outlet_id: [menuMessages.outletMissing] });
      const at = now();
      const asap = asapMinutes(outlet.prepMinutes, await repository.queueLength(db, outletId));
      const slots = orderAheadSlots(outlet.openingTimes, at, asap);
      const holds = await repository.slotHolds(db, outletId, { from: at, at });
      return {
        asap_available: !outlet.openingTimes || isOpenAt(outlet.openingTimes, at),
        asap_minutes: asap,
        slots: slots.map((slot) => ({
          ...slot,
          full: (holds.get(Date.parse(slot.start)) ?? 0) >= outlet.slotCapacity,
        })),
      };
    },

    /**
     * Before a payment page opens for an order ahead: keeps its place in its slot for the page's
     * time (a page opened late in the hold would otherwise outlive it), takes a place again if it
     * ran out (a declined payment, a page left too long), or says why not: the slot has passed or
     * filled meanwhile, or the account holds its share of places.
     */
    async holdSlotForPayment(id: string): Promise<"held" | SlotRefusal> {
      const order = await repository.findOrder(db, id);
      if (!order?.pickupAt) return "held";
      const slot = order.pickupAt;
      const at = now();
      if (slot <= at) return "slot-gone";
      if (order.slotHeldUntil && order.slotHeldUntil > at) {
        await repository.holdSlot(db, id, slotHolds.heldUntil(at));
        return "held";
      }
      const capacity = await slotHolds.slotCapacityOf(order.outletId);
      return db.transaction(async (tx) => {
        if (await slotHolds.lockedSlotIsFull(tx, { outletId: order.outletId, slot, capacity }, id)) {
          return "slot-gone";
        }
        if (await slotHolds.accountHoldsItsShare(tx, order.userId, id)) return "account-share";
        await repository.holdSlot(tx, id, slotHolds.heldUntil(at));
        return "held";
      });
    },

    /**
     * For a payment approved now, before its transaction (PGlite has one connection): how many
     * orders the order's slot holds, or null for an order wanted as soon as possible.
     */
    async slotCapacityForPayment(id: string): Promise<number | null> {
      const order = await repository.findOrder(db, id);
      return order?.pickupAt ? slotHolds.slotCapacityOf(order.outletId) : null;
    },

    /**
     * Inside the payment's transaction: whether an order ahead still has its place in its slot.
     * A page opened before its place ran out (another page's declined payment, a page left too
     * long) can still be paid; it then keeps the place only if the slot has room again.
     */
    async keepsItsPlace(tx: Tx, order: repository.OrderRow, capacity: number | null): Promise<boolean> {
      if (!order.pickupAt || capacity === null) return true;
      if (order.slotHeldUntil && order.slotHeldUntil > now()) return true;
      const slotOf = { outletId: order.outletId, slot: order.pickupAt, capacity };
      return !(await slotHolds.lockedSlotIsFull(tx, slotOf, order.id));
    },
  };
}
