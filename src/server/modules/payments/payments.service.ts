// Card payments: the customer pays on the provider's page; its signed result marks the order
// paid exactly once and hands it to the POS in the same transaction.
import type { PaymentProvider, PaymentResult } from "../../adapters/payments/payments.port.ts";
import type { Db } from "../../db/database.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { notFound } from "../../http/errors.ts";
import type { OrdersService } from "../orders/orders.service.ts";
import type { PosOutbox } from "../pos/pos-outbox.ts";
import * as repository from "./payments.repository.ts";

export const successPath = (orderId: string) => `/payment-success?order_id=${encodeURIComponent(orderId)}`;
export const errorPath = (message: string, orderId?: string) =>
  `/payment-error?message=${encodeURIComponent(message)}${orderId ? `&order_id=${encodeURIComponent(orderId)}` : ""}`;

export function createPaymentsService(
  db: Db,
  provider: PaymentProvider,
  options: {
    orders: Pick<OrdersService, "forPayment" | "inPayment">;
    posOutbox: Pick<PosOutbox, "enqueue">;
    onPaid: () => void;
    log: { warn(o: object, m: string): void; error(o: object, m: string): void };
  },
) {
  const service = {
    /** Where the browser goes to pay an order (place_order's url leads here). */
    async checkoutRedirect(orderId: string): Promise<string> {
      const order = await options.orders.forPayment(orderId);
      if (!order) throw notFound("Order not found.");
      if (order.status === "paid") return successPath(order.id);
      if (order.status === "cancelled") return errorPath("This order was cancelled.", order.id);
      const { redirectUrl } = await provider.startCheckout({
        id: order.id,
        amount: order.total,
        returnPath: "/payments/callback",
      });
      return redirectUrl;
    },

    /** Records a verified provider result once, and says where the customer goes next. */
    async recordResult(result: PaymentResult): Promise<string> {
      try {
        return await record(result);
      } catch (error) {
        // A concurrent twin recorded the same result first: answer as for a replay.
        if (isUniqueViolation(error)) return record(result);
        throw error;
      }
    },
  };
  return service;

  async function record(result: PaymentResult): Promise<string> {
    const outcome = await db.transaction(async (tx) => {
      const order = await options.orders.inPayment.find(tx, result.orderId);
      if (!order) return { path: errorPath("We could not find this order."), paid: false };
      const alreadyRecorded = await repository.recordedOutcome(tx, result.reference);
      if (alreadyRecorded) {
        // A replayed result (reload, back button, provider retry): same answer, nothing recorded twice.
        return {
          path: alreadyRecorded === "approved" ? successPath(order.id) : errorPath(result.message, order.id),
          paid: false,
        };
      }
      if (result.outcome === "approved" && result.amount !== order.total) {
        options.log.error(
          { orderId: order.id, charged: result.amount, total: order.total },
          "payment amount mismatch",
        );
        return { path: errorPath("The payment amount did not match the order.", order.id), paid: false };
      }
      if (result.outcome === "approved" && order.status === "paid") {
        // Paid twice through two open payment pages: keep one, flag the other for a refund.
        options.log.error(
          { orderId: order.id, reference: result.reference },
          "second approval for a paid order: refund it",
        );
        return { path: successPath(order.id), paid: false };
      }
      await repository.insertPayment(tx, {
        orderId: order.id,
        providerReference: result.reference,
        outcome: result.outcome,
        amount: result.amount,
        message: result.message,
      });
      if (result.outcome === "declined") {
        await options.orders.inPayment.markPaymentFailed(tx, order.id);
        return { path: errorPath(result.message, order.id), paid: false };
      }
      await options.orders.inPayment.markPaid(tx, order.id);
      await options.posOutbox.enqueue(tx, order.id);
      return { path: successPath(order.id), paid: true };
    });
    if (outcome.paid) options.onPaid();
    return outcome.path;
  }
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
