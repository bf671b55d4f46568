// What the customer is told about a queued order, shared by the sender (mounted once) and the
// banners (on the cart and elsewhere).
import { useSyncExternalStore } from "react";

export type QueuedOrderStatus =
  | { phase: "none" }
  | { phase: "queued" }
  | { phase: "sending" }
  | { phase: "expired" }
  | { phase: "refused"; message: string }
  /**
   * Not sent: its slot passed while it waited, or the server refused the time (its message);
   * the cart's time picker asks again.
   */
  | { phase: "choose-time"; message?: string };

let status: QueuedOrderStatus = { phase: "none" };
const listeners = new Set<() => void>();

export function setQueuedOrderStatus(next: QueuedOrderStatus): void {
  status = next;
  for (const listener of listeners) listener();
}

export function useQueuedOrderStatus(): QueuedOrderStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => status,
    () => status,
  );
}
