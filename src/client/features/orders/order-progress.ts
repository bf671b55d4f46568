// Where an order is, as the customer sees it: the steps a paid order goes through (pickup or
// delivery), the step it is at, and what a stopped or unpaid order says instead. Pure, so every
// state of the lifecycle (shared/rules/order-lifecycle.ts) is tested without a browser.
import { ORDER_TYPE } from "#shared/contract/order-type.ts";
import type { OrderStatus } from "#shared/contract/orders.ts";
import { orderStrings as t } from "./messages.gen.ts";

/** States an order never leaves: nothing more to watch. */
export const FINAL_STATUSES: readonly OrderStatus[] = ["completed", "cancelled", "rejected"];

export const isFinalStatus = (status: OrderStatus): boolean => FINAL_STATUSES.includes(status);

type StepKey = "paid" | "accepted" | "preparing" | "ready" | "out_for_delivery" | "completed";
export type StepState = "done" | "current" | "upcoming";
export type ProgressStep = { key: StepKey; label: string; state: StepState };

export type OrderProgress =
  /** Paid and on its way through the store: the steps, and a line about the current one. */
  | { kind: "steps"; steps: ProgressStep[]; current: ProgressStep; detail: string }
  /** Cancelled or rejected: a message instead of steps. */
  | { kind: "stopped"; title: string; message: string }
  /** The payment has not gone through (yet). */
  | { kind: "unpaid"; title: string; message: string };

const PICKUP_STEPS: readonly StepKey[] = ["paid", "accepted", "preparing", "ready", "completed"];
const DELIVERY_STEPS: readonly StepKey[] = ["paid", "accepted", "preparing", "out_for_delivery", "completed"];

const isPickup = (orderType: number | undefined) => orderType !== ORDER_TYPE.delivery;

/** The progress view of an order in `status`; an order of unknown type reads as pickup. */
export function orderProgress(status: OrderStatus, orderType: number | undefined): OrderProgress {
  switch (status) {
    case "awaiting_payment":
      return { kind: "unpaid", title: t.progress.notPaidTitle, message: t.progress.awaitingPayment };
    case "payment_failed":
      return { kind: "unpaid", title: t.progress.notPaidTitle, message: t.progress.paymentFailed };
    case "cancelled":
      return { kind: "stopped", title: t.progress.cancelledTitle, message: t.progress.cancelled };
    case "rejected":
      return { kind: "stopped", title: t.progress.rejectedTitle, message: t.progress.rejected };
  }
  const pickup = isPickup(orderType);
  const keys = pickup ? PICKUP_STEPS : DELIVERY_STEPS;
  // A pickup order reported out for delivery (or a delivery order "ready") still shows the
  // step of its own kind, at the same place in the list.
  const at: StepKey =
    status === "ready" || status === "out_for_delivery" ? (pickup ? "ready" : "out_for_delivery") : status;
  const index = keys.indexOf(at);
  const steps = keys.map((key, position) => ({
    key,
    label: t.progress.steps[key],
    state: (position < index ? "done" : position === index ? "current" : "upcoming") as StepState,
  }));
  const current: ProgressStep = { key: at, label: t.progress.steps[at], state: "current" };
  const detail = at === "completed" && pickup ? t.progress.completedPickup : t.progress.details[at];
  return { kind: "steps", steps, current, detail };
}

/**
 * The number called at the counter, when the customer should see it: a pickup order once paid,
 * until it is cancelled or rejected.
 */
export function visiblePickupNumber(order: {
  order_status: OrderStatus;
  order_type?: number;
  pickup_number?: number | null;
}): number | null {
  if (!isPickup(order.order_type) || order.pickup_number == null) return null;
  return orderProgress(order.order_status, order.order_type).kind === "steps" ? order.pickup_number : null;
}

/** A one-line state for a list (the history's cards). */
export function statusLabel(status: OrderStatus, orderType: number | undefined): string {
  const progress = orderProgress(status, orderType);
  return progress.kind === "steps" ? progress.current.label : progress.title;
}
