import { useEffect } from "react";
import { flushQueuedOrder, onQueueChange, type QueuedOrder, readQueuedOrder } from "../order-queue.ts";
import { setQueuedOrderStatus } from "../queued-order-status.ts";

type QueuedOrderSenderProps<Answer> = {
  /** Places the order with its stored Idempotency-Key (ordering's submitOrder). */
  send: (order: QueuedOrder) => Promise<Answer>;
  /** The server placed it: the cart is cleared and the customer is told, wherever they are. */
  onPlaced: (answer: Answer) => void;
  isNetworkError: (error: unknown) => boolean;
  errorMessage: (error: unknown) => string;
  /** The server refused the order's time (422 on pickup_at): the customer chooses another. */
  isTimeRefusal: (error: unknown) => boolean;
};

/** Sends a queued order when the connection returns (and when the app starts online). */
export function QueuedOrderSender<Answer>({
  send,
  onPlaced,
  isNetworkError,
  errorMessage,
  isTimeRefusal,
}: QueuedOrderSenderProps<Answer>) {
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
      const outcome = await flushQueuedOrder(send, { isNetworkError, errorMessage, isTimeRefusal });
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
  }, [send, onPlaced, isNetworkError, errorMessage, isTimeRefusal]);
  return null;
}
