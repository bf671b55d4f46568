import { Link } from "@tanstack/react-router";
import buttonStyles from "#client/components/ui/button.module.css";
import { ErrorReference } from "#client/components/ui/error-reference.tsx";
import { TotalsList } from "#client/components/ui/totals-list.tsx";
import { RECEIPT_ORDER_TYPE_LINE } from "#shared/contract/order-type.ts";
import { localized } from "#shared/i18n/localized-content.ts";
import { useLiveOrderDetails } from "../hooks/use-live-order-status.ts";
import { summaryStrings, orderStrings as t } from "../messages.gen.ts";
import { formatApiEgp } from "../order-format.ts";
import { OrderProgress } from "./order-progress.tsx";
import summaryStyles from "./order-summary.module.css";
import styles from "./orders.module.css";

/**
 * The POS's receipt names the delivery fee among its header lines ("Delivery fee 25.00"); the
 * totals below show it already, so it is shown once, there.
 */
const DELIVERY_FEE_LINE = /^Delivery fee \d/;

/** A receipt's order-type line in the current language, or undefined for any other line. */
const orderTypeWords = (line: string) =>
  line === RECEIPT_ORDER_TYPE_LINE.pickup
    ? t.storePickup
    : line === RECEIPT_ORDER_TYPE_LINE.delivery
      ? t.homeDelivery
      : undefined;

/** An order as the server priced it (spec section 2, "Order summary"), and where it is now, live. */
export function OrderSummary({ orderId }: { orderId: string }) {
  const details = useLiveOrderDetails(orderId);

  if (details.isPending)
    return <div className={`${styles.summary} skeleton ${styles.summarySkeleton}`} aria-hidden="true" />;
  if (details.isError) {
    return (
      <div role="alert" className={styles.error}>
        <strong>{t.summaryFailed}</strong>
        <p>{details.error.message}</p>
        <ErrorReference error={details.error} />
        <Link to="/" className={buttonStyles.secondary}>
          {t.goHome}
        </Link>
      </div>
    );
  }

  const order = details.data;
  const receipt = order.oracle_response;
  const named = (english: string) => localized(english, order.names_ar?.[english] ?? orderTypeWords(english));
  const informationLines = receipt.header.informationLines.filter((line) => !DELIVERY_FEE_LINE.test(line));
  return (
    <div className={styles.summary} data-order-id={order.id}>
      <OrderProgress order={order} />
      {informationLines.length > 0 && (
        <ul className={styles.informationLines}>
          {informationLines.map((line) => (
            <li key={line}>{named(line)}</li>
          ))}
        </ul>
      )}

      {order.deliver_to && (
        <section className={styles.panel} aria-labelledby="summary-deliver-to">
          <h2 id="summary-deliver-to" className={styles.panelHeading}>
            {t.deliverTo}
          </h2>
          <address className={styles.address}>
            <strong>{order.deliver_to.label}</strong>
            <span>{order.deliver_to.address}</span>
            <span dir="ltr">{order.deliver_to.phone_number}</span>
          </address>
        </section>
      )}

      <section className={styles.panel} aria-labelledby="summary-items">
        <h2 id="summary-items" className={styles.panelHeading}>
          {t.items}
        </h2>
        <ul className={styles.summaryItems}>
          {receipt.menuItems.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: receipt lines have no id and never reorder
            <li key={index} className={styles.summaryItem}>
              <span className={`${styles.summaryQuantity} tabular`}>
                {t.summaryQuantity({ quantity: item.quantity })}
              </span>
              <div className={styles.summaryItemText}>
                <span className={styles.summaryItemName}>{named(item.name)}</span>
                {item.condiments.length > 0 && (
                  <ul className={styles.summaryCondiments}>
                    {item.condiments.map((condiment, condimentIndex) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: receipt lines have no id
                      <li key={condimentIndex}>
                        {named(condiment.name)}
                        {condiment.total > 0 && (
                          <CondimentPrice total={condiment.total} quantity={item.quantity} />
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <span className={`${styles.summaryPrice} tabular`}>
                {t.unitPrice({ price: formatApiEgp(item.unitPrice) })}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <TotalsList
        rows={[
          { label: t.subtotal, amount: formatApiEgp(order.totals.subtotal) },
          { label: t.vat, amount: formatApiEgp(order.totals.vat) },
          ...(order.deliver_to || order.totals.delivery > 0
            ? [{ label: t.delivery, amount: formatApiEgp(order.totals.delivery) }]
            : []),
        ]}
        total={{ label: t.totalAmount, amount: formatApiEgp(order.totals.total) }}
      />
    </div>
  );
}

/**
 * A condiment's price per cup, beside the item's price each; for several cups, what it comes to
 * in all, said as a total (the receipt gives that total: price times quantity).
 */
function CondimentPrice({ total, quantity }: { total: number; quantity: number }) {
  const each = quantity > 1 ? Math.round((total * 100) / quantity) / 100 : total;
  return (
    <span data-condiment-price="">
      {" "}
      <span className={`${summaryStyles.price} tabular`}>
        {summaryStrings.condimentEach({ price: formatApiEgp(each) })}
      </span>
      {quantity > 1 && (
        <>
          {" "}
          <span className={`${summaryStyles.total} tabular`}>
            {summaryStrings.condimentTotal({ price: formatApiEgp(total) })}
          </span>
        </>
      )}
    </span>
  );
}
