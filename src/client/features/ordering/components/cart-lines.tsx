import { useState } from "react";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { QuantityStepper } from "#client/components/ui/quantity-stepper.tsx";
import { RemoveIcon } from "#client/components/ui/screen-icons.tsx";
import { orderingSession as session } from "#client/session/ordering-session.ts";
import type { CartCondiment, CartLine } from "#shared/contract/cart.ts";
import { CART_MAX_QUANTITY } from "#shared/contract/cart.ts";
import type { MenuData } from "#shared/contract/menu.ts";
import { currentLocale, intlTagOf } from "#shared/i18n/locale.ts";
import { menuCondimentName, menuItemName } from "#shared/i18n/localized-content.ts";
import { formatEgp, toPiastres } from "#shared/money/money.ts";
import { pricedLine } from "#shared/rules/cart.ts";
import { lineTotal } from "#shared/rules/order-totals.ts";
import { cartStrings as t } from "../messages.gen.ts";
import styles from "./cart-lines.module.css";

const lineKey = (line: CartLine) =>
  `${line.itemId}:${line.condiment_data
    .map((condiment) => condiment.condiment_id)
    .sort((a, b) => a - b)
    .join(",")}:${line.note.trim()}`;

// "Oat, Caramel" in English, "حليب الشوفان وكراميل" in Arabic.
const listOf = (names: string[]) =>
  new Intl.ListFormat(intlTagOf(currentLocale()), { type: "unit", style: "short" }).format(names);

/** What of a line is sold out now (the route reads it from the outlet's menu). */
export type LineSoldOut = { item: boolean; condimentIds: readonly number[] };

type PendingRemoval =
  | { kind: "line"; index: number }
  | { kind: "condiment"; index: number; condimentId: number; name: string };

type CartLinesProps = {
  lines: CartLine[];
  /** The outlet's menu, for the names in the reader's language (the lines keep the English). */
  menu?: MenuData | undefined;
  /** Marks lines the outlet cannot make now, with the hint to remove them; none when absent. */
  soldOut?: (line: CartLine) => LineSoldOut | null;
};

/**
 * The cart's lines: condiment removal, plus and minus, and the trash control at quantity 1; a
 * line with a sold-out item or condiment says so (place_order would refuse it).
 */
export function CartLines({ lines, menu, soldOut }: CartLinesProps) {
  const [pending, setPending] = useState<PendingRemoval | null>(null);

  const confirm = () => {
    if (pending?.kind === "line") session.removeCartLine(pending.index);
    if (pending?.kind === "condiment") session.removeLineCondiment(pending.index, pending.condimentId);
    setPending(null);
  };

  return (
    <>
      <ul className={styles.lines}>
        {lines.map((line, index) => {
          const unavailable = soldOut?.(line) ?? null;
          const itemName = menuItemName(menu, line.itemId, line.itemName);
          const condimentName = (condiment: CartCondiment) =>
            menuCondimentName(menu, condiment.condiment_id, condiment.condiment_name);
          const soldOutCondiments = line.condiment_data.filter((condiment) =>
            unavailable?.condimentIds.includes(condiment.condiment_id),
          );
          return (
            <li
              // The merge rule makes item, condiments and note unique to a line.
              key={lineKey(line)}
              className={styles.line}
              data-cart-line={line.itemId}
              data-sold-out={unavailable ? (unavailable.item ? "item" : "condiment") : undefined}
            >
              <img
                className={styles.image}
                src={line.itemImg}
                alt=""
                width={72}
                height={72}
                decoding="async"
              />
              <div className={styles.info}>
                <h3 className={styles.name}>
                  {itemName}
                  {unavailable?.item && <span className={styles.soldOutTag}>{t.soldOut}</span>}
                </h3>
                {line.condiment_data.length > 0 && (
                  <ul className={styles.condiments}>
                    {line.condiment_data.map((condiment) => (
                      <li
                        key={condiment.condiment_id}
                        className={styles.condiment}
                        data-sold-out={soldOutCondiments.includes(condiment) ? "" : undefined}
                      >
                        <span>
                          {condimentName(condiment)}
                          {soldOutCondiments.includes(condiment) ? (
                            <span className={styles.condimentSoldOut}>{` · ${t.soldOut}`}</span>
                          ) : (
                            condiment.condiment_price > 0 && (
                              <span className="tabular">
                                {" "}
                                + <bdi>{formatEgp(toPiastres(condiment.condiment_price))}</bdi>
                              </span>
                            )
                          )}
                        </span>
                        <button
                          type="button"
                          className={styles.removeCondiment}
                          aria-label={t.removeCondiment({
                            condiment: condimentName(condiment),
                            item: itemName,
                          })}
                          onClick={() =>
                            setPending({
                              kind: "condiment",
                              index,
                              condimentId: condiment.condiment_id,
                              name: condimentName(condiment),
                            })
                          }
                        >
                          <RemoveIcon />
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
                  {t.each({ price: formatEgp(lineTotal({ ...pricedLine(line), quantity: 1 })) })}
                </p>
                {unavailable && (
                  <p className={styles.soldOutHint}>
                    {unavailable.item
                      ? t.itemSoldOut
                      : t.condimentsSoldOut({
                          count: soldOutCondiments.length,
                          names: listOf(soldOutCondiments.map((condiment) => condimentName(condiment))),
                        })}
                  </p>
                )}
              </div>
              <div className={styles.side}>
                <strong className={`${styles.lineTotal} tabular`}>
                  <bdi>{formatEgp(lineTotal(pricedLine(line)))}</bdi>
                </strong>
                <QuantityStepper
                  value={line.quantity}
                  max={CART_MAX_QUANTITY}
                  onChange={(quantity) => session.setLineQuantity(index, quantity)}
                  label={t.quantity({ name: itemName })}
                  decreaseLabel={t.decrease({ name: itemName })}
                  increaseLabel={t.increase({ name: itemName })}
                  remove={{
                    label: t.remove({ name: itemName }),
                    onRemove: () => setPending({ kind: "line", index }),
                  }}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={pending !== null}
        title={t.confirmTitle}
        text={
          pending?.kind === "condiment"
            ? t.confirmRemoveCondiment({ condiment: pending.name })
            : t.confirmRemoveItem
        }
        cancelLabel={t.no}
        confirmLabel={t.yes}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
