import { useCallback, useEffect, useId, useMemo, useState } from "react";
import buttonStyles from "#client/components/ui/button.module.css";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { ErrorReference } from "#client/components/ui/error-reference.tsx";
import type { BoardOrder } from "#shared/contract/store.ts";
import { useMoveOrder, useOrdersBeingMoved } from "../api/move-order.ts";
import { useBoard } from "../board-context.ts";
import {
  BOARD_COLUMNS,
  type ColumnId,
  displayNumber,
  groupOrders,
  type MoveButton,
  paidText,
} from "../board-logic.ts";
import { useNow } from "../hooks/use-now.ts";
import { storeBoardStrings as t } from "../messages.gen.ts";
import { moveFailure } from "../move-failure.ts";
import styles from "./order-board.module.css";
import { OrderCard } from "./order-card.tsx";

/** The elapsed times move on a minute at a time; a quarter of that keeps them close. */
const CLOCK_MS = 15_000;
/** A failed move's message goes away by itself after this long. */
const NOTICE_MS = 10_000;

/**
 * The outlet's open orders in four columns, the way an order travels (New, Accepted, Preparing,
 * Ready / Out for delivery). A tablet shows all four side by side, each scrolling on its own; a
 * phone shows one at a time, chosen above.
 */
export function OrderBoard() {
  const { orders, highlighted } = useBoard();
  const now = useNow(CLOCK_MS);
  const [shown, setShown] = useState<ColumnId>("new");
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ order: BoardOrder; to: "rejected" | "cancelled" } | null>(
    null,
  );

  const onFailure = useCallback((error: unknown) => setNotice(moveFailure(error)), []);
  const { mutate } = useMoveOrder(onFailure);
  const beingMoved = useOrdersBeingMoved();

  const onMove = useCallback(
    (order: BoardOrder, button: MoveButton) => {
      // Rejecting or cancelling gives the money back: asked twice.
      if (button.to === "rejected" || button.to === "cancelled") {
        setConfirming({ order, to: button.to });
        return;
      }
      setNotice(null);
      mutate({ id: order.id, to: button.to });
    },
    [mutate],
  );

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const list = orders.data?.orders;
  const columns = useMemo(() => groupOrders(list ?? []), [list]);

  if (orders.isPending) return <BoardSkeleton />;
  if (!orders.data) {
    return (
      <div className={styles.failed} role="alert">
        <p>{t.loadFailed}</p>
        <ErrorReference error={orders.error} />
        <button type="button" className={buttonStyles.button} onClick={() => void orders.refetch()}>
          {t.retry}
        </button>
      </div>
    );
  }

  const total = orders.data.orders.length;

  return (
    <main className={styles.board} aria-label={t.pageTitle}>
      {notice && (
        <div className={styles.notice} role="alert">
          <p>{notice}</p>
          <button type="button" className={styles.dismiss} onClick={() => setNotice(null)}>
            {t.dismiss}
          </button>
        </div>
      )}
      {/* Phones: one column at a time. Hidden on tablets, where all four show. */}
      <fieldset className={styles.picker}>
        <legend className="visually-hidden">{t.columnPicker}</legend>
        {BOARD_COLUMNS.map((column) => (
          <button
            key={column.id}
            type="button"
            className={styles.pick}
            aria-pressed={shown === column.id}
            onClick={() => setShown(column.id)}
          >
            {t.columns[column.id]} <span className={styles.pickCount}>{columns[column.id].length}</span>
          </button>
        ))}
      </fieldset>
      <div className={styles.columns}>
        {BOARD_COLUMNS.map((column) => (
          <BoardColumn
            key={column.id}
            id={column.id}
            orders={columns[column.id]}
            shown={shown === column.id}
            emptyText={total === 0 && column.id === "new" ? t.noOrders : t.emptyColumn}
            now={now}
            beingMoved={beingMoved}
            highlighted={highlighted}
            onMove={onMove}
          />
        ))}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? t.confirm[confirming.to].title({ number: displayNumber(confirming.order) }) : ""}
        text={confirming ? t.confirm[confirming.to].text : ""}
        cancelLabel={t.keepOrder}
        confirmLabel={confirming ? t.confirm[confirming.to].yes : ""}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) {
            setNotice(null);
            mutate({ id: confirming.order.id, to: confirming.to });
          }
          setConfirming(null);
        }}
      />
    </main>
  );
}

type BoardColumnProps = {
  id: ColumnId;
  orders: BoardOrder[];
  shown: boolean;
  emptyText: string;
  now: number;
  beingMoved: string[];
  highlighted: ReadonlySet<string>;
  onMove: (order: BoardOrder, button: MoveButton) => void;
};

function BoardColumn({
  id,
  orders,
  shown,
  emptyText,
  now,
  beingMoved,
  highlighted,
  onMove,
}: BoardColumnProps) {
  const headingId = useId();
  return (
    <section
      className={styles.column}
      aria-labelledby={headingId}
      data-column={id}
      data-shown={shown ? "true" : undefined}
    >
      <h2 id={headingId} className={styles.columnHeading}>
        {t.columns[id]} <span className={styles.count}>{orders.length}</span>
      </h2>
      {orders.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ol className={styles.list}>
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard
                order={order}
                paid={paidText(order.paid_at, now)}
                busy={beingMoved.includes(order.id)}
                highlighted={highlighted.has(order.id)}
                onMove={onMove}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function BoardSkeleton() {
  return (
    <main className={styles.board} aria-busy="true" aria-label={t.pageTitle}>
      <p className="visually-hidden" role="status">
        {t.loading}
      </p>
      <div className={styles.columns}>
        {BOARD_COLUMNS.map((column) => (
          <div
            key={column.id}
            className={styles.column}
            data-shown={column.id === "new" ? "true" : undefined}
          >
            <p className={styles.columnHeading}>{t.columns[column.id]}</p>
            <div className={`skeleton ${styles.placeholder}`} />
            <div className={`skeleton ${styles.placeholder}`} />
          </div>
        ))}
      </div>
    </main>
  );
}
