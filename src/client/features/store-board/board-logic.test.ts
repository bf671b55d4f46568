import { afterEach, describe, expect, it } from "vitest";
import type { BoardOrder } from "#shared/contract/store.ts";
import { DEFAULT_LOCALE, setLocaleSource } from "#shared/i18n/locale.ts";
import {
  aheadTime,
  byWanted,
  columnOf,
  detectNewOrders,
  displayNumber,
  elapsedText,
  groupOrders,
  moveButtons,
  orderTypeLabel,
  paidText,
  waitingCount,
  withMovedOrder,
} from "./board-logic.ts";

let counter = 0;
function order(overrides: Partial<BoardOrder> = {}): BoardOrder {
  counter += 1;
  return {
    id: `order-${counter}`,
    pickup_number: counter,
    order_status: "paid",
    order_type: 2,
    customer_first_name: "Nour",
    paid_at: "2025-03-02T08:00:00.000Z",
    updated_at: "2025-03-02T08:00:00.000Z",
    lines: [{ name: "Flat White", quantity: 1, condiments: ["Oat"], note: "" }],
    next: ["accepted", "rejected"],
    ...overrides,
  };
}

describe("board columns", () => {
  it("puts each open state in its column and closed ones in none", () => {
    expect(columnOf("paid")).toBe("new");
    expect(columnOf("accepted")).toBe("accepted");
    expect(columnOf("preparing")).toBe("preparing");
    expect(columnOf("ready")).toBe("handover");
    expect(columnOf("out_for_delivery")).toBe("handover");
    for (const closed of [
      "completed",
      "cancelled",
      "rejected",
      "awaiting_payment",
      "payment_failed",
    ] as const) {
      expect(columnOf(closed)).toBeNull();
    }
  });

  it("groups orders newest paid first within each column, ties by id", () => {
    const early = order({ id: "b", paid_at: "2025-03-02T08:00:00.000Z" });
    const late = order({ id: "c", paid_at: "2025-03-02T08:30:00.000Z" });
    const sameAsEarly = order({ id: "a", paid_at: "2025-03-02T08:00:00.000Z" });
    const accepted = order({ order_status: "accepted" });
    const ready = order({ order_status: "ready" });
    const onTheWay = order({ order_status: "out_for_delivery", order_type: 3 });
    const completed = order({ order_status: "completed" });
    const columns = groupOrders([early, accepted, late, ready, completed, sameAsEarly, onTheWay]);
    expect(columns.new.map((o) => o.id)).toEqual(["c", "a", "b"]);
    expect(columns.accepted).toEqual([accepted]);
    expect(columns.preparing).toEqual([]);
    expect(columns.handover.map((o) => o.id).sort()).toEqual([ready.id, onTheWay.id].sort());
    expect(Object.values(columns).flat()).not.toContain(completed);
  });

  it("sorts an unreadable paid time last rather than throwing", () => {
    const broken = order({ paid_at: "not a date" });
    const fine = order();
    expect([broken, fine].sort(byWanted)).toEqual([fine, broken]);
  });

  it("sorts orders ahead by their slot rather than when they were paid, as-soon-as-possible ones by payment", () => {
    // Paid long ago for 08:45 UTC, and early for 08:15; two paid for as soon as possible.
    const aheadLate = order({
      id: "ahead-late",
      paid_at: "2025-03-02T06:00:00.000Z",
      pickup_at: "2025-03-02T08:45:00.000Z",
    });
    const aheadEarly = order({
      id: "ahead-early",
      paid_at: "2025-03-02T08:05:00.000Z",
      pickup_at: "2025-03-02T08:15:00.000Z",
    });
    const asapFirst = order({ id: "asap-first", paid_at: "2025-03-02T08:10:00.000Z", pickup_at: null });
    const asapLater = order({ id: "asap-later", paid_at: "2025-03-02T08:20:00.000Z" });
    const columns = groupOrders([asapFirst, aheadEarly, aheadLate, asapLater]);
    expect(columns.new.map((o) => o.id)).toEqual(["ahead-late", "asap-later", "ahead-early", "asap-first"]);
    // By payment alone the long-paid order ahead would have been last.
    expect([aheadLate, asapFirst].sort(byWanted).map((o) => o.id)).toEqual(["ahead-late", "asap-first"]);
  });

  it("says the Cairo time an order ahead is for, and nothing for as soon as possible", () => {
    expect(aheadTime({ pickup_at: "2025-03-02T08:15:00.000Z" })).toBe("10:15"); // UTC+2 in March
    expect(aheadTime({ pickup_at: "2025-07-02T08:15:00.000Z" })).toBe("11:15"); // summer time
    expect(aheadTime({ pickup_at: null })).toBeNull();
    expect(aheadTime({})).toBeNull();
    expect(aheadTime({ pickup_at: "soon" })).toBeNull();
  });

  it("counts the orders waiting for acceptance", () => {
    expect(waitingCount([order(), order(), order({ order_status: "accepted" })])).toBe(2);
    expect(waitingCount([])).toBe(0);
  });
});

