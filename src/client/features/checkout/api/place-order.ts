// POST place_order. Every way of placing an order goes through submitOrder, so the offline queue
// (issue 8) can send a pending attempt later with the same Idempotency-Key.
import * as z from "zod/mini";
import { ApiError, apiRequest } from "#client/lib/api-client.ts";
import { type PlaceOrderRequest, placeOrderResponseSchema } from "#shared/contract/orders.ts";
import { apiPaths } from "#shared/contract/routes.ts";
import type { PlaceOrderBody } from "../checkout-attempt.ts";

// The chain's existing backend may answer without a payment url (spec section 4) and with a
// numeric id; our server always sends both as strings.
const placeOrderAnswerSchema = z.extend(placeOrderResponseSchema, {
  url: z.nullish(z.string()),
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
});
export type PlaceOrderAnswer = z.output<typeof placeOrderAnswerSchema>;

export type PlaceOrderSubmission = { body: PlaceOrderBody; idempotencyKey: string };

export function submitOrder(request: PlaceOrderSubmission, signal?: AbortSignal): Promise<PlaceOrderAnswer> {
  return apiRequest(apiPaths.placeOrder, {
    method: "POST",
    body: request.body satisfies PlaceOrderRequest,
    auth: true,
    headers: { "Idempotency-Key": request.idempotencyKey },
    schema: placeOrderAnswerSchema,
    signal,
  });
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
