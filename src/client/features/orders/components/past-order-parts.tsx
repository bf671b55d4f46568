import buttonStyles from "#client/components/ui/button.module.css";
import { ORDER_TYPE } from "#shared/contract/order-type.ts";
import type { PastOrder } from "#shared/contract/orders.ts";
import { localized } from "#shared/i18n/localized-content.ts";
import type { usePastOrderActions } from "../hooks/use-past-order-actions.tsx";
import { orderStrings as t } from "../messages.gen.ts";
import { formatApiEgp } from "../order-format.ts";
import styles from "./orders.module.css";

export type PastOrderActions = ReturnType<typeof usePastOrderActions>;

/** Where, how and for how much: the store, then "Store Pickup · Total EGP 96.90". */
export function OrderFacts({ order }: { order: PastOrder }) {
  const type =
    order.order_type === ORDER_TYPE.delivery
      ? t.homeDelivery
      : order.order_type === ORDER_TYPE.pickup
        ? t.storePickup
        : null;
  return (
    <p className={styles.facts}>
      {order.outlet_name && (
        <span className={styles.outlet} data-order-outlet="">
          {localized(order.outlet_name, order.outlet_name_ar)}
        </span>
      )}
      <span className={styles.typeAndTotal}>
        {type && <span data-order-type="">{type}</span>}
        {order.total !== undefined && (
          <span className="tabular" data-order-total="">
            {t.orderTotal({ total: formatApiEgp(order.total) })}
          </span>
        )}
      </span>
    </p>
  );
}

/** Add to cart (to change it first) and Re-order (straight to payment). */
export function PastOrderButtons({ order, actions }: { order: PastOrder; actions: PastOrderActions }) {
  const mine = actions.pending?.orderId === order.id && !actions.asking ? actions.pending.action : null;
  const disabled = actions.pending !== null;
  return (
    <div className={styles.cardActions}>
      <button
        type="button"
        className={buttonStyles.secondary}
        onClick={() => actions.addToCart(order)}
        disabled={disabled}
        aria-busy={mine === "addToCart"}
      >
        {mine === "addToCart" ? t.addingToCart : t.addToCart}
      </button>
      <button
        type="button"
        className={buttonStyles.button}
        onClick={() => actions.reOrder(order)}
        disabled={disabled}
        aria-busy={mine === "reOrder"}
      >
        {mine === "reOrder" ? t.reOrdering : t.reOrder}
      </button>
    </div>
  );
}
