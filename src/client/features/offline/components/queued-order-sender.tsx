import { useEffect } from "react";
import {
  flushQueuedOrder,
  onQueueChange,
  type QueuedOrder,
  readQueuedOrder,
  type SendFailure,
} from "../order-queue.ts";
import { setQueuedOrderStatus } from "../queued-order-status.ts";

type QueuedOrderSenderProps<Answer> = {
  /** Places the order with its stored Idempotency-Key (ordering's submitOrder). */
  send: (order: QueuedOrder) => Promise<Answer>;
  /** The server placed it: the cart is cleared and the customer is told, wherever they are. */
  onPlaced: (answer: Answer) => void;
  /** Whether a failed send leaves it queued or refused, and why (ordering's queuedOrderFailure). */
  readFailure: (error: unknown) => SendFailure;
};

/** Sends a queued order when the connection returns (and when the app starts online). */
export function QueuedOrderSender<Answer>({ send, onPlaced, readFailure }: QueuedOrderSenderProps<Answer>) {
  useEffect(() => {
    let cancelled = false;
    const flush = async () => {
      const queued = await readQueuedOrder();
      if (cancelled || !queued) return;
      if (!navigator.onLine) {
        setQueuedOrderStatus({ phase: "queued" });
        return;
      }
      setQueuedOrderStatus({ phase: "sending" });
      const outcome = await flushQueuedOrder(send, readFailure);
      if (cancelled) return;
      if (outcome.kind === "placed") {
        setQueuedOrderStatus({ phase: "none" });
        onPlaced(outcome.answer);
      } else if (outcome.kind === "still-offline") setQueuedOrderStatus({ phase: "queued" });
      else if (outcome.kind === "expired") setQueuedOrderStatus({ phase: "expired" });
      else if (outcome.kind === "refused")
        setQueuedOrderStatus({ phase: "refused", message: outcome.message });
      else if (outcome.kind === "choose-time")
        setQueuedOrderStatus({ phase: "choose-time", message: outcome.message });
    };
    void flush();
    window.addEventListener("online", flush);
    const stopWatching = onQueueChange(() => {
      void readQueuedOrder().then((queued) => {
        if (queued && !navigator.onLine) setQueuedOrderStatus({ phase: "queued" });
      });
    });
    return () => {
      cancelled = true;
      window.removeEventListener("online", flush);
      stopWatching();
    };
  }, [send, onPlaced, readFailure]);
  return null;
}
