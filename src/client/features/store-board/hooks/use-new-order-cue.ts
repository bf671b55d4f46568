import { useEffect, useRef, useState } from "react";
import { formatList } from "#client/lib/list-format.ts";
import type { BoardOrder } from "#shared/contract/store.ts";
import { detectNewOrders, displayNumber } from "../board-logic.ts";
import { storeBoardStrings as t } from "../messages.gen.ts";
import { playNewOrderSound } from "../sound.ts";

/** How long a new order's card stands out. */
export const HIGHLIGHT_MS = 10_000;

/**
 * Watches the list of open orders: an order waiting for acceptance that was not there at the
 * last look chimes, stands out for a few seconds, and is announced to screen readers. The first
 * list after opening the board is what is there, not news.
 */
export function useNewOrderCue(orders: readonly BoardOrder[] | undefined) {
  const seen = useRef<ReadonlySet<string> | null>(null);
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(() => new Set());
  const [announcement, setAnnouncement] = useState("");
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    if (!orders) return;
    const { seen: next, arrived } = detectNewOrders(seen.current, orders);
    seen.current = next;
    if (arrived.length === 0) return;
    playNewOrderSound();
    setAnnouncement(
      t.newOrderArrived({ count: arrived.length, numbers: formatList(arrived.map(displayNumber)) }),
    );
    const ids = arrived.map((order) => order.id);
    setHighlighted((current) => new Set([...current, ...ids]));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setHighlighted((current) => new Set([...current].filter((id) => !ids.includes(id))));
    }, HIGHLIGHT_MS);
    timers.current.add(timer);
  }, [orders]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  return { highlighted, announcement };
}
