import { Link } from "@tanstack/react-router";
import { type ReactNode, useEffect, useRef } from "react";
import { Placeholders } from "#client/components/ui/placeholders.tsx";
import { formatList } from "#client/lib/list-format.ts";
import type { PastOrder } from "#shared/contract/orders.ts";
import { localized } from "#shared/i18n/localized-content.ts";
import { useOrderHistory } from "../api/get-order-history.ts";
import { type AskTime, usePastOrderActions } from "../hooks/use-past-order-actions.tsx";
import { orderStrings as t } from "../messages.gen.ts";
import { formatOrderDate } from "../order-format.ts";
import styles from "./orders.module.css";
import { OrderFacts, type PastOrderActions, PastOrderButtons } from "./past-order-parts.tsx";

type RecentOrdersProps = {
  id: string;
  className?: string;
  /** The heading's id, which the section's `aria-labelledby` names. */
  labelledBy: string;
  heading: ReactNode;
  /** How many of the newest orders to show. */
  count?: number;
  askTime?: AskTime;
};

/**
 * The customer's newest orders, each with Re-order and Add to cart, and a link to the rest. Not
 * there at all for a customer without past orders, nor when the list cannot be fetched (the
 * history screen says why).
 */
export function RecentOrders({ id, className, labelledBy, heading, count = 2, askTime }: RecentOrdersProps) {
  const history = useOrderHistory();
  const actions = usePastOrderActions(askTime);
  const section = useRef<HTMLElement>(null);
  const shown = Boolean(history.data?.length);
  useEffect(() => {
    // A link to this section (the installed app's Re-order shortcut) arrived before it existed.
    if (shown && window.location.hash === `#${id}`) section.current?.scrollIntoView();
  }, [shown, id]);

  if (history.isError || history.data?.length === 0) return null;
  return (
    <section
      ref={section}
      id={id}
      className={className}
      aria-labelledby={labelledBy}
      aria-busy={history.isPending}
    >
      {heading}
      {history.data ? (
        <ul className={styles.recentOrders}>
          {history.data.slice(0, count).map((order) => (
            <li key={order.id}>
              <RecentOrderCard order={order} actions={actions} />
            </li>
          ))}
        </ul>
      ) : (
        <ul className={styles.recentOrders} aria-hidden="true">
          <Placeholders count={1} className={`${styles.card} ${styles.recentPlaceholder}`} />
        </ul>
      )}
      <Link to="/order-history" className={styles.allOrders}>
        {t.allPastOrders}
      </Link>
      {actions.dialogs}
    </section>
  );
}

function RecentOrderCard({ order, actions }: { order: PastOrder; actions: PastOrderActions }) {
  const date = formatOrderDate(order.created_at);
  const items = order.order_data.menuItems.map((item) =>
    t.itemWithQuantity({ quantity: item.quantity, name: localized(item.name, item.name_ar) }),
  );
  return (
    <article className={styles.card} data-order-id={order.id} aria-label={t.orderedOn({ date })}>
      <div className={styles.cardTitle}>
        <time dateTime={order.created_at} className={styles.date}>
          {date}
        </time>
        <OrderFacts order={order} />
      </div>
      <p className={styles.recentItems}>{items.length > 0 ? formatList(items) : t.noItems}</p>
      <PastOrderButtons order={order} actions={actions} />
    </article>
  );
}
