import { receiptOrderTypeLine } from "#shared/contract/order-type.ts";
import type { OracleResponse } from "#shared/contract/orders.ts";
import { toEgp } from "#shared/money/money.ts";
import { cairoDay } from "#shared/rules/opening-hours.ts";
import { cairoTimeLabel } from "#shared/rules/order-ahead.ts";
import type { PosOrder } from "./pos.port.ts";

/**
 * A receipt in the POS's shape (oracle_response); its totals are exactly what was charged. The
 * till's, in English whichever language the customer paid in.
 */
export function posReceipt(order: PosOrder, reference: string): OracleResponse {
  return {
    header: {
      informationLines: [
        order.outletName,
        receiptOrderTypeLine(order.orderType),
        ...(order.pickupAt
          ? [`For ${cairoDay(order.pickupAt)} ${cairoTimeLabel(order.pickupAt, "en")}`]
          : []),
        reference,
        ...(order.deliveryFee > 0 ? [`Delivery fee ${toEgp(order.deliveryFee).toFixed(2)}`] : []),
      ],
    },
    menuItems: order.lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      unitPrice: toEgp(line.unitPrice),
      condiments: line.condiments.map((condiment) => ({
        name: condiment.name,
        total: toEgp(condiment.price * line.quantity),
      })),
    })),
    totals: { subtotal: toEgp(order.subtotal), taxTotal: toEgp(order.vat), paymentTotal: toEgp(order.total) },
  };
}
