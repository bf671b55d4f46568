// POST place_order. Every way of placing an order goes through submitOrder, so the offline queue
// can send a pending attempt later with the same Idempotency-Key.
import { callApi } from "#client/lib/api-client.ts";
import type { AnswerOf } from "#shared/contract/endpoint.ts";
import { type PlaceOrderBody, placeOrder } from "#shared/contract/place-order.ts";

export type PlaceOrderAnswer = AnswerOf<typeof placeOrder>;
export type PlaceOrderSubmission = { body: PlaceOrderBody; idempotencyKey: string };

export function submitOrder(request: PlaceOrderSubmission, signal?: AbortSignal): Promise<PlaceOrderAnswer> {
  return callApi(placeOrder, { body: request.body, idempotencyKey: request.idempotencyKey, signal });
}
