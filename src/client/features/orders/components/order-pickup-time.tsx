import { useOrderDetails } from "../api/get-order-details.ts";
import { pickupTimeText } from "../pickup-time-text.ts";
import styles from "./orders.module.css";

/**
 * "Pickup at 08:15 tomorrow" for an order ahead (the payment success page); nothing for one
 * wanted as soon as possible, or while the order cannot be read.
 */
export function OrderPickupTime({ orderId }: { orderId: string }) {
  const order = useOrderDetails(orderId).data;
  const text = order ? pickupTimeText(order.pickup_at, order.order_type, new Date()) : null;
  return text ? (
    <p className={`${styles.pickupTimeLine} tabular`} data-pickup-time="">
      {text}
    </p>
  ) : null;
}