describe("move buttons", () => {
  it("labels each move the store can make, forward first and the first one big", () => {
    expect(moveButtons(["accepted", "rejected"])).toEqual([
      { to: "accepted", label: "Accept", tone: "primary" },
      { to: "rejected", label: "Reject", tone: "danger" },
    ]);
    expect(moveButtons(["preparing", "cancelled"]).map((b) => [b.label, b.tone])).toEqual([
      ["Start preparing", "primary"],
      ["Cancel order", "danger"],
    ]);
    expect(moveButtons(["ready"]).map((b) => b.label)).toEqual(["Ready"]);
    expect(moveButtons(["out_for_delivery"]).map((b) => b.label)).toEqual(["Out for delivery"]);
    expect(moveButtons(["completed"]).map((b) => b.label)).toEqual(["Completed"]);
  });

  it("puts stopping moves last whatever order the server lists them in", () => {
    expect(moveButtons(["rejected", "accepted"]).map((b) => b.to)).toEqual(["accepted", "rejected"]);
    expect(moveButtons(["ready", "out_for_delivery"]).map((b) => b.tone)).toEqual(["primary", "secondary"]);
  });

  it("gives no button for a move that is not the store's, nor for a closed order", () => {
    expect(moveButtons(["paid", "payment_failed"])).toEqual([]);
    expect(moveButtons([])).toEqual([]);
  });
});

describe("elapsed time since payment", () => {
  const paidAt = "2025-03-02T08:00:00.000Z";
  const at = (minutes: number, seconds = 0) => Date.parse(paidAt) + minutes * 60_000 + seconds * 1000;

  it("reads 'just now' under a minute, then minutes, then hours and minutes", () => {
    expect(elapsedText(paidAt, at(0))).toBe("just now");
    expect(elapsedText(paidAt, at(0, 59))).toBe("just now");
    expect(elapsedText(paidAt, at(1))).toBe("1 min");
    expect(elapsedText(paidAt, at(59, 59))).toBe("59 min");
    expect(elapsedText(paidAt, at(60))).toBe("1 h 00 min");
    expect(elapsedText(paidAt, at(125))).toBe("2 h 05 min");
  });

  it("treats a payment 'in the future' (a tablet clock behind the server's) as just now", () => {
    expect(elapsedText(paidAt, at(-3))).toBe("just now");
  });

  it("says nothing for an unreadable time", () => {
    expect(elapsedText("yesterday", at(5))).toBe("");
  });

  it("makes the card's line of it", () => {
    expect(paidText(paidAt, at(0))).toBe("Paid just now");
    expect(paidText(paidAt, at(7))).toBe("Paid 7 min ago");
  });

  describe("in Arabic", () => {
    afterEach(() => setLocaleSource(() => DEFAULT_LOCALE));

    it("uses Arabic's plural forms for minutes, Western digits and the Cairo clock", () => {
      setLocaleSource(() => "ar");
      expect(paidText(paidAt, at(0))).toBe("تم الدفع للتو");
      expect(elapsedText(paidAt, at(1))).toBe("دقيقة");
      expect(elapsedText(paidAt, at(2))).toBe("دقيقتين");
      expect(elapsedText(paidAt, at(3))).toBe("3 دقائق");
      expect(elapsedText(paidAt, at(11))).toBe("11 دقيقة");
      expect(paidText(paidAt, at(125))).toBe("تم الدفع منذ 2 س 05 د");
      expect(aheadTime({ pickup_at: "2025-03-02T08:15:00.000Z" })).toBe("10:15");
      expect(orderTypeLabel(3)).toBe("توصيل");
    });
  });
});

describe("order identity on the card", () => {
  it("shows the pickup number, or the end of the id when there is none", () => {
    expect(displayNumber({ id: "abc-123", pickup_number: 42 })).toBe("42");
    expect(displayNumber({ id: "01hxyz9f3k", pickup_number: null })).toBe("9F3K");
  });

  it("names the order type", () => {
    expect(orderTypeLabel(2)).toBe("Pickup");
    expect(orderTypeLabel(3)).toBe("Delivery");
  });
});

describe("new-order detection", () => {
  it("announces nothing on the first load", () => {
    const first = detectNewOrders(null, [order({ id: "x" }), order({ id: "y" })]);
    expect(first.arrived).toEqual([]);
    expect([...first.seen].sort()).toEqual(["x", "y"]);
  });

  it("announces each paid order not seen before, once", () => {
    const first = detectNewOrders(null, [order({ id: "x" })]);
    const fresh = order({ id: "z" });
    const second = detectNewOrders(first.seen, [fresh, order({ id: "x" })]);
    expect(second.arrived).toEqual([fresh]);
    const third = detectNewOrders(second.seen, [fresh, order({ id: "x" })]);
    expect(third.arrived).toEqual([]);
  });

  it("does not announce an order first seen already taken by another tablet", () => {
    const first = detectNewOrders(null, []);
    const taken = order({ id: "t", order_status: "accepted" });
    expect(detectNewOrders(first.seen, [taken]).arrived).toEqual([]);
  });

  it("does not announce an order again after it left the list and the list came back (a reconnect)", () => {
    const first = detectNewOrders(null, [order({ id: "x" })]);
    const empty = detectNewOrders(first.seen, []);
    expect(detectNewOrders(empty.seen, [order({ id: "x" })]).arrived).toEqual([]);
  });

  it("finds every order that arrived during a network drop in one reload", () => {
    const first = detectNewOrders(null, [order({ id: "x" })]);
    const caughtUp = detectNewOrders(first.seen, [
      order({ id: "x" }),
      order({ id: "n1" }),
      order({ id: "n2" }),
    ]);
    expect(caughtUp.arrived.map((o) => o.id)).toEqual(["n1", "n2"]);
  });
});

describe("an order moved by this board", () => {
  it("replaces the old copy, and leaves the list once it is closed", () => {
    const a = order({ id: "a" });
    const b = order({ id: "b" });
    const accepted = { ...a, order_status: "accepted" as const, next: ["preparing" as const] };
    expect(withMovedOrder([a, b], accepted)).toEqual([accepted, b]);
    expect(withMovedOrder([a, b], { ...b, order_status: "completed", next: [] })).toEqual([a]);
    expect(withMovedOrder([a], { ...b, order_status: "rejected", next: [] })).toEqual([a]);
  });
});
