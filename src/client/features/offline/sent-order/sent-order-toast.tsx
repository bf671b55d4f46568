import { useNavigate } from "@tanstack/react-router";
import { CloseIcon } from "#client/components/ui/icons.tsx";
import { forgetSentOrder, useSentOrder } from "#client/session/sent-order.ts";
import { sentOrderStrings as t } from "./messages.gen.ts";
import styles from "./sent-order-toast.module.css";

/**
 * The queued order was sent: says so where the customer is, and offers the payment page ("Pay
 * now"), or the order summary when the server placed it without one. Dismissing forgets it.
 */
export default function SentOrderToast() {
  const navigate = useNavigate();
  const order = useSentOrder();
  if (!order) return null; // damaged, or its day is over
  const { url, id } = order;
  const payNow = () => {
    forgetSentOrder();
    if (url) window.location.assign(url);
    else void navigate({ to: "/order-summary", search: { order_id: id } });
  };
  return (
    <div className={styles.toast}>
      <p className={styles.text}>{url ? t.sent : t.placed}</p>
      <button type="button" className={styles.action} onClick={payNow}>
        {url ? t.payNow : t.viewOrder}
      </button>
      <button type="button" className={styles.close} aria-label={t.dismiss} onClick={forgetSentOrder}>
        <CloseIcon />
      </button>
    </div>
  );
}
