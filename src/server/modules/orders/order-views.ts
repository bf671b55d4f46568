// Reading orders: an order's details, status and history for its customer, the store's board,
// and what the POS and the payment page are handed.
import type { ReplyOf } from "#shared/contract/endpoint.ts";
import type { OrderStatusEvent } from "#shared/contract/order-status.ts";
import type { OrderStatus, orderDetails, PastOrder } from "#shared/contract/orders.ts";
import type { BoardOrder } from "#shared/contract/store.ts";
import { localized } from "#shared/i18n/localized-content.ts";
import { toEgp } from "#shared/money/money.ts";
import { BOARD_LEAD_MINUTES } from "#shared/rules/order-ahead.ts";
import { boardMoves, isPaid } from "#shared/rules/order-lifecycle.ts";
import { lineTotal } from "#shared/rules/order-totals.ts";
import type { CheckoutOrder } from "../../adapters/payments/payments.port.ts";
import type { PosOrder } from "../../adapters/pos/pos.port.ts";
import type { Db } from "../../db/database.ts";
import { notFound } from "../../http/errors.ts";
import type { OutletsService } from "../outlets/outlets.service.ts";
import type { PosOutbox } from "../pos/pos-outbox.ts";
import { ordersMessages as m } from "./messages.gen.ts";
import * as repository from "./orders.repository.ts";
import { ORDER_ID_PATTERN, type OrderRow } from "./orders.repository.ts";
import { receiptOf, toPosOrder } from "./receipt.ts";

export type OrderViewsDeps = {
  outlets: OutletsService;
  /** The POS's receipts (oracle_response of order_details). */
  posOutbox: Pick<PosOutbox, "oracleResponse">;
};

export function createOrderViews(db: Db, { outlets, posOutbox }: OrderViewsDeps, now: () => Date) {
  // Outlets are never deleted; an order's outlet is always found.
  const outletNameOf = async (outletId: number) => (await outlets.outlet(outletId))?.name ?? "";

  return {
    async details(id: string): Promise<ReplyOf<typeof orderDetails>> {
      const order = ORDER_ID_PATTERN.test(id) ? await repository.findOrder(db, id) : null;
      if (!order) throw notFound(m.orderNotFound);
      const [outlet, oracleResponse] = await Promise.all([
        outlets.outlet(order.outletId),
        posOutbox.oracleResponse(order.id),
      ]);
      const outletName = outlet?.name ?? "";
      return {
        status: 200,
        data: {
          id: order.id,
          order_status: order.status,
          order_type: order.orderType,
          pickup_number: order.pickupNumber,
          pickup_at: order.pickupAt?.toISOString() ?? null,
          created_at: order.createdAt.toISOString(),
          outlet_name: outletName,
          deliver_to: order.deliverTo
            ? {
                label: order.deliverTo.label,
                address: order.deliverTo.address,
                phone_number: order.deliverTo.phone_number,
              }
            : null,
          totals: {
            subtotal: toEgp(order.subtotal),
            vat: toEgp(order.vat),
            delivery: toEgp(order.deliveryFee),
            total: toEgp(order.total),
          },
          // The POS's own receipt once it has the order; the same receipt computed here before.
          oracle_response: oracleResponse ?? receiptOf(order, outletName),
          names_ar: arabicNamesOf(order, { name: outletName, nameAr: outlet?.nameAr }),
        },
      };
    },

    /**
     * What the POS is handed for a paid order; null when there is no such order, or when it was
     * turned away (rejected, cancelled, its money given back) before the POS took it.
     */
    async forPos(id: string): Promise<PosOrder | null> {
      const order = await repository.findOrder(db, id);
      return order && isPaid(order.status) ? toPosOrder(order, await outletNameOf(order.outletId)) : null;
    },

    /** The order a payment is for, as its payment page shows it; null for an unknown or malformed id. */
    async forPayment(id: string): Promise<PayableOrder | null> {
      const found = ORDER_ID_PATTERN.test(id) ? await repository.findOrderWithCustomer(db, id) : null;
      if (!found) return null;
      const { order, customer } = found;
      return {
        id: order.id,
        userId: order.userId,
        walkIn: customer.walkInOutletId !== null,
        placedAtKiosk: order.placedAtKiosk,
        status: order.status,
        orderType: order.orderType,
        total: order.total,
        lines: [
          ...order.lines.map((line) => ({
            name: line.name,
            quantity: line.quantity,
            // One unit with its condiments: the lines then add up to the total as the cart's do.
            unitPrice: lineTotal({
              unitPrice: line.unitPrice,
              condimentPrices: line.condiments.map((condiment) => condiment.price),
              quantity: 1,
            }),
          })),
          ...(order.deliveryFee > 0
            ? [{ name: "Delivery fee", quantity: 1, unitPrice: order.deliveryFee }]
            : []),
          ...(order.vat > 0 ? [{ name: "VAT", quantity: 1, unitPrice: order.vat }] : []),
        ],
        customer: {
          firstName: customer.firstName,
          lastName: customer.lastName ?? "",
          email: customer.email ?? "",
          phone: customer.phone ?? "",
        },
      };
    },

    /** An outlet's open orders as its board shows them, newest paid first. */
    async board(outletId: number): Promise<BoardOrder[]> {
      const showAheadUntil = new Date(now().getTime() + BOARD_LEAD_MINUTES * 60_000);
      const rows = await repository.openOrdersOf(db, outletId, showAheadUntil);
      return rows.map(({ order, firstName, movedAt }) => toBoardOrder(order, firstName, movedAt));
    },

    /** One order of the outlet as its board shows it (after a move); 404 for another outlet's. */
    async boardOrder(id: string, outletId: number): Promise<BoardOrder> {
      const row = ORDER_ID_PATTERN.test(id) ? await repository.findOrderWithCustomer(db, id) : null;
      if (!row || row.order.outletId !== outletId) throw notFound(m.orderNotFound);
      const changes = await repository.statusChangesOf(db, id);
      return toBoardOrder(row.order, row.customer.firstName, changes.at(-1)?.at ?? row.order.createdAt);
    },

    /** Where an order is now, as its status stream tells it; 404 for no such order. */
    async statusNow(id: string): Promise<OrderStatusEvent> {
      const order = ORDER_ID_PATTERN.test(id) ? await repository.findOrder(db, id) : null;
      if (!order) throw notFound(m.orderNotFound);
      const changes = await repository.statusChangesOf(db, id);
      return {
        id: order.id,
        order_status: order.status,
        order_type: order.orderType,
        pickup_number: order.pickupNumber,
        at: (changes.at(-1)?.at ?? order.createdAt).toISOString(),
      };
    },

    /** The moves an order went through, oldest first. */
    statusChanges: (id: string) => repository.statusChangesOf(db, id),

    async history(userId: number): Promise<PastOrder[]> {
      const rows = await repository.paidOrdersOf(db, userId);
      // The outlets' rows come from the outlets' cache: a handful of stores, read once.
      const outletOf = new Map(
        await Promise.all(
          [...new Set(rows.map((order) => order.outletId))].map(
            async (id) => [id, await outlets.outlet(id)] as const,
          ),
        ),
      );
      return rows.map((order) => {
        const outlet = outletOf.get(order.outletId);
        return {
          id: order.id,
          created_at: order.createdAt.toISOString(),
          order_status: order.status,
          order_type: order.orderType,
          pickup_number: order.pickupNumber,
          pickup_at: order.pickupAt?.toISOString() ?? null,
          outlet_id: order.outletId,
          ...(outlet ? { outlet_name: outlet.name } : {}),
          ...(outlet?.nameAr ? { outlet_name_ar: outlet.nameAr } : {}),
          address_id: order.addressId,
          total: toEgp(order.total),
          order_data: {
            menuItems: order.lines.map((line) => ({
              name: line.name,
              ...(line.nameAr ? { name_ar: line.nameAr } : {}),
              quantity: line.quantity,
              total: toEgp(
                lineTotal({
                  unitPrice: line.unitPrice,
                  condimentPrices: line.condiments.map((condiment) => condiment.price),
                  quantity: line.quantity,
                }),
              ),
              item_id: line.itemId,
              condiment_ids: line.condiments.map((condiment) => condiment.id),
              note: line.note,
            })),
          },
        };
      });
    },
  };
}

