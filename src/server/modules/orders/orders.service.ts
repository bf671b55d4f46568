// The orders service: placing orders, reading them, moving them along and their order-ahead slots,
// each made in a file of its own and served here as one object.
import type { Db } from "../../db/database.ts";
import { createOrderMoves, type OrderMovesDeps } from "./order-moves.ts";
import { createOrderSlots, createSlotHolds, type SlotHoldsDeps } from "./order-slots.ts";
import { createOrderViews, type OrderViewsDeps } from "./order-views.ts";
import { createOrderPlacing, type PlaceOrderDeps } from "./place-order.ts";

type Deps = Omit<PlaceOrderDeps, "slotHolds"> & OrderViewsDeps & OrderMovesDeps & SlotHoldsDeps;

export function createOrdersService(db: Db, deps: Deps, now: () => Date = () => new Date()) {
  const slotHolds = createSlotHolds(deps, now);
  return {
    ...createOrderPlacing(db, { ...deps, slotHolds }, now),
    ...createOrderViews(db, deps, now),
    ...createOrderMoves(db, deps, now),
    ...createOrderSlots(db, { ...deps, slotHolds }, now),
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
