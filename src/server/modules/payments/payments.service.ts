// Card payments: the customer pays on the provider's page; its signed result marks the order
// paid exactly once and hands it to the POS in the same transaction. The result may come from
// the customer's browser, from the provider's server, or from asking the provider later
// (reconciliation): whichever comes first is recorded, the others are replays.

import { linkedPaymentMessage, paymentMessages } from "#shared/contract/payment-messages.ts";
import { BOARD_LEAD_MINUTES } from "#shared/rules/order-ahead.ts";
import { canMove, isPaid } from "#shared/rules/order-lifecycle.ts";
import {
  type Charge,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentResult,
  type ProviderReport,
} from "../../adapters/payments/payments.port.ts";
import type { Db } from "../../db/database.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { notFound } from "../../http/errors.ts";
import { addressKey, type RateLimiter } from "../../http/rate-limit.ts";
import { every } from "../../jobs/every.ts";
import { ordersMessages } from "../orders/messages.gen.ts";
import type { OrdersService } from "../orders/orders.service.ts";
import type { PosOutbox } from "../pos/pos-outbox.ts";
import type { ProfileService } from "../profile/profile.service.ts";
import { paymentPageStrings } from "./messages.gen.ts";
import * as repository from "./payments.repository.ts";

export const successPath = (orderId: string) => `/payment-success?order_id=${encodeURIComponent(orderId)}`;
/**
 * The error page, with one of our messages (in English, as the link carries it; none or another
 * text: the page's default) and the order to retry.
 */
export const errorPath = (message: string | null, orderId?: string) => {
  const linked = linkedPaymentMessage(message);
  const query = [
    linked && `message=${encodeURIComponent(linked)}`,
    orderId && `order_id=${encodeURIComponent(orderId)}`,
  ].filter(Boolean);
  return `/payment-error${query.length > 0 ? `?${query.join("&")}` : ""}`;
};

// A customer retrying (a declined card, another card, a reload) opens a handful of payment
// pages; a script opening thousands is stopped. Counted in the database, so across instances.
const SESSION_WINDOW_SECONDS = 600;
const SESSIONS_PER_ORDER = 20;
/** How long a payment page may be used; the provider is told the same (its expiry). */
export const PAYMENT_PAGE_MINUTES = 60;

type Log = {
  info(o: object, m: string): void;
  warn(o: object, m: string): void;
  error(o: object, m: string): void;
};

/**
 * An order placed at a store's tablet, which strangers share: whoever pays there may not be the
 * account's owner (a walk-in, or the next person after a customer walked away signed in), so its
 * payment page offers none of the account's cards and keeps none on it. Walk-ins' orders from
 * before orders kept where they were placed are told by the walk-in's account.
 */
const atSharedTablet = (order: { walkIn: boolean; placedAtKiosk: boolean }) =>
  order.walkIn || order.placedAtKiosk;

