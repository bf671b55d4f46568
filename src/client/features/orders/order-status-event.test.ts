import { describe, expect, it } from "vitest";
import type { OrderStatusEvent } from "#shared/contract/order-status.ts";
import type { PastOrder } from "#shared/contract/orders.ts";
import { historyWithStatusEvent, liveOrderIds, withStatusEvent } from "./order-status-event.ts";

const past = (id: string, order_status: PastOrder["order_status"], pickup_number: number | null = null) =>
  ({
    id,
    created_at: "2025-03-02T08:00:00.000Z",
    order_status,
    order_type: 2,
    pickup_number,
    order_data: { menuItems: [] },
  }) satisfies PastOrder;

const event = (
  id: string,
  order_status: OrderStatusEvent["order_status"],
  pickup_number: number | null = 12,
) =>
  ({
    id,
    order_status,
    order_type: 2,
    pickup_number,
    at: "2025-03-02T08:05:00.000Z",
  }) satisfies OrderStatusEvent;

describe("a status event", () => {
  it("moves its order to the new state with its pickup number", () => {
    expect(withStatusEvent(past("a", "paid"), event("a", "accepted"))).toMatchObject({
      id: "a",
      order_status: "accepted",
      pickup_number: 12,
      order_data: { menuItems: [] },
    });
  });

  it("leaves another order, and an order already there, as they were (same object)", () => {
    const order = past("a", "paid", 12);
    expect(withStatusEvent(order, event("b", "ready"))).toBe(order);
    expect(withStatusEvent(order, event("a", "paid"))).toBe(order);
  });

  it("keeps a pickup number it knew when an event has none", () => {
    expect(withStatusEvent(past("a", "accepted", 7), event("a", "preparing", null)).pickup_number).toBe(7);
  });

  it("updates the one order of a history and keeps the list when nothing changed", () => {
    const history = [past("a", "paid"), past("b", "completed")];
    const next = historyWithStatusEvent(history, event("a", "preparing"));
    expect(next.map((order) => order.order_status)).toEqual(["preparing", "completed"]);
    expect(next[1]).toBe(history[1]);
    expect(historyWithStatusEvent(history, event("z", "ready"))).toBe(history);
  });
});

describe("the history's live orders", () => {
  it("are the newest orders not yet final, at most the limit", () => {
    const history = [
      past("new-done", "completed"),
      past("a", "paid"),
      past("cancelled", "cancelled"),
      past("b", "preparing"),
      past("c", "ready"),
      past("d", "accepted"),
      past("rejected", "rejected"),
    ];
    expect(liveOrderIds(history, 3)).toEqual(["a", "b", "c"]);
    expect(liveOrderIds(history, 10)).toEqual(["a", "b", "c", "d"]);
    expect(liveOrderIds([past("x", "completed")], 3)).toEqual([]);
  });
});
