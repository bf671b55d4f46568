import { useState } from "react";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import type { CartLine } from "#shared/contract/cart.ts";
import { CART_MAX_QUANTITY } from "#shared/contract/cart.ts";
import { formatEgp, toPiastres } from "#shared/money/money.ts";
import { pricedLine } from "#shared/rules/cart.ts";
import { lineTotal } from "#shared/rules/order-totals.ts";
import { removeCartLine, removeLineCondiment, setLineQuantity } from "../cart-store.ts";
import { cartStrings as t } from "../strings.ts";
import styles from "./cart-lines.module.css";

const lineKey = (line: CartLine) =>
  `${line.itemId}:${line.condiment_data
    .map((condiment) => condiment.condiment_id)
    .sort((a, b) => a - b)
    .join(",")}:${line.note.trim()}`;

type PendingRemoval =
  | { kind: "line"; index: number }
  | { kind: "condiment"; index: number; condimentId: number; name: string };

/** The cart's lines: condiment removal, plus and minus, and the trash control at quantity 1. */
export function CartLines({ lines }: { lines: CartLine[] }) {
  const [pending, setPending] = useState<PendingRemoval | null>(null);

  const confirm = () => {
    if (pending?.kind === "line") removeCartLine(pending.index);
    if (pending?.kind === "condiment") removeLineCondiment(pending.index, pending.condimentId);
    setPending(null);
  };

  return (
    <>
      <ul className={styles.lines}>
        {lines.map((line, index) => (
          <li
            // The merge rule makes item, condiments and note unique to a line.
            key={lineKey(line)}
            className={styles.line}
            data-cart-line={line.itemId}
          >
            <img className={styles.image} src={line.itemImg} alt="" width={72} height={72} decoding="async" />
            <div className={styles.info}>
              <h3 className={styles.name}>{line.itemName}</h3>
              {line.condiment_data.length > 0 && (
                <ul className={styles.condiments}>
                  {line.condiment_data.map((condiment) => (
                    <li key={condiment.condiment_id} className={styles.condiment}>
                      <span>
                        {condiment.condiment_name}
                        {condiment.condiment_price > 0 && (
                          <span className="tabular">
                            {" "}
                            + {formatEgp(toPiastres(condiment.condiment_price))}
                          </span>
                        )}
                      </span>
                      <button
                        type="button"
                        className={styles.removeCondiment}
                        aria-label={t.removeCondiment(condiment.condiment_name, line.itemName)}
                        onClick={() =>
                          setPending({
                            kind: "condiment",
                            index,
                            condimentId: condiment.condiment_id,
                            name: condiment.condiment_name,
                          })
                        }
                      >
                        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                          <path
                            d="M7 7l10 10M17 7L7 17"
                            stroke="currentColor"
                            strokeWidth="2.2"
                            strokeLinecap="round"
                          />
                        </svg>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              {line.note && (
                <p className={styles.note}>
                  {t.note}: {line.note}
                </p>
              )}
              <p className={`${styles.each} tabular`}>
                {t.each(formatEgp(lineTotal({ ...pricedLine(line), quantity: 1 })))}
              </p>
            </div>
            <div className={styles.side}>
              <strong className={`${styles.lineTotal} tabular`}>
                {formatEgp(lineTotal(pricedLine(line)))}
              </strong>
              <fieldset className={styles.stepper}>
                <legend className="visually-hidden">{t.quantity(line.itemName)}</legend>
                {line.quantity <= 1 ? (
                  <button
                    type="button"
                    className={`${styles.step} ${styles.trash}`}
                    aria-label={t.remove(line.itemName)}
                    onClick={() => setPending({ kind: "line", index })}
                  >
                    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                      <path
                        d="M5 7h14M10 7V5h4v2M7 7l1 12h8l1-12M10 11v5M14 11v5"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="1.8"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                  </button>
                ) : (
                  <button
                    type="button"
                    className={styles.step}
                    aria-label={t.decrease(line.itemName)}
                    onClick={() => setLineQuantity(index, line.quantity - 1)}
                  >
                    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                      <path d="M5 12h14" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
                    </svg>
                  </button>
                )}
                <output className={`${styles.count} tabular`} aria-label={t.quantity(line.itemName)}>
                  {line.quantity}
                </output>
                <button
                  type="button"
                  className={styles.step}
                  aria-label={t.increase(line.itemName)}
                  disabled={line.quantity >= CART_MAX_QUANTITY}
                  onClick={() => setLineQuantity(index, line.quantity + 1)}
                >
                  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                    <path
                      d="M12 5v14M5 12h14"
                      stroke="currentColor"
                      strokeWidth="2.4"
                      strokeLinecap="round"
                    />
                  </svg>
                </button>
              </fieldset>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={pending !== null}
        title={t.confirmTitle}
        text={pending?.kind === "condiment" ? t.confirmRemoveCondiment(pending.name) : t.confirmRemoveItem}
        cancelLabel={t.no}
        confirmLabel={t.yes}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
