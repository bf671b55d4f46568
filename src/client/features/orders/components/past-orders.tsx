import { Link } from "@tanstack/react-router";
import buttonStyles from "#client/components/ui/button.module.css";
import { Carousel, type SlidesPerView } from "#client/components/ui/carousel/carousel.tsx";
import { ErrorReference } from "#client/components/ui/error-reference.tsx";
import { Placeholders } from "#client/components/ui/placeholders.tsx";
import { CupIcon } from "#client/components/ui/screen-icons.tsx";
import type { PastOrder } from "#shared/contract/orders.ts";
import { localized } from "#shared/i18n/localized-content.ts";
import { useLiveOrderHistory } from "../hooks/use-live-order-status.ts";
import { type AskTime, usePastOrderActions } from "../hooks/use-past-order-actions.tsx";
import { orderStrings as t } from "../messages.gen.ts";
import { formatApiEgp, formatOrderDate } from "../order-format.ts";
import { isFinalStatus, statusLabel, visiblePickupNumber } from "../order-progress.ts";
import { pickupTimeText } from "../pickup-time-text.ts";
import styles from "./orders.module.css";
import { OrderFacts, type PastOrderActions, PastOrderButtons } from "./past-order-parts.tsx";

export type { ReOrderTimeRequest } from "../hooks/use-past-order-actions.tsx";

/** Spec section 9: 6 slides per view, 5 below 768 px, 2 below 480 px. */
export const ORDER_ITEMS_SLIDES: SlidesPerView = { base: 2, from: { 480: 5, 768: 6 } };

type PastOrdersProps = {
  /** The profile's panel may title the section itself. */
  showHeading?: boolean;
  /**
   * Re-order's question for a new time (the ordering feature's time picker, composed by the
   * route). Without it a re-order is for as soon as possible.
   */
  askTime?: AskTime;
};

/** The customer's paid orders with a carousel of their items, Re-order and Add to cart (spec section 2). */
export function PastOrders({ showHeading = true, askTime }: PastOrdersProps) {
  const history = useLiveOrderHistory();
  const actions = usePastOrderActions(askTime);

  return (
    <section className={styles.pastOrders} aria-labelledby={showHeading ? "past-orders-heading" : undefined}>
      {showHeading && (
        <h2 id="past-orders-heading" className={styles.sectionHeading}>
          {t.pastOrders}
        </h2>
      )}
      {history.isPending ? (
        <PastOrdersSkeleton />
      ) : history.isError ? (
        <div role="alert" className={styles.error}>
          <strong>{t.fetchFailedTitle}</strong>
          <p>{t.fetchFailed}</p>
          <ErrorReference error={history.error} />
          <button type="button" className={buttonStyles.secondary} onClick={() => void history.refetch()}>
            {t.retry}
          </button>
        </div>
      ) : history.data.length === 0 ? (
        <p className={styles.empty}>{t.noPastOrders}</p>
      ) : (
        <ul className={styles.orders}>
          {history.data.map((order) => (
            <li key={order.id}>
              <PastOrderCard order={order} actions={actions} />
            </li>
          ))}
        </ul>
      )}
      {actions.dialogs}
    </section>
  );
}

function PastOrderCard({ order, actions }: { order: PastOrder; actions: PastOrderActions }) {
  const date = formatOrderDate(order.created_at);
  const pickupNumber = isFinalStatus(order.order_status) ? null : visiblePickupNumber(order);
  const pickupTime = pickupTimeText(order.pickup_at, order.order_type, new Date());
  const items = order.order_data.menuItems.map((item, index) => ({ ...item, key: String(index) }));
  return (
    <article className={styles.card} data-order-id={order.id} aria-label={t.orderedOn({ date })}>
      <header className={styles.cardTitle}>
        <time dateTime={order.created_at} className={styles.date}>
          {date}
        </time>
        <OrderFacts order={order} />
        <Link to="/order-summary" search={{ order_id: order.id }} className={styles.viewOrder}>
          {t.viewOrder}
        </Link>
      </header>
      <p className={styles.status} data-order-status={order.order_status}>
        <span className={styles.statusBadge}>{statusLabel(order.order_status, order.order_type)}</span>
        {pickupNumber !== null && (
          <span className="tabular">{t.numberShort({ number: String(pickupNumber) })}</span>
        )}
        {pickupTime && (
          <span className={`${styles.pickupTime} tabular`} data-pickup-time="">
            {pickupTime}
          </span>
        )}
      </p>
      {items.length === 0 ? (
        <p className={styles.empty}>{t.noItems}</p>
      ) : (
        <Carousel
          label={t.itemsOfOrder({ date })}
          heading={<p className={styles.itemCount}>{t.itemCount({ count: items.length })}</p>}
          items={items}
          getKey={(item) => item.key}
          slidesPerView={ORDER_ITEMS_SLIDES}
          loop={false}
          gap={12}
          renderSlide={(item) => (
            <div className={styles.item}>
              <CupIcon className={styles.itemIcon} />
              <span className={styles.itemName}>{localized(item.name, item.name_ar)}</span>
              <span className={`${styles.itemMeta} tabular`}>
                {t.quantity({ quantity: item.quantity })} ·{" "}
                <span className={styles.itemPrice}>{formatApiEgp(item.total)}</span>
              </span>
            </div>
          )}
        />
      )}
      <PastOrderButtons order={order} actions={actions} />
    </article>
  );
}

/** Also the order history's route shell (src/client/prerender), before the app runs. */
export function PastOrdersSkeleton() {
  return (
    <ul className={styles.orders} aria-hidden="true">
      <Placeholders count={3} className={`${styles.card} ${styles.cardPlaceholder}`} />
    </ul>
  );
}
