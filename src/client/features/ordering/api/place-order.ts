// POST place_order. Every way of placing an order goes through submitOrder, so the offline queue
// can send a pending attempt later with the same Idempotency-Key.
import { ApiError, callApi } from "#client/lib/api-client.ts";
import type { AnswerOf } from "#shared/contract/endpoint.ts";
import { type PlaceOrderBody, placeOrder } from "#shared/contract/orders.ts";

export type PlaceOrderAnswer = AnswerOf<typeof placeOrder>;
export type PlaceOrderSubmission = { body: PlaceOrderBody; idempotencyKey: string };

export function submitOrder(request: PlaceOrderSubmission, signal?: AbortSignal): Promise<PlaceOrderAnswer> {
  return callApi(placeOrder, { body: request.body, idempotencyKey: request.idempotencyKey, signal });
}

export type PlaceOrderFailure =
  | { kind: "login" }
  | { kind: "check"; message: string }
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
    const entries = Object.entries(error.fieldErrors).filter(([field]) => field !== "Idempotency-Key");
    const message = entries[0]?.[1][0];
    if (message) return { kind: "check", message };
    if ("Idempotency-Key" in error.fieldErrors) return { kind: "server", staleKey: true };
  }
  return { kind: "server" };
}
