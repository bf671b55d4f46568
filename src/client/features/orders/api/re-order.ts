import { useMutation } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { reOrder as reOrderCall } from "#shared/contract/place-order.ts";

/** pickupAt: the new order's slot, null for as soon as possible. */
export type ReOrderRequest = { orderId: string; idempotencyKey: string; pickupAt?: string | null };

/**
 * POST re_order (bearer): a new order with the old one's lines at today's menu, awaiting payment,
 * for a new time. The Idempotency-Key makes a retry of the same tap replay its answer instead of
 * a second order.
 */
export function reOrder({ orderId, idempotencyKey, pickupAt = null }: ReOrderRequest) {
  return callApi(reOrderCall, {
    body: { order_id: orderId, ...(pickupAt ? { pickup_at: pickupAt } : {}) },
    idempotencyKey,
  });
}

// Nothing to invalidate: the new order is unpaid, and the history lists paid orders only.
export const useReOrder = () => useMutation({ mutationFn: reOrder });
