import { Link } from "@tanstack/react-router";
import buttonStyles from "#client/components/ui/button.module.css";
import { TotalsList } from "#client/components/ui/totals-list.tsx";
import { useLiveOrderDetails } from "../hooks/use-live-order-status.ts";
import { orderStrings as t } from "../messages.gen.ts";
import { formatApiEgp } from "../order-format.ts";
import { OrderProgress } from "./order-progress.tsx";
import styles from "./orders.module.css";

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
        <Link to="/" className={buttonStyles.secondary}>
          {t.goHome}
        </Link>
      </div>
    );
  }

  const order = details.data;
  const receipt = order.oracle_response;
  return (
    <div className={styles.summary} data-order-id={order.id}>
      <OrderProgress order={order} />
      {receipt.header.informationLines.length > 0 && (
        <ul className={styles.informationLines}>
          {receipt.header.informationLines.map((line) => (
            <li key={line}>{line}</li>
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
                <span className={styles.summaryItemName}>{item.name}</span>
                {item.condiments.length > 0 && (
                  <ul className={styles.summaryCondiments}>
                    {item.condiments.map((condiment, condimentIndex) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: receipt lines have no id
                      <li key={condimentIndex}>
                        {condiment.name}
                        {condiment.total > 0 && (
                          <span className="tabular">
                            {" "}
                            {t.condimentPrice({ price: formatApiEgp(condiment.total) })}
                          </span>
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
