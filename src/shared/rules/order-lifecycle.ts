// An order's life after it is placed: paid, then the store accepts and prepares it, it is ready
// for pickup or out for delivery, and completed; or it is cancelled, or rejected by the store.
// One rule for every side: the server refuses any other move (409), the screens show the steps.
import { ORDER_TYPE } from "../contract/order-type.ts";
import { ORDER_STATUSES, type OrderStatus } from "../contract/orders.ts";

/** Who moved an order: the payment's result, the store's staff, the POS, or the customer. */
export type OrderActor = "payment" | "store" | "pos" | "customer";

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  awaiting_payment: ["paid", "payment_failed", "cancelled"],
  payment_failed: ["paid", "cancelled"],
  paid: ["accepted", "rejected", "cancelled"],
  accepted: ["preparing", "cancelled"],
  preparing: ["ready", "out_for_delivery", "cancelled"],
  ready: ["completed"],
  out_for_delivery: ["completed"],
  completed: [],
  cancelled: [],
  rejected: [],
};

/** The states in which the customer's money is with us (a cancel or reject gives it back). */
export const PAID_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.slice(
  ORDER_STATUSES.indexOf("paid"),
  ORDER_STATUSES.indexOf("completed") + 1,
);

export const isPaid = (status: OrderStatus) => PAID_STATUSES.includes(status);

/** Whether an order of this type may move from one state to another. */
export function canMove(order: { status: OrderStatus; orderType: number }, to: OrderStatus): boolean {
  if (!NEXT[order.status].includes(to)) return false;
  // A pickup order is made ready at the counter; a delivery order leaves with the driver.
  if (to === "ready") return order.orderType === ORDER_TYPE.pickup;
  if (to === "out_for_delivery") return order.orderType === ORDER_TYPE.delivery;
  return true;
}

/** The states an order may move to next (the board's buttons). */
export function nextStates(order: { status: OrderStatus; orderType: number }): OrderStatus[] {
  return NEXT[order.status].filter((to) => canMove(order, to));
}

/** The moves the store's staff make; paying is the payment's, and a customer never moves an order. */
export const STORE_MOVES = [
  "accepted",
  "preparing",
  "ready",
  "out_for_delivery",
  "completed",
  "rejected",
  "cancelled",
] as const satisfies readonly OrderStatus[];
export type StoreMove = (typeof STORE_MOVES)[number];

const isStoreMove = (status: OrderStatus): status is StoreMove =>
  (STORE_MOVES as readonly OrderStatus[]).includes(status);

/**
 * The board's buttons for an order, and the only moves the store may make: the store's next
 * moves from a paid state. A paid order not yet taken is rejected, not cancelled; once accepted,
 * the store may still cancel it (and the money goes back).
 */
export function boardMoves(order: { status: OrderStatus; orderType: number }): StoreMove[] {
  // Until it is paid an order is not the store's to move (nor to see).
  if (!isPaid(order.status)) return [];
  const moves = nextStates(order).filter(isStoreMove);
  return moves.includes("rejected") ? moves.filter((move) => move !== "cancelled") : moves;
}
