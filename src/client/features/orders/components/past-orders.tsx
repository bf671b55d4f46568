import { useQueryClient } from "@tanstack/react-query";
import { Link, useRouter } from "@tanstack/react-router";
import { type ReactNode, useRef, useState } from "react";
import { AlertDialog } from "#client/components/ui/alert-dialog.tsx";
import buttonStyles from "#client/components/ui/button.module.css";
import { Carousel, type SlidesPerView } from "#client/components/ui/carousel/carousel.tsx";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { Placeholders } from "#client/components/ui/placeholders.tsx";
import { CupIcon } from "#client/components/ui/screen-icons.tsx";
import { ApiError } from "#client/lib/api-client.ts";
import type { PastOrder } from "#shared/contract/orders.ts";
import type { ReOrderResponse } from "#shared/contract/place-order.ts";
import { orderDetailsQueryOptions } from "../api/get-order-details.ts";
import { useReOrder } from "../api/re-order.ts";
import { useLiveOrderHistory } from "../hooks/use-live-order-status.ts";
import { orderStrings as t } from "../messages.gen.ts";
import { formatApiEgp, formatList, formatOrderDate, newIdempotencyKey } from "../order-format.ts";
import { isFinalStatus, statusLabel, visiblePickupNumber } from "../order-progress.ts";
import { pickupTimeText } from "../pickup-time-text.ts";
import styles from "./orders.module.css";

/** Spec section 9: 6 slides per view, 5 below 768 px, 2 below 480 px. */
export const ORDER_ITEMS_SLIDES: SlidesPerView = { base: 2, from: { 480: 5, 768: 6 } };

type Dialog =
  | { kind: "unavailable"; answer: ReOrderResponse }
  | { kind: "error"; title: string; text: string; afterClose?: () => void };

/** What the route's time question gets: the old order's outlet and type, and what to do next. */
export type ReOrderTimeRequest = {
  /** The old order's outlet, as its summary names it. */
  outletName: string;
  orderType: number | undefined;
  /** The re-order is on its way to the server. */
  busy: boolean;
  /** Why the server refused the chosen time (422 on pickup_at): the question stays open. */
  message: string | null;
  /** pickupAt: a slot's start, or null for as soon as possible. */
  onConfirm: (pickupAt: string | null) => void;
  onCancel: () => void;
};

type PastOrdersProps = {
  /** The profile's panel may title the section itself. */
  showHeading?: boolean;
  /**
   * Re-order's question for a new time (the ordering feature's time picker, composed by the
   * route). Without it a re-order is for as soon as possible.
   */
  askTime?: (request: ReOrderTimeRequest) => ReactNode;
};

/** The customer's paid orders with a carousel of their items and Re-order (spec section 2). */
export function PastOrders({ showHeading = true, askTime }: PastOrdersProps) {
  const history = useLiveOrderHistory();
  const router = useRouter();
  const queryClient = useQueryClient();
  const reOrder = useReOrder();
  const [reOrdering, setReOrdering] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // The order whose new time is being asked for, and the server's word on the last one tried.
  const [asking, setAsking] = useState<{ order: PastOrder; outletName: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [timeMessage, setTimeMessage] = useState<string | null>(null);
  // One key per order and time until the server answers: a retry after a lost answer replays,
  // not repeats; another time is another request, with its own key.
  const keys = useRef(new Map<string, string>());

  const goToPayment = (url: string) => window.location.assign(url);

  const send = async (orderId: string, pickupAt: string | null) => {
    const keyOf = `${orderId} ${pickupAt ?? "asap"}`;
    const idempotencyKey = keys.current.get(keyOf) ?? newIdempotencyKey();
    keys.current.set(keyOf, idempotencyKey);
    setSending(true);
    try {
      const answer = await reOrder.mutateAsync({ orderId, idempotencyKey, pickupAt });
      keys.current.delete(keyOf);
      setAsking(null);
      if (answer.unavailable.length > 0) {
        setDialog({ kind: "unavailable", answer });
        setReOrdering(null);
        setSending(false);
      } else {
        goToPayment(answer.url); // the button stays busy while the payment page loads
      }
    } catch (error) {
      setSending(false);
      const refusedTime = timeRefusal(error);
      if (refusedTime && askTime) {
        setTimeMessage(refusedTime); // the question stays open with a fresh list
        return;
      }
      setAsking(null);
      setReOrdering(null);
      setDialog(reOrderError(error, router));
    }
  };

  const onReOrder = async (order: PastOrder) => {
    if (reOrdering) return;
    setReOrdering(order.id);
    if (!askTime) {
      await send(order.id, null);
      return;
    }
    try {
      // The history does not name the outlet; the order's summary does.
      const details = await queryClient.fetchQuery(orderDetailsQueryOptions(order.id));
      setTimeMessage(null);
      setAsking({ order, outletName: details.outlet_name });
    } catch (error) {
      setReOrdering(null);
      setDialog(reOrderError(error, router));
    }
  };

  const cancelAsking = () => {
    setAsking(null);
    setReOrdering(null);
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
                busy={reOrdering === order.id && asking === null}
                disabled={reOrdering !== null}
                onReOrder={() => void onReOrder(order)}
              />
            </li>
          ))}
        </ul>
      )}

      {askTime &&
        asking &&
        askTime({
          outletName: asking.outletName,
          orderType: asking.order.order_type,
          busy: sending,
          message: timeMessage,
          onConfirm: (pickupAt) => {
            setTimeMessage(null);
            void send(asking.order.id, pickupAt);
          },
          onCancel: cancelAsking,
        })}
      <ConfirmDialog
        open={unavailable !== null}
        title={t.unavailableTitle}
        text={unavailable ? t.unavailableText({ names: formatList(unavailable.answer.unavailable) }) : ""}
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

/** The server's message when it refused the chosen time (422 on pickup_at). */
function timeRefusal(error: unknown): string | null {
  return error instanceof ApiError && error.status === 422
    ? (error.fieldErrors.pickup_at?.[0] ?? null)
    : null;
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
  const pickupTime = pickupTimeText(order.pickup_at, order.order_type, new Date());
  const items = order.order_data.menuItems.map((item, index) => ({ ...item, key: String(index) }));
  return (
    <article className={styles.card} data-order-id={order.id} aria-label={t.orderedOn({ date })}>
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
              <span className={styles.itemName}>{item.name}</span>
              <span className={`${styles.itemMeta} tabular`}>
                {t.quantity({ quantity: item.quantity })} · {formatApiEgp(item.total)}
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
