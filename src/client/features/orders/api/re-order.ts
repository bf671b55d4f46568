import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "#client/lib/api-client.ts";
import { reOrderResponseSchema } from "#shared/contract/orders.ts";
import { apiPaths } from "#shared/contract/routes.ts";

export type ReOrderRequest = { orderId: string; idempotencyKey: string };

/**
 * POST re_order (bearer): a new order with the old one's lines at today's menu, awaiting payment.
 * The Idempotency-Key makes a retry of the same tap replay its answer instead of a second order.
 */
export function reOrder({ orderId, idempotencyKey }: ReOrderRequest) {
  return apiRequest(apiPaths.reOrder, {
    method: "POST",
    body: { order_id: orderId },
    auth: true,
    headers: { "Idempotency-Key": idempotencyKey },
    schema: reOrderResponseSchema,
  });
}

// Nothing to invalidate: the new order is unpaid, and the history lists paid orders only.
export const useReOrder = () => useMutation({ mutationFn: reOrder });
