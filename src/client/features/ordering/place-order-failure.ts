// What the customer is told when place_order fails, online or when a queued order is sent. Apart
// from the call itself so the app's root can judge a queued order's failure without loading the
// place_order contract at start-up.
import type { SendFailure } from "#client/features/offline/order-queue.ts";
import { ApiError } from "#client/lib/api-client.ts";
import { IDEMPOTENCY_KEY_HEADER } from "#shared/contract/endpoint.ts";

export type PlaceOrderFailure =
  | { kind: "login" }
  | { kind: "check"; message: string }
  /** The chosen time refused (full, passed, too soon): said by its picker, not in a dialog. */
  | { kind: "time"; message: string }
  /** staleKey: the key was used for another request; the next tap needs a new attempt. */
  | { kind: "server"; staleKey?: boolean }
  | { kind: "network" };

/** What the customer is told when place_order fails (spec sections 5 and 8). */
export function placeOrderFailure(error: unknown): PlaceOrderFailure {
  if (!(error instanceof ApiError)) return { kind: "server" };
  if (error.kind === "network" || error.kind === "timeout") return { kind: "network" };
  if (error.kind === "http" && error.status === 401) return { kind: "login" };
  if (error.kind === "http" && error.status === 422) {
    // The server's checks answer with the same messages as the screen's (shared rules).
    const entries = Object.entries(error.fieldErrors).filter(([field]) => field !== IDEMPOTENCY_KEY_HEADER);
    const [field, messages] = entries[0] ?? [];
    const message = messages?.[0];
    if (message) return field === "pickup_at" ? { kind: "time", message } : { kind: "check", message };
    if (IDEMPOTENCY_KEY_HEADER in error.fieldErrors) return { kind: "server", staleKey: true };
  }
  return { kind: "server" };
}

/**
 * A queued order's failed send, sent when the connection came back: still offline (it stays
 * queued), its time refused (the customer chooses another), or refused with the server's reason.
 */
export function queuedOrderFailure(error: unknown): SendFailure {
  const failure = placeOrderFailure(error);
  if (failure.kind === "network") return { kind: "still-offline" };
  if (failure.kind === "time") return { kind: "choose-time", message: failure.message };
  if (failure.kind === "check") return { kind: "refused", message: failure.message };
  return { kind: "refused", message: error instanceof ApiError ? error.message : "Please try again." };
}
