import { TotalsList } from "#client/components/ui/totals-list.tsx";
import type { CartLine } from "#shared/contract/cart.ts";
import { formatEgp } from "#shared/money/money.ts";
import { pricedLine } from "#shared/rules/cart.ts";
import { orderTotals } from "#shared/rules/order-totals.ts";
import { cartStrings as t } from "../messages.gen.ts";

/**
 * Subtotal, VAT, delivery (home delivery only) and the total: the server's own arithmetic. An
 * empty cart has nothing to deliver: no fee, and a total of nothing.
 */
export function CartTotals({ lines, delivery: homeDelivery }: { lines: CartLine[]; delivery: boolean }) {
  const delivery = homeDelivery && lines.length > 0;
  const totals = orderTotals(lines.map(pricedLine), { delivery });
  return (
    <TotalsList
      data-cart-totals=""
      rows={[
        { label: t.subtotal, amount: formatEgp(totals.subtotal) },
        { label: t.vat, amount: formatEgp(totals.vat) },
        ...(delivery ? [{ label: t.delivery, amount: formatEgp(totals.delivery) }] : []),
      ]}
      total={{ label: t.totalAmount, amount: formatEgp(totals.total) }}
    />
  );
}
