import { describe, expect, it } from "vitest";
import { ORDER_TYPE } from "#shared/contract/order-type.ts";
import { ORDER_STATUSES, type OrderStatus } from "#shared/contract/orders.ts";
import {
  isFinalStatus,
  type OrderProgress,
  orderProgress,
  statusLabel,
  visiblePickupNumber,
} from "./order-progress.ts";

const { pickup, delivery } = ORDER_TYPE;

function stepsOf(status: OrderStatus, orderType: number) {
  const progress = orderProgress(status, orderType);
  if (progress.kind !== "steps") throw new Error(`${status} has no steps`);
  return progress;
}

describe("order progress", () => {
  it("takes a pickup order through the counter, a delivery order out with the driver", () => {
    expect(stepsOf("paid", pickup).steps.map((step) => step.label)).toEqual([
      "Paid",
      "Accepted",
      "Preparing",
      "Ready for pickup",
      "Completed",
    ]);
    expect(stepsOf("paid", delivery).steps.map((step) => step.label)).toEqual([
      "Paid",
      "Accepted",
      "Preparing",
      "Out for delivery",
      "Completed",
    ]);
  });

  it("marks the steps before the current one done and the ones after it to come", () => {
    const preparing = stepsOf("preparing", pickup);
    expect(preparing.steps.map((step) => step.state)).toEqual([
      "done",
      "done",
      "current",
      "upcoming",
      "upcoming",
    ]);
    expect(preparing.current.label).toBe("Preparing");
    expect(preparing.detail).toBe("Your order is being prepared.");

    expect(stepsOf("paid", pickup).steps.map((step) => step.state)).toEqual([
      "current",
      "upcoming",
      "upcoming",
      "upcoming",
      "upcoming",
    ]);
    const ready = stepsOf("ready", pickup);
    expect(ready.current.label).toBe("Ready for pickup");
    expect(ready.detail).toBe("Your order is ready. Collect it at the counter.");
    const onItsWay = stepsOf("out_for_delivery", delivery);
    expect(onItsWay.steps.map((step) => step.state)).toEqual(["done", "done", "done", "current", "upcoming"]);
    expect(onItsWay.detail).toBe("Your order is on its way to you.");
  });

  it("ends on Completed, with the word for how the order reached the customer", () => {
    const collected = stepsOf("completed", pickup);
    expect(collected.steps.map((step) => step.state)).toEqual(["done", "done", "done", "done", "current"]);
    expect(collected.detail).toBe("Picked up. Enjoy!");
    expect(stepsOf("completed", delivery).detail).toBe("Delivered. Enjoy!");
  });

  it("shows a mismatched state at its own kind's step rather than losing it", () => {
    expect(stepsOf("out_for_delivery", pickup).current.label).toBe("Ready for pickup");
    expect(stepsOf("ready", delivery).current.label).toBe("Out for delivery");
    // An order of no known type (an old history entry) reads as pickup.
    expect(stepsOf("ready", 99).current.label).toBe("Ready for pickup");
  });

  const endings: { name: string; status: OrderStatus; orderType: number; progress: OrderProgress }[] = [
    {
      name: "says a cancelled order stopped, and that the money goes back",
      status: "cancelled",
      orderType: pickup,
      progress: {
        kind: "stopped",
        title: "Order cancelled",
        message: "This order was cancelled. If you paid for it, your payment is being refunded.",
      },
    },
    {
      name: "says a rejected order stopped, and that the money goes back",
      status: "rejected",
      orderType: delivery,
      progress: {
        kind: "stopped",
        title: "Order not accepted",
        message: "The store could not take this order. Your payment is being refunded.",
      },
    },
    {
      name: "says an order whose payment failed is not paid",
      status: "payment_failed",
      orderType: pickup,
      progress: {
        kind: "unpaid",
        title: "Not paid yet",
        message: "The payment did not go through, so this order is not paid.",
      },
    },
  ];

  for (const { name, status, orderType, progress } of endings) {
    it(name, () => {
      expect(orderProgress(status, orderType)).toEqual(progress);
    });
  }

  it("says an order still awaiting payment is not paid yet", () => {
    expect(orderProgress("awaiting_payment", pickup)).toMatchObject({
      kind: "unpaid",
      title: "Not paid yet",
    });
  });

  it("has exactly one current step for every state that shows steps", () => {
    for (const status of ORDER_STATUSES) {
      for (const orderType of [pickup, delivery]) {
        const progress = orderProgress(status, orderType);
        if (progress.kind !== "steps") continue;
        expect(progress.steps.filter((step) => step.state === "current")).toHaveLength(1);
      }
    }
  });

  it("labels a list's orders with their step or their stop", () => {
    expect(statusLabel("accepted", pickup)).toBe("Accepted");
    expect(statusLabel("out_for_delivery", delivery)).toBe("Out for delivery");
    expect(statusLabel("rejected", pickup)).toBe("Order not accepted");
  });

  it("knows which states are final", () => {
    expect(ORDER_STATUSES.filter(isFinalStatus)).toEqual(["completed", "cancelled", "rejected"]);
  });
});

describe("the pickup number", () => {
  const order = { order_status: "preparing" as OrderStatus, order_type: pickup, pickup_number: 12 };

  it("is shown for a paid pickup order", () => {
    expect(visiblePickupNumber(order)).toBe(12);
    expect(visiblePickupNumber({ ...order, order_status: "ready" })).toBe(12);
    expect(visiblePickupNumber({ ...order, order_status: "completed" })).toBe(12);
  });

  it("is not shown before payment, after a stop, for delivery, or when there is none", () => {
    expect(visiblePickupNumber({ ...order, order_status: "awaiting_payment" })).toBeNull();
    expect(visiblePickupNumber({ ...order, order_status: "cancelled" })).toBeNull();
    expect(visiblePickupNumber({ ...order, order_status: "rejected" })).toBeNull();
    expect(visiblePickupNumber({ ...order, order_type: delivery })).toBeNull();
    expect(visiblePickupNumber({ ...order, pickup_number: null })).toBeNull();
    expect(visiblePickupNumber({ order_status: "paid", order_type: pickup })).toBeNull();
  });
});
