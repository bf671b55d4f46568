import { memo, useId } from "react";
import { formatList } from "#client/lib/list-format.ts";
import { ORDER_TYPE } from "#shared/contract/order-type.ts";
import type { BoardOrder } from "#shared/contract/store.ts";
import { aheadTime, displayNumber, type MoveButton, moveButtons, orderTypeLabel } from "../board-logic.ts";
import { storeBoardStrings as t } from "../messages.gen.ts";
import styles from "./order-card.module.css";

type OrderCardProps = {
  order: BoardOrder;
  /** "Paid 7 min ago": computed by the board from one clock, so a card re-renders only when it changes. */
  paid: string;
  busy: boolean;
  highlighted: boolean;
  onMove: (order: BoardOrder, button: MoveButton) => void;
};

/**
 * One order: its number big enough to read across the counter, for whom, pickup or delivery,
 * the time it was ordered ahead for, how long ago it was paid, what to make, and the buttons
 * that move it along. Kept light (no
 * per-card effects or timers): a busy store's board shows a couple of hundred of these.
 */
export const OrderCard = memo(function OrderCard({ order, paid, busy, highlighted, onMove }: OrderCardProps) {
  const headingId = useId();
  const number = displayNumber(order);
  const buttons = moveButtons(order.next);
  const delivery = order.order_type === ORDER_TYPE.delivery;
  const forTime = aheadTime(order);
  return (
    <article
      className={styles.card}
      aria-labelledby={headingId}
      data-order-id={order.id}
      data-new={highlighted ? "true" : undefined}
    >
      <header className={styles.header}>
        <h3 id={headingId} className={styles.heading}>
          <span className={styles.number}>{t.orderNumber({ number })}</span>{" "}
          <span className={styles.customer}>{order.customer_first_name}</span>
        </h3>
        <div className={styles.meta}>
          <span className={delivery ? styles.delivery : styles.pickup}>
            {orderTypeLabel(order.order_type)}
          </span>
          {highlighted && <span className={styles.newTag}>{t.columns.new}</span>}
        </div>
      </header>
      {forTime && order.pickup_at && (
        <p className={styles.ahead} data-pickup-at={order.pickup_at}>
          <time dateTime={order.pickup_at}>{t.forTime({ time: forTime })}</time>
        </p>
      )}
      <p className={styles.elapsed}>
        <time dateTime={order.paid_at}>{paid}</time>
      </p>
      <ul className={styles.lines}>
        {order.lines.map((line, index) => (
          // Lines have no id of their own and never reorder within an order.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className={styles.line}>
            <span className={styles.quantity}>{t.quantity({ quantity: line.quantity })}</span>{" "}
            <span className={styles.item}>
              <span className={styles.itemName}>{line.name}</span>
              {line.condiments.length > 0 && (
                <span className={styles.condiments}>{formatList(line.condiments)}</span>
              )}
              {line.note.trim() !== "" && <span className={styles.note}>{t.note({ note: line.note })}</span>}
            </span>
          </li>
        ))}
      </ul>
      {buttons.length > 0 && (
        <div className={styles.actions}>
          {buttons.map((button) => (
            <button
              key={button.to}
              type="button"
              className={styles[button.tone]}
              disabled={busy}
              aria-busy={busy}
              aria-label={t.moveLabel({ label: button.label, number })}
              onClick={() => onMove(order, button)}
            >
              {busy && button.tone === "primary" ? t.moving : button.label}
            </button>
          ))}
        </div>
      )}
    </article>
  );
});
