import type { OracleResponse } from "#shared/contract/orders.ts";
import type { PosOrder } from "../../adapters/pos/pos.port.ts";
import { posReceipt } from "../../adapters/pos/receipt.ts";
import type { orders } from "../../db/schema.ts";

type OrderRow = typeof orders.$inferSelect;

export function toPosOrder(order: OrderRow, outletName: string): PosOrder {
  return {
    id: order.id,
    outletId: order.outletId,
    outletName,
    orderType: order.orderType,
    pickupAt: order.pickupAt,
    lines: order.lines.map((line) => ({
      itemId: line.itemId,
      name: line.name,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      condiments: line.condiments.map(({ id, name, price }) => ({ id, name, price })),
    })),
    subtotal: order.subtotal,
    vat: order.vat,
    deliveryFee: order.deliveryFee,
    total: order.total,
  };
}

/** The receipt before the POS has the order: the same shape and totals, our order number. */
export function receiptOf(order: OrderRow, outletName: string): OracleResponse {
  return posReceipt(toPosOrder(order, outletName), `Order ${order.id.slice(0, 8).toUpperCase()}`);
}
