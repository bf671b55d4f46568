// How the board lays out an outlet's open orders: which column each state goes in, the order
// within a column, the buttons an order gets from the moves the server allows, how long ago it
// was paid, the time an order ahead is for, and which orders are new since the last look. Pure,
// so it is tested without a screen.
import { ORDER_TYPE } from "#shared/contract/order-type.ts";
import type { OrderStatus } from "#shared/contract/orders.ts";
import { type BoardOrder, STORE_MOVES, type StoreMove } from "#shared/contract/store.ts";
import { storeBoardStrings as t } from "./messages.gen.ts";
import { formatClock } from "./time-format.ts";

export type { StoreMove };
export type ColumnId = keyof typeof t.columns;

/** The board's columns, left to right: the way an order travels. */
export const BOARD_COLUMNS: readonly { id: ColumnId; statuses: readonly OrderStatus[] }[] = [
  { id: "new", statuses: ["paid"] },
  { id: "accepted", statuses: ["accepted"] },
  { id: "preparing", statuses: ["preparing"] },
  { id: "handover", statuses: ["ready", "out_for_delivery"] },
];

export function columnOf(status: OrderStatus): ColumnId | null {
  return BOARD_COLUMNS.find((column) => column.statuses.includes(status))?.id ?? null;
}

/**
 * When the order is wanted: an order ahead at its slot, one for as soon as possible from when it
 * was paid. An unreadable time counts as the earliest.
 */
export function wantedTime(order: Pick<BoardOrder, "paid_at" | "pickup_at">): number {
  const time = Date.parse(order.pickup_at ?? order.paid_at);
  return Number.isNaN(time) ? 0 : time;
}

/**
 * Latest wanted first, as new orders arrive at the top: orders ahead by their slot, the others by
 * payment. Ties by id, so cards never swap places.
 */
export function byWanted(a: BoardOrder, b: BoardOrder): number {
  return wantedTime(b) - wantedTime(a) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** "08:15", the store's (Cairo) time an order ahead is for; null for as soon as possible. */
export function aheadTime(order: Pick<BoardOrder, "pickup_at">): string | null {
  if (!order.pickup_at) return null;
  const at = Date.parse(order.pickup_at);
  return Number.isNaN(at) ? null : formatClock(at);
}

export type BoardColumns = Record<ColumnId, BoardOrder[]>;

/** The orders of each column, by when they are wanted. An order in no column (closed) is left out. */
export function groupOrders(orders: readonly BoardOrder[]): BoardColumns {
  const columns: BoardColumns = { new: [], accepted: [], preparing: [], handover: [] };
  for (const order of orders) {
    const column = columnOf(order.order_status);
    if (column) columns[column].push(order);
  }
  for (const list of Object.values(columns)) list.sort(byWanted);
  return columns;
}

export type MoveButton = {
  to: StoreMove;
  label: string;
  /** The move that takes the order forward is the big one; stopping it (asked twice) the quiet one. */
  tone: "primary" | "secondary" | "danger";
};

/** Moves that end an order and give the money back: asked twice, shown last. */
const STOPPING: readonly StoreMove[] = ["rejected", "cancelled"];

const isStoreMove = (status: string): status is StoreMove =>
  (STORE_MOVES as readonly string[]).includes(status);

/**
 * The buttons of an order, from the moves the server says it may make next (`order.next`):
 * forward moves first (the first one big), then Reject or Cancel, which ask for confirmation.
 */
export function moveButtons(next: readonly string[]): MoveButton[] {
  const moves = next.filter(isStoreMove);
  const forward = moves.filter((to) => !STOPPING.includes(to));
  const stopping = moves.filter((to) => STOPPING.includes(to));
  return [
    ...forward.map(
      (to, index): MoveButton => ({
        to,
        label: t.moves[to],
        tone: index === 0 ? "primary" : "secondary",
      }),
    ),
    ...stopping.map((to): MoveButton => ({ to, label: t.moves[to], tone: "danger" })),
  ];
}

/** "just now", "7 min", "1 h 05 min" since `paidAt`, by the clock `now` (ms since epoch). */
export function elapsedText(paidAt: string, now: number): string {
  const paid = Date.parse(paidAt);
  if (Number.isNaN(paid)) return "";
  const minutes = Math.floor(Math.max(0, now - paid) / 60_000);
  if (minutes < 1) return t.justNow;
  if (minutes < 60) return t.minutesAgo({ minutes });
  return t.hoursAgo({ hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, "0") });
}

/** "Paid just now", "Paid 7 min ago": the card's line under its number. */
export function paidText(paidAt: string, now: number): string {
  const elapsed = elapsedText(paidAt, now);
  return elapsed === t.justNow ? t.paidJustNow : t.paidAgo({ elapsed });
}

/** The number called at the counter; an order without one (never expected once paid) by its id's end. */
export function displayNumber(order: Pick<BoardOrder, "id" | "pickup_number">): string {
  return order.pickup_number === null ? order.id.slice(-4).toUpperCase() : String(order.pickup_number);
}

export function orderTypeLabel(orderType: number): string {
  return orderType === ORDER_TYPE.delivery ? t.delivery : t.pickup;
}

/** Orders waiting for the store to accept them: the count in the tab's title. */
export function waitingCount(orders: readonly BoardOrder[]): number {
  return orders.reduce((count, order) => count + (order.order_status === "paid" ? 1 : 0), 0);
}

export type NewOrderCheck = {
  /** Every order id this board has seen so far. */
  seen: ReadonlySet<string>;
  /** Orders waiting for acceptance that were not there at the last look: the sound and highlight. */
  arrived: BoardOrder[];
};

/**
 * Compares a fresh list of open orders with the ids seen before. `seen` null is the first load
 * after signing in or reopening the board: what is there is not news. An order first seen
 * already accepted (another tablet took it during a network drop) is shown but not announced.
 */
export function detectNewOrders(
  seen: ReadonlySet<string> | null,
  orders: readonly BoardOrder[],
): NewOrderCheck {
  const next = new Set(seen ?? []);
  const arrived: BoardOrder[] = [];
  for (const order of orders) {
    if (next.has(order.id)) continue;
    next.add(order.id);
    if (seen !== null && order.order_status === "paid") arrived.push(order);
  }
  return { seen: next, arrived };
}

/** The order as the move's answer left it, in place of the old copy (dropped once it is closed). */
export function withMovedOrder(orders: readonly BoardOrder[], moved: BoardOrder): BoardOrder[] {
  const open = columnOf(moved.order_status) !== null;
  const result: BoardOrder[] = [];
  let found = false;
  for (const order of orders) {
    if (order.id !== moved.id) result.push(order);
    else {
      found = true;
      if (open) result.push(moved);
    }
  }
  if (!found && open) result.push(moved);
  return result;
}
