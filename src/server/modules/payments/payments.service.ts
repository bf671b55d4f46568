// Card payments: the customer pays on the provider's page; its signed result marks the order
// paid exactly once and hands it to the POS in the same transaction.
import {
  knownPaymentMessage,
  type PaymentMessage,
  paymentMessages,
} from "#shared/contract/payment-messages.ts";
import type { PaymentProvider, PaymentResult } from "../../adapters/payments/payments.port.ts";
import type { Db } from "../../db/database.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { notFound } from "../../http/errors.ts";
import type { RateLimiter } from "../../http/rate-limit.ts";
import type { OrdersService } from "../orders/orders.service.ts";
import type { PosOutbox } from "../pos/pos-outbox.ts";
import * as repository from "./payments.repository.ts";

export const successPath = (orderId: string) => `/payment-success?order_id=${encodeURIComponent(orderId)}`;
/** The error page, with one of our messages (none: the page's default) and the order to retry. */
export const errorPath = (message: PaymentMessage | null, orderId?: string) => {
  const query = [
    message && `message=${encodeURIComponent(message)}`,
    orderId && `order_id=${encodeURIComponent(orderId)}`,
  ].filter(Boolean);
  return `/payment-error${query.length > 0 ? `?${query.join("&")}` : ""}`;
};

// A customer retrying (a declined card, another card, a reload) opens a handful of payment
// pages; a script opening thousands is stopped. Counted in the database, so across instances.
const SESSION_WINDOW_SECONDS = 600;
const SESSIONS_PER_ORDER = 20;

export function createPaymentsService(
  db: Db,
  provider: PaymentProvider,
  options: {
    orders: Pick<OrdersService, "forPayment" | "inPayment">;
    posOutbox: Pick<PosOutbox, "enqueue">;
    limiter: RateLimiter;
    /** Payment pages opened per source address per 10 minutes (shared NATs need room). */
    sessionsPerIp: number;
    onPaid: () => void;
    log: { warn(o: object, m: string): void; error(o: object, m: string): void };
  },
) {
  const service = {
    /** Where the browser goes to pay an order (place_order's url leads here). */
    async checkoutRedirect(orderId: string, ip: string): Promise<string> {
      const order = await options.orders.forPayment(orderId);
      if (!order) throw notFound("Order not found.");
      if (order.status === "paid") return successPath(order.id);
      if (order.status === "cancelled") return errorPath(paymentMessages.orderCancelled, order.id);
      const perWindow = { windowSeconds: SESSION_WINDOW_SECONDS, message: paymentMessages.tooManyAttempts };
      await options.limiter.check(
        { key: `payment-session:ip:${ip}`, max: options.sessionsPerIp, ...perWindow },
        { key: `payment-session:order:${order.id}`, max: SESSIONS_PER_ORDER, ...perWindow },
      );
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
    const declinedPath = (orderId: string) => errorPath(knownPaymentMessage(result.message), orderId);
    const outcome = await db.transaction(async (tx) => {
      const order = await options.orders.inPayment.find(tx, result.orderId);
      if (!order) return { path: errorPath(paymentMessages.orderNotFound), paid: false };
      const alreadyRecorded = await repository.recordedOutcome(tx, result.reference);
      if (alreadyRecorded) {
        // A replayed result (reload, back button, provider retry): same answer, nothing recorded
        // twice, and a second charge refunded once.
        if (alreadyRecorded === "declined") return { path: declinedPath(order.id), paid: false };
        const paid = order.status === "paid";
        return {
          path: paid ? successPath(order.id) : errorPath(paymentMessages.amountMismatch, order.id),
          paid: false,
        };
      }
      if (result.outcome === "approved" && result.amount !== order.total) {
        options.log.error(
          { orderId: order.id, charged: result.amount, total: order.total },
          "payment amount mismatch",
        );
        // A charge that does not pay this order is not kept either.
        return {
          path: errorPath(paymentMessages.amountMismatch, order.id),
          paid: false,
          refund: "the amount did not match the order",
        };
      }
      if (result.outcome === "approved" && order.status === "paid") {
        // Paid twice through two payment pages: the customer keeps one payment, the other goes back.
        return { path: successPath(order.id), paid: false, refund: "the order was already paid" };
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
        return { path: declinedPath(order.id), paid: false };
      }
      await options.orders.inPayment.markPaid(tx, order.id);
      await options.posOutbox.enqueue(tx, order.id);
      return { path: successPath(order.id), paid: true };
    });
    if (outcome.paid) options.onPaid();
    if (outcome.refund) await refundCharge(result, outcome.refund);
    return outcome.path;
  }

  /**
   * Refunds a charge we do not keep (a second one for a paid order, or one of the wrong amount),
   * outside any transaction (it waits on the provider), then records it. A twin or a replay
   * after a crash may refund again before the row exists: the provider refunds a charge once,
   * and the row is written once.
   */
  async function refundCharge(result: PaymentResult, reason: string): Promise<void> {
    const charge = { reference: result.reference, amount: result.amount };
    let refunded = true;
    try {
      await provider.refund(charge);
    } catch (error) {
      refunded = false;
      options.log.error(
        { err: error, orderId: result.orderId, ...charge },
        `a payment we do not keep (${reason}) could not be refunded: refund it by hand`,
      );
    }
    await repository.insertPaymentOnce(db, {
      orderId: result.orderId,
      providerReference: result.reference,
      outcome: refunded ? "refunded" : "refund_failed",
      amount: result.amount,
      message: `${refunded ? "Refunded" : "Refund it by hand"}: ${reason}.`,
    });
  }
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
