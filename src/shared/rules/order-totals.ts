// Subtotal, VAT and delivery of an order (spec section 9), in piastres. The client shows what the
// server will charge because both compute it here.
import { DELIVERY_FEE, type Piastres, vatOf } from "../money/money.ts";

export type PricedLine = { unitPrice: Piastres; condimentPrices: Piastres[]; quantity: number };
export type OrderTotals = { subtotal: Piastres; vat: Piastres; delivery: Piastres; total: Piastres };

/** A line's price with its condiments, times its quantity. */
export function lineTotal(line: PricedLine): Piastres {
  const condiments = line.condimentPrices.reduce((sum, price) => sum + price, 0);
  return (line.unitPrice + condiments) * line.quantity;
}

export function orderTotals(lines: PricedLine[], options: { delivery: boolean }): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const vat = vatOf(subtotal); // on the subtotal only, never on the delivery fee
  const delivery = options.delivery ? DELIVERY_FEE : 0;
  return { subtotal, vat, delivery, total: subtotal + vat + delivery };
}
