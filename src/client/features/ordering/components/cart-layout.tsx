import type { ReactNode } from "react";
import { cartStrings as t } from "../messages.gen.ts";
import styles from "./cart-layout.module.css";

/** The cart screen: the lines, and beside them (below on phones) the summary and checkout. */
export function CartLayout({ items, summary }: { items: ReactNode; summary: ReactNode }) {
  return (
    <div className={styles.layout}>
      <div className={styles.items}>{items}</div>
      <div className={styles.summary}>{summary}</div>
    </div>
  );
}

export function CartSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function EmptyCart({ text }: { text: string }) {
  return <p className={styles.empty}>{text}</p>;
}

/** The cart before the app has read it from storage (a route shell, src/client/prerender). */
export function CartSkeleton() {
  return (
    <CartLayout
      items={
        <CartSection id="cart-items" title={t.orderItems}>
          <div className={`skeleton ${styles.linesPlaceholder}`} />
        </CartSection>
      }
      summary={
        <CartSection id="cart-total" title={t.total}>
          <div className={`skeleton ${styles.totalsPlaceholder}`} />
        </CartSection>
      }
    />
  );
}
