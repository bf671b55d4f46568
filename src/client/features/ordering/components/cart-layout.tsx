import type { ReactNode } from "react";
import type { CartLine } from "#shared/contract/cart.ts";
import type { MenuData } from "#shared/contract/menu.ts";
import { cartStrings as t } from "../messages.gen.ts";
import styles from "./cart-layout.module.css";
import { CartLines, type LineSoldOut } from "./cart-lines.tsx";
import { CartTotals } from "./cart-totals.tsx";

/** The cart screen: the lines, and beside them (below on phones) the summary and checkout. */
export function CartLayout({ items, summary }: { items: ReactNode; summary: ReactNode }) {
  return (
    <div className={styles.layout}>
      <div className={styles.items}>{items}</div>
      <div className={styles.summary}>{summary}</div>
    </div>
  );
}

type CartContentsProps = {
  /** Where the order goes: the pickup or the delivery card, above the lines. */
  destination: ReactNode;
  lines: CartLine[];
  menu: MenuData | undefined;
  soldOut: (line: CartLine) => LineSoldOut | null;
  delivery: boolean;
  /** Below the totals: what the app adds to the painted cart (the pickup time, the checkout). */
  checkout?: ReactNode;
};

/**
 * The cart's screen, as the app draws it and as the server paints a returning customer's cold
 * load of it (src/client/prerender/render-cart-opening.tsx): one layout, so the two match.
 */
export function CartContents({ destination, lines, menu, soldOut, delivery, checkout }: CartContentsProps) {
  return (
    <CartLayout
      items={
        <>
          {destination}
          <CartSection id="cart-items" title={t.orderItems}>
            {lines.length > 0 ? (
              <CartLines lines={lines} menu={menu} soldOut={soldOut} />
            ) : (
              <EmptyCart text={t.empty} />
            )}
          </CartSection>
        </>
      }
      summary={
        <>
          <CartSection id="cart-total" title={t.total}>
            <CartTotals lines={lines} delivery={delivery} />
          </CartSection>
          {checkout}
        </>
      }
    />
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

function EmptyCart({ text }: { text: string }) {
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
