import type { ReactNode } from "react";
import { lineIcon } from "#client/components/ui/icons.tsx";
import type { OrderStatus } from "#shared/contract/orders.ts";
import { useLiveOrderDetails } from "../hooks/use-live-order-status.ts";
import { orderStrings } from "../messages.gen.ts";
import { orderProgress, visiblePickupNumber } from "../order-progress.ts";
import { pickupTimeText } from "../pickup-time-text.ts";
import styles from "./order-progress.module.css";

const t = orderStrings.progress;
const TickIcon = lineIcon({ size: 16, strokeWidth: 3, cap: true, join: true, d: "M5 12.5l4.5 4.5L19 7.5" });
const ClockIcon = lineIcon({
  size: 20,
  strokeWidth: 2,
  cap: true,
  join: true,
  d: "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 7v5l3 2",
});

type ProgressOrder = {
  order_status: OrderStatus;
  order_type?: number;
  pickup_number?: number | null;
  /** The slot ordered ahead for; null or absent: as soon as possible. */
  pickup_at?: string | null;
};

type OrderProgressProps = {
  order: ProgressOrder;
  /** "large": the kiosk's result page, read from a step away. */
  size?: "regular" | "large";
};

/**
 * Where the order is: the time it was ordered for (ahead), the pickup number, the steps with the
 * current one marked, and a line about it. The line is a polite live region, so a screen reader
 * hears each move as it arrives.
 */
export function OrderProgress({ order, size = "regular" }: OrderProgressProps) {
  const progress = orderProgress(order.order_status, order.order_type);
  const pickupTime = pickupTimeText(order.pickup_at, order.order_type, new Date());
  const pickupNumber = visiblePickupNumber(order);
  const numberHint =
    order.order_status === "ready" ? t.numberReady : order.order_status === "completed" ? null : t.numberHint;
  return (
    <section
      className={styles.progress}
      data-size={size}
      data-order-status={order.order_status}
      aria-labelledby="order-progress-heading"
    >
      <h2 id="order-progress-heading" className="visually-hidden">
        {t.heading}
      </h2>
      {pickupTime && (
        <p className={`${styles.pickupTime} tabular`} data-pickup-time="">
          <ClockIcon className={styles.pickupTimeIcon} />
          {pickupTime}
        </p>
      )}
      {pickupNumber !== null && (
        <div className={styles.number}>
          <p className={styles.numberLine}>
            <span className={styles.numberLabel}>{t.yourNumber}</span>
            <span className="visually-hidden">: </span>
            <strong className={`${styles.numberValue} tabular`}>{pickupNumber}</strong>
          </p>
          {numberHint && <p className={styles.numberHint}>{numberHint}</p>}
        </div>
      )}
      {progress.kind === "steps" ? (
        <>
          <ol className={styles.steps}>
            {progress.steps.map((step) => (
              <li
                key={step.key}
                className={styles.step}
                data-state={step.state}
                aria-current={step.state === "current" ? "step" : undefined}
              >
                <span className={styles.marker} aria-hidden="true">
                  {step.state === "done" || (step.state === "current" && step.key === "completed") ? (
                    <TickIcon />
                  ) : null}
                </span>
                <span className={styles.label}>
                  {step.label}
                  {step.state !== "current" && (
                    <span className="visually-hidden">
                      {step.state === "done" ? t.stepDone : t.stepUpcoming}
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ol>
          <p role="status" className={styles.detail}>
            {progress.detail}
          </p>
        </>
      ) : (
        <div role="status" className={styles.message} data-kind={progress.kind}>
          <strong className={styles.messageTitle}>{progress.title}</strong>
          <p>{progress.message}</p>
        </div>
      )}
    </section>
  );
}

type LiveOrderProgressProps = {
  orderId: string;
  size?: OrderProgressProps["size"];
  /** False: hold the place without asking yet (the kiosk's wipe has not run). */
  enabled?: boolean;
};

/**
 * An order's live progress on its own (the in-store result page): nothing when the order cannot
 * be read, since the page around it already says the payment went through.
 */
export function LiveOrderProgress({ enabled = true, ...props }: LiveOrderProgressProps) {
  return enabled ? <FetchedOrderProgress {...props} /> : <ProgressPlaceholder />;
}

function FetchedOrderProgress({ orderId, size }: Omit<LiveOrderProgressProps, "enabled">) {
  const details = useLiveOrderDetails(orderId);
  if (details.isPending) return <ProgressPlaceholder />;
  if (!details.data) return null;
  return <OrderProgress order={details.data} size={size} />;
}

function ProgressPlaceholder() {
  return <div className={`${styles.placeholder} skeleton`} aria-hidden="true" />;
}

/** A payment's result beside the order's progress: stacked on a phone, side by side wider. */
export function OrderResultLayout({ children }: { children: ReactNode }) {
  return <div className={styles.resultLayout}>{children}</div>;
}
