import { describe, expect, it } from "vitest";
import { ORDER_TYPE } from "../contract/order-type.ts";
import { ORDER_STATUSES, type OrderStatus } from "../contract/orders.ts";
import { boardMoves, canMove, isPaid, nextStates } from "./order-lifecycle.ts";

const pickup = (status: OrderStatus) => ({ status, orderType: ORDER_TYPE.pickup });
const delivery = (status: OrderStatus) => ({ status, orderType: ORDER_TYPE.delivery });

describe("the order lifecycle", () => {
  it("takes a pickup order from payment to the counter", () => {
    const path: OrderStatus[] = ["awaiting_payment", "paid", "accepted", "preparing", "ready", "completed"];
    for (let i = 1; i < path.length; i++) {
      expect(canMove(pickup(path[i - 1] as OrderStatus), path[i] as OrderStatus)).toBe(true);
    }
    expect(canMove(pickup("preparing"), "out_for_delivery")).toBe(false);
  });

  it("sends a delivery order out with the driver, never to the counter", () => {
    expect(nextStates(delivery("preparing"))).toEqual(["out_for_delivery", "cancelled"]);
    expect(canMove(delivery("preparing"), "ready")).toBe(false);
    expect(canMove(delivery("out_for_delivery"), "completed")).toBe(true);
  });

  it("lets a declined payment be paid again, and the store reject only a paid order", () => {
    expect(canMove(pickup("payment_failed"), "paid")).toBe(true);
    expect(canMove(pickup("paid"), "rejected")).toBe(true);
    expect(canMove(pickup("accepted"), "rejected")).toBe(false);
    expect(canMove(pickup("awaiting_payment"), "accepted")).toBe(false);
  });

  it("ends in completed, cancelled or rejected, with no way out, and never goes back", () => {
    for (const end of ["completed", "cancelled", "rejected"] as const) {
      expect(nextStates(pickup(end))).toEqual([]);
      expect(nextStates(delivery(end))).toEqual([]);
    }
    const order = ORDER_STATUSES;
    for (const from of order) {
      for (const to of nextStates(pickup(from))) {
        if (to === "cancelled" || to === "rejected" || to === "payment_failed") continue;
        expect(order.indexOf(to), `${from} -> ${to}`).toBeGreaterThan(order.indexOf(from));
      }
    }
  });

  it("knows when the customer's money is with us", () => {
    const paid = ["paid", "accepted", "preparing", "ready", "out_for_delivery", "completed"];
    expect(ORDER_STATUSES.filter(isPaid)).toEqual(paid);
  });
});

describe("the board's buttons", () => {
  it("offers the store's moves only: a new order is accepted or rejected, never cancelled", () => {
    expect(boardMoves(pickup("paid"))).toEqual(["accepted", "rejected"]);
    expect(boardMoves(pickup("accepted"))).toEqual(["preparing", "cancelled"]);
    expect(boardMoves(pickup("preparing"))).toEqual(["ready", "cancelled"]);
    expect(boardMoves(delivery("preparing"))).toEqual(["out_for_delivery", "cancelled"]);
    expect(boardMoves(pickup("ready"))).toEqual(["completed"]);
  });

  it("has nothing to press before payment or after the end", () => {
    for (const status of [
      "awaiting_payment",
      "payment_failed",
      "completed",
      "cancelled",
      "rejected",
    ] as const) {
      expect(boardMoves(pickup(status))).toEqual([]);
    }
  });
});
