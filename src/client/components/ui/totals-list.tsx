import type { HTMLAttributes } from "react";
import styles from "./totals-list.module.css";

export type TotalsRow = { label: string; amount: string };

type TotalsListProps = { rows: TotalsRow[]; total: TotalsRow } & HTMLAttributes<HTMLDListElement>;

/** Subtotal, VAT, delivery and the total amount (formatted by the caller), as the cart and the order summary show them. */
export function TotalsList({ rows, total, ...attributes }: TotalsListProps) {
  return (
    <dl className={styles.totals} {...attributes}>
      {rows.map((row) => (
        <div key={row.label} className={styles.row}>
          <dt>{row.label}</dt>
          <dd className="tabular">{row.amount}</dd>
        </div>
      ))}
      <div className={`${styles.row} ${styles.total}`}>
        <dt>{total.label}</dt>
        <dd className="tabular" data-total-amount="">
          {total.amount}
        </dd>
      </div>
    </dl>
  );
}