/** An order as the store's board shows it: what to make and for whom (the first name only). */
function toBoardOrder(order: OrderRow, name: string, movedAt: Date): BoardOrder {
  return {
    id: order.id,
    pickup_number: order.pickupNumber,
    order_status: order.status,
    order_type: order.orderType,
    // Accounts keep the name as registered ("Nour Hassan"): the first word is enough to call out.
    customer_first_name: name.trim().split(/\s+/)[0] ?? "",
    paid_at: (order.paidAt ?? order.createdAt).toISOString(),
    pickup_at: order.pickupAt?.toISOString() ?? null,
    updated_at: movedAt.toISOString(),
    // In the language of the request: the tablet's reader's (the kitchen's ticket is the POS's).
    lines: order.lines.map((line) => ({
      name: localized(line.name, line.nameAr),
      quantity: line.quantity,
      condiments: line.condiments.map((condiment) => localized(condiment.name, condiment.nameAr)),
      note: line.note,
    })),
    next: boardMoves(order),
  };
}
/** An order as its payment page needs it: what it charges, for what, and who pays. */
export type PayableOrder = Omit<CheckoutOrder, "amount" | "savedCardTokens"> & {
  userId: number;
  /** Placed by a walk-in at a store's kiosk: no card is kept for them. */
  walkIn: boolean;
  /** Placed on a store's kiosk, a tablet strangers share: its page offers no saved card. */
  placedAtKiosk: boolean;
  status: OrderStatus;
  orderType: number;
  total: number;
};

/**
 * The Arabic names of what an order's receipt names in English: its items and condiments, as
 * they were when it was ordered, and its outlet (the receipt is the POS's, in English).
 */
function arabicNamesOf(
  order: OrderRow,
  outlet: { name: string; nameAr?: string | null },
): Record<string, string> {
  const named = [outlet, ...order.lines, ...order.lines.flatMap((line) => line.condiments)];
  return Object.fromEntries(named.flatMap(({ name, nameAr }) => (nameAr ? [[name, nameAr]] : [])));
}
