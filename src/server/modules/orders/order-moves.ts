// Moving an order along its lifecycle: as the store or the POS asks, and as a payment's result
// says inside the payment's transaction.
import type { OrderStatus } from "#shared/contract/orders.ts";
import { boardMoves, canMove, type OrderActor, type StoreMove } from "#shared/rules/order-lifecycle.ts";
import type { Db, Tx } from "../../db/database.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import { ordersMessages as m, orderStatusWords } from "./messages.gen.ts";
import * as repository from "./orders.repository.ts";
import { ORDER_ID_PATTERN, type OrderRow } from "./orders.repository.ts";

export type OrderMovesDeps = {
  /** After a move by the store or the POS is committed (the customer's push notification). */
  onMoved?: (order: OrderRow) => void;
};

export function createOrderMoves(db: Db, { onMoved }: OrderMovesDeps, now: () => Date) {
  const moveOf = (order: OrderRow, to: OrderStatus) => ({
    order,
    from: order.status,
    to,
    at: now(),
  });

  return {
    /** Inside the payment's transaction: its order, and the moves a result makes. */
    inPayment: {
      find: (tx: Tx, id: string) => repository.findOrder(tx, id),
      /** Paid, unless the order is past being paid (already paid, cancelled). */
      markPaid: (tx: Tx, order: OrderRow, reference: string) =>
        canMove(order, "paid") &&
        repository.moveStatus(tx, { ...moveOf(order, "paid"), actor: "payment", actorRef: reference }),
      /** A declined payment: the order waits for another try (a paid order stays paid). */
      markPaymentFailed: (tx: Tx, order: OrderRow, reference: string) =>
        canMove(order, "payment_failed") &&
        repository.moveStatus(tx, {
          ...moveOf(order, "payment_failed"),
          actor: "payment",
          actorRef: reference,
        }),
    },

    /**
     * Moves an order to its next state, as the store or the POS asks (shared/rules/order-lifecycle.ts).
     * 409 when the move is not allowed from where the order is, or someone else moved it first;
     * 404 for an order of another outlet than `atOutlet` (a store sees its own orders only).
     */
    async move(
      id: string,
      to: OrderStatus,
      by: { actor: OrderActor; ref?: string; atOutlet?: number },
    ): Promise<{ from: OrderStatus; order: OrderRow }> {
      const result = await db.transaction(async (tx) => {
        const order = ORDER_ID_PATTERN.test(id) ? await repository.findOrder(tx, id) : null;
        if (!order || (by.atOutlet !== undefined && order.outletId !== by.atOutlet)) {
          throw notFound(m.orderNotFound);
        }
        const allowed =
          by.actor === "store" ? boardMoves(order).includes(to as StoreMove) : canMove(order, to);
        if (!allowed) {
          throw new HttpError(
            409,
            m.cannotMove({ from: orderStatusWords[order.status], to: orderStatusWords[to] }),
          );
        }
        const moved = await repository.moveStatus(tx, {
          ...moveOf(order, to),
          actor: by.actor,
          actorRef: by.ref,
        });
        if (!moved) throw new HttpError(409, m.changedMeanwhile);
        return { from: order.status, order: { ...order, status: to } };
      });
      onMoved?.(result.order);
      return result;
    },
  };
}
