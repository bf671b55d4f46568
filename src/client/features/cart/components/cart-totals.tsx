import type { CartLine } from "#shared/contract/cart.ts";
import { formatEgp } from "#shared/money/money.ts";
import { pricedLine } from "#shared/rules/cart.ts";
import { orderTotals } from "#shared/rules/order-totals.ts";
import { cartStrings as t } from "../strings.ts";
import styles from "./cart-totals.module.css";

/** Subtotal, VAT, delivery (home delivery only) and the total: the server's own arithmetic. */
export function CartTotals({ lines, delivery }: { lines: CartLine[]; delivery: boolean }) {
  const totals = orderTotals(lines.map(pricedLine), { delivery });
  return (
    <dl className={styles.totals} data-cart-totals="">
      <div className={styles.row}>
        <dt>{t.subtotal}</dt>
        <dd className="tabular">{formatEgp(totals.subtotal)}</dd>
      </div>
      <div className={styles.row}>
        <dt>{t.vat}</dt>
        <dd className="tabular">{formatEgp(totals.vat)}</dd>
      </div>
      {delivery && (
        <div className={styles.row}>
          <dt>{t.delivery}</dt>
          <dd className="tabular">{formatEgp(totals.delivery)}</dd>
        </div>
      )}
      <div className={`${styles.row} ${styles.total}`}>
        <dt>{t.totalAmount}</dt>
        <dd className="tabular" data-total-amount="">
          {formatEgp(totals.total)}
        </dd>
      </div>
    </dl>
  );
}
