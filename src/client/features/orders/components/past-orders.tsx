import { Link, useRouter } from "@tanstack/react-router";
import { useRef, useState } from "react";
import { AlertDialog } from "#client/components/ui/alert-dialog.tsx";
import buttonStyles from "#client/components/ui/button.module.css";
import { Carousel, type SlidesPerView } from "#client/components/ui/carousel/carousel.tsx";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { Placeholders } from "#client/components/ui/placeholders.tsx";
import { CupIcon } from "#client/components/ui/screen-icons.tsx";
import { ApiError } from "#client/lib/api-client.ts";
import type { PastOrder } from "#shared/contract/orders.ts";
import type { ReOrderResponse } from "#shared/contract/place-order.ts";
import { useReOrder } from "../api/re-order.ts";
import { useLiveOrderHistory } from "../hooks/use-live-order-status.ts";
import { formatApiEgp, formatOrderDate, newIdempotencyKey } from "../order-format.ts";
import { isFinalStatus, statusLabel, visiblePickupNumber } from "../order-progress.ts";
import { orderStrings as t } from "../strings.ts";
import styles from "./orders.module.css";

/** Spec section 9: 6 slides per view, 5 below 768 px, 2 below 480 px. */
export const ORDER_ITEMS_SLIDES: SlidesPerView = { base: 2, from: { 480: 5, 768: 6 } };

type Dialog =
  | { kind: "unavailable"; answer: ReOrderResponse }
  | { kind: "error"; title: string; text: string; afterClose?: () => void };

type PastOrdersProps = {
  /** The profile's panel may title the section itself. */
  showHeading?: boolean;
};

/** The customer's paid orders with a carousel of their items and Re-order (spec section 2). */
export function PastOrders({ showHeading = true }: PastOrdersProps) {
  const history = useLiveOrderHistory();
  const router = useRouter();
  const reOrder = useReOrder();
  const [reOrdering, setReOrdering] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // One key per order until the server answers: a retry after a lost answer replays, not repeats.
  const keys = useRef(new Map<string, string>());

  const goToPayment = (url: string) => window.location.assign(url);

  const onReOrder = async (orderId: string) => {
    if (reOrdering) return;
    setReOrdering(orderId);
    const idempotencyKey = keys.current.get(orderId) ?? newIdempotencyKey();
    keys.current.set(orderId, idempotencyKey);
    try {
      const answer = await reOrder.mutateAsync({ orderId, idempotencyKey });
      keys.current.delete(orderId);
      if (answer.unavailable.length > 0) {
        setDialog({ kind: "unavailable", answer });
        setReOrdering(null);
      } else {
        goToPayment(answer.url); // the button stays busy while the payment page loads
      }
    } catch (error) {
      setReOrdering(null);
      setDialog(reOrderError(error, router));
    }
  };

  const closeDialog = () => {
    const afterClose = dialog?.kind === "error" ? dialog.afterClose : undefined;
    setDialog(null);
    afterClose?.();
  };

  const unavailable = dialog?.kind === "unavailable" ? dialog : null;
  const failure = dialog?.kind === "error" ? dialog : null;

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
              <PastOrderCard
                order={order}
                busy={reOrdering === order.id}
                disabled={reOrdering !== null}
                onReOrder={() => void onReOrder(order.id)}
              />
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={unavailable !== null}
        title={t.unavailableTitle}
        text={unavailable ? t.unavailableText(unavailable.answer.unavailable) : ""}
        cancelLabel={t.cancel}
        confirmLabel={t.continueToPayment}
        onConfirm={() => {
          if (unavailable) goToPayment(unavailable.answer.url);
        }}
        onCancel={closeDialog}
      />
      <AlertDialog
        open={failure !== null}
        title={failure?.title ?? ""}
        onClose={closeDialog}
        closeLabel={t.ok}
      >
        {failure && <p role="alert">{failure.text}</p>}
      </AlertDialog>
    </section>
  );
}

function reOrderError(error: unknown, router: ReturnType<typeof useRouter>): Dialog {
  if (error instanceof ApiError && error.status === 401) {
    return {
      kind: "error",
      title: t.notLoggedInTitle,
      text: t.notLoggedIn,
      afterClose: () => void router.navigate({ href: "/login?redirect=/order-history" }),
    };
  }
  // 422: none of the items can be ordered any more, or the outlet closed: the server says which.
  const message =
    error instanceof ApiError && error.status === 422 ? Object.values(error.fieldErrors)[0]?.[0] : undefined;
  return { kind: "error", title: t.reOrderFailedTitle, text: message ?? t.reOrderFailed };
}

function PastOrderCard({
  order,
  busy,
  disabled,
  onReOrder,
}: {
  order: PastOrder;
  busy: boolean;
  disabled: boolean;
  onReOrder: () => void;
}) {
  const date = formatOrderDate(order.created_at);
  const pickupNumber = isFinalStatus(order.order_status) ? null : visiblePickupNumber(order);
  const items = order.order_data.menuItems.map((item, index) => ({ ...item, key: String(index) }));
  return (
    <article className={styles.card} data-order-id={order.id} aria-label={t.orderedOn(date)}>
      <header className={styles.cardHeader}>
        <div className={styles.cardTitle}>
          <time dateTime={order.created_at} className={styles.date}>
            {date}
          </time>
          <Link to="/order-summary" search={{ order_id: order.id }} className={styles.viewOrder}>
            {t.viewOrder}
          </Link>
        </div>
        <button
          type="button"
          className={buttonStyles.button}
          onClick={onReOrder}
          disabled={disabled}
          aria-busy={busy}
        >
          {busy ? t.reOrdering : t.reOrder}
        </button>
      </header>
      <p className={styles.status} data-order-status={order.order_status}>
        <span className={styles.statusBadge}>{statusLabel(order.order_status, order.order_type)}</span>
        {pickupNumber !== null && <span className="tabular">{t.numberShort(pickupNumber)}</span>}
      </p>
      {items.length === 0 ? (
        <p className={styles.empty}>{t.noItems}</p>
      ) : (
        <Carousel
          label={t.itemsOfOrder(date)}
          heading={<p className={styles.itemCount}>{t.itemCount(items.length)}</p>}
          items={items}
          getKey={(item) => item.key}
          slidesPerView={ORDER_ITEMS_SLIDES}
          loop={false}
          gap={12}
          renderSlide={(item) => (
            <div className={styles.item}>
              <CupIcon className={styles.itemIcon} />
              <span className={styles.itemName}>{item.name}</span>
              <span className={`${styles.itemMeta} tabular`}>
                {t.quantity(item.quantity)} · {formatApiEgp(item.total)}
              </span>
            </div>
          )}
        />
      )}
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