export function createPaymentsService(
  db: Db,
  provider: PaymentProvider,
  options: {
    orders: Pick<
      OrdersService,
      "forPayment" | "inPayment" | "holdSlotForPayment" | "slotCapacityForPayment" | "keepsItsPlace"
    >;
    /** The account's saved cards, kept by the profile module. */
    cards: Pick<ProfileService, "cardTokens" | "keepProviderCard">;
    posOutbox: Pick<PosOutbox, "enqueue">;
    limiter: RateLimiter;
    /** Payment pages opened per source address per 10 minutes (shared NATs need room). */
    sessionsPerIp: number;
    onPaid: () => void;
    /** Money owed back that the provider would not give back (logged, recorded): one to refund by hand. */
    onRefundFailed?: () => void;
    log: Log;
    now?: () => Date;
  },
) {
  const now = options.now ?? (() => new Date());
  const { log } = options;

  const service = {
    /** Where the browser goes to pay an order (place_order's url leads here). */
    async checkoutRedirect(orderId: string, ip: string): Promise<string> {
      const order = await options.orders.forPayment(orderId);
      if (!order) throw notFound(ordersMessages.orderNotFound);
      if (isPaid(order.status)) return successPath(order.id);
      if (!canMove(order, "paid")) return errorPath(paymentMessages.orderCancelled, order.id);
      // An order ahead whose place in its slot ran out (a declined payment, a page left too long)
      // is paid only if it gets a place again.
      const hold = await options.orders.holdSlotForPayment(order.id);
      if (hold !== "held") {
        const why = hold === "slot-gone" ? paymentMessages.slotTaken : paymentMessages.aheadPlacesHeld;
        return errorPath(why, order.id);
      }
      const perWindow = { windowSeconds: SESSION_WINDOW_SECONDS, message: paymentMessages.tooManyAttempts };
      await options.limiter.check(
        { key: `payment-session:ip:${addressKey(ip)}`, max: options.sessionsPerIp, ...perWindow },
        { key: `payment-session:order:${order.id}`, max: SESSIONS_PER_ORDER, ...perWindow },
      );
      try {
        const savedCardTokens = atSharedTablet(order) ? [] : await options.cards.cardTokens(order.userId);
        const page = await provider.startCheckout({ ...order, amount: order.total, savedCardTokens });
        await repository.openSession(db, {
          providerOrderId: page.providerOrderId,
          orderId: order.id,
          amount: order.total,
          createdAt: now(),
        });
        return page.redirectUrl;
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        log.warn(
          { orderId: order.id, reason: error.message },
          "the card provider did not open a payment page",
        );
        return errorPath(paymentMessages.providerUnavailable, order.id);
      }
    },

    /** Acts on a verified report from the provider, and says where the customer goes next. */
    async settle(report: ProviderReport): Promise<string> {
      if (report.kind === "result") return service.recordResult(report.result);
      if (report.kind === "card") return saveCard(report);
      const session =
        report.kind === "pending" ? await repository.findSession(db, report.providerOrderId) : null;
      return errorPath(report.kind === "pending" ? paymentMessages.stillPending : null, session?.orderId);
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

    /**
     * Settles payment pages left open for `afterMinutes` by asking the provider how they ended
     * (the browser never came back and the provider's own message was lost). A page nothing was
     * paid on is closed once it can no longer be used.
     */
    async reconcile(afterMinutes: number): Promise<{ asked: number; settled: number; expired: number }> {
      const tally = { asked: 0, settled: 0, expired: 0 };
      if (!provider.inquire) return tally;
      const at = now();
      const due = await repository.openSessionsBefore(db, new Date(at.getTime() - afterMinutes * 60_000), 50);
      for (const session of due) {
        tally.asked += 1;
        let answer: PaymentResult | "pending" | null;
        try {
          answer = await provider.inquire(session.providerOrderId);
        } catch (error) {
          log.warn({ orderId: session.orderId, reason: (error as Error).message }, "payment inquiry failed");
          continue;
        }
        if (answer === "pending") continue;
        if (answer) {
          await service.recordResult(answer);
          tally.settled += 1;
        } else if (
          at.getTime() - session.createdAt.getTime() >
          (PAYMENT_PAGE_MINUTES + afterMinutes) * 60_000
        ) {
          await repository.closeSession(db, session.providerOrderId, "expired", at);
          tally.expired += 1;
        }
      }
      if (tally.settled > 0) log.info(tally, "payment reconciliation settled open payments");
      return tally;
    },

    /** Runs reconcile every interval until stopped (main.ts); returns the stop function. */
    startReconciling(afterMinutes: number, intervalMs = 60_000): () => Promise<void> {
      return every(
        intervalMs,
        () => service.reconcile(afterMinutes),
        (error) => log.error({ err: error }, "payment reconciliation pass failed"),
      );
    },

    /**
     * Gives an order's payment back to the customer: voided while the provider has not settled
     * it (no fee, nothing on the statement), refunded after. Once: a second call finds nothing
     * left to give back. The order has already moved (rejected, cancelled) when this is called,
     * and nothing would ask again: a provider that refuses both leaves the payment recorded as
     * one to refund by hand, logged as an error and counted for the alert.
     */
    async giveBack(orderId: string, reason: string): Promise<"voided" | "refunded" | "refund_failed"> {
      const payment = await repository.approvedPaymentOf(db, orderId);
      if (!payment) throw notFound(paymentPageStrings.nothingToGiveBack);
      const charge = { reference: payment.providerReference, amount: payment.amount };
      let how: "voided" | "refunded" | "refund_failed" = "voided";
      try {
        await provider.void(charge);
      } catch {
        how = "refunded";
        try {
          await provider.refund(charge);
        } catch (error) {
          how = "refund_failed";
          owedByHand(error, orderId, charge, `an order's payment (${reason}) could not be given back`);
        }
      }
      const message = { voided: "Voided", refunded: "Refunded", refund_failed: "Refund it by hand" }[how];
      await repository.markGivenBack(
        db,
        payment.id,
        how === "refund_failed" ? how : "refunded",
        `${message}: ${reason}.`,
      );
      return how;
    },
  };
  return service;

  /** Keeps a card the customer saved on the provider's page for the customer who paid there. */
  async function saveCard(report: Extract<ProviderReport, { kind: "card" }>): Promise<string> {
    const session = await repository.findSession(db, report.providerOrderId);
    const order = session && (await options.orders.forPayment(session.orderId));
    if (!order) {
      log.warn({ providerOrderId: report.providerOrderId }, "a saved card for no payment page of ours");
      return errorPath(paymentMessages.orderNotFound);
    }
    if (atSharedTablet(order)) return successPath(order.id);
    const kept = await options.cards.keepProviderCard(
      {
        userId: order.userId,
        name: `${order.customer.firstName} ${order.customer.lastName}`.trim(),
        ...report.card,
        expiry: "", // the provider keeps it; its page shows it
      },
      session.createdAt,
    );
    if (kept !== "kept")
      log.warn({ orderId: order.id, why: kept }, "a card saved on the payment page was not kept");
    return successPath(order.id);
  }

  async function record(result: PaymentResult): Promise<string> {
    const declinedPath = (orderId: string) => errorPath(result.message, orderId);
    const capacity = await slotCapacityOfApproved(result);
    const outcome = await db.transaction(async (tx) => {
      const session = await repository.findSession(tx, result.providerOrderId);
      const order = session && (await options.orders.inPayment.find(tx, session.orderId));
      if (!order) {
        log.warn({ providerOrderId: result.providerOrderId }, "a payment result for no payment page of ours");
        return { path: errorPath(paymentMessages.orderNotFound), paid: false };
      }
      await repository.closeSession(tx, result.providerOrderId, "settled", now());
      const alreadyRecorded = await repository.recordedOutcome(tx, result.reference);
      if (alreadyRecorded) {
        // A replayed result (reload, back button, provider retry, the browser after the
        // provider's server or the other way round): same answer, nothing recorded twice.
        if (alreadyRecorded === "declined") return { path: declinedPath(order.id), paid: false };
        if (isPaid(order.status)) return { path: successPath(order.id), paid: false };
        const ended = order.status === "cancelled" || order.status === "rejected";
        // Given back though its amount was right, for an order ahead still unpaid: its slot was taken.
        const slotTaken = order.pickupAt !== null && result.amount === order.total;
        const why = ended
          ? paymentMessages.orderCancelled
          : slotTaken
            ? paymentMessages.slotTaken
            : paymentMessages.amountMismatch;
        return { path: errorPath(why, order.id), paid: false };
      }
      // A charge we do not keep is given back (and flagged in the log), never sent to the POS.
      const refundBecause = (reason: string, path: string) => ({
        path,
        paid: false,
        refund: { orderId: order.id, reason },
      });
      if (result.outcome === "approved" && result.amount !== order.total) {
        log.error(
          { orderId: order.id, charged: result.amount, total: order.total },
          "payment amount mismatch",
        );
        return refundBecause(
          "the amount did not match the order",
          errorPath(paymentMessages.amountMismatch, order.id),
        );
      }
      if (result.outcome === "approved" && isPaid(order.status)) {
        // Paid twice through two payment pages: the customer keeps one payment, the other goes back.
        return refundBecause("the order was already paid", successPath(order.id));
      }
      if (result.outcome === "approved" && !canMove(order, "paid")) {
        return refundBecause("the order was cancelled", errorPath(paymentMessages.orderCancelled, order.id));
      }
      if (result.outcome === "approved" && !(await options.orders.keepsItsPlace(tx, order, capacity))) {
        return refundBecause("its slot was taken meanwhile", errorPath(paymentMessages.slotTaken, order.id));
      }
      await repository.insertPayment(tx, {
        orderId: order.id,
        providerReference: result.reference,
        outcome: result.outcome,
        amount: result.amount,
        message: result.message,
      });
      if (result.outcome === "declined") {
        await options.orders.inPayment.markPaymentFailed(tx, order, result.reference);
        return { path: declinedPath(order.id), paid: false };
      }
      await options.orders.inPayment.markPaid(tx, order, result.reference);
      // An order ahead goes to the POS when it reaches the store's board, before its slot.
      const notBefore = order.pickupAt && new Date(order.pickupAt.getTime() - BOARD_LEAD_MINUTES * 60_000);
      await options.posOutbox.enqueue(tx, order.id, notBefore ?? undefined);
      return { path: successPath(order.id), paid: true };
    });
    if (outcome.paid) options.onPaid();
    if ("refund" in outcome) await refundCharge(result, outcome.refund.orderId, outcome.refund.reason);
    return outcome.path;
  }

  /** An approved order ahead's slot capacity, read before the payment's transaction. */
  async function slotCapacityOfApproved(result: PaymentResult): Promise<number | null> {
    if (result.outcome !== "approved") return null;
    const session = await repository.findSession(db, result.providerOrderId);
    return session ? options.orders.slotCapacityForPayment(session.orderId) : null;
  }

  /** Money the provider would not give back: an error for the log, and a count for the alert. */
  function owedByHand(error: unknown, orderId: string, charge: Charge, what: string): void {
    log.error({ err: error, orderId, ...charge }, `${what}: refund it by hand`);
    options.onRefundFailed?.();
  }

  /**
   * Refunds a charge we do not keep (a second one for a paid order, one of the wrong amount, one
   * for a cancelled order), outside any transaction (it waits on the provider), then records it.
   * A twin or a replay after a crash may refund again before the row exists: the provider
   * refunds a charge once, and the row is written once.
   */
  async function refundCharge(result: PaymentResult, orderId: string, reason: string): Promise<void> {
    const charge: Charge = { reference: result.reference, amount: result.amount };
    let refunded = true;
    try {
      await provider.refund(charge);
    } catch (error) {
      refunded = false;
      owedByHand(error, orderId, charge, `a payment we do not keep (${reason}) could not be refunded`);
    }
    await repository.insertPaymentOnce(db, {
      orderId,
      providerReference: result.reference,
      outcome: refunded ? "refunded" : "refund_failed",
      amount: result.amount,
      message: `${refunded ? "Refunded" : "Refund it by hand"}: ${reason}.`,
    });
  }
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
