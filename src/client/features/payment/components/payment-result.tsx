import { Link } from "@tanstack/react-router";
import buttonStyles from "#client/components/ui/button.module.css";
import { ResultIcon } from "#client/components/ui/screen-icons.tsx";
import { publicConfig } from "#client/lib/public-config.ts";
import { paymentErrorText } from "../error-message.ts";
import { checkoutPath } from "../frame-messages.ts";
import { paymentStrings as t } from "../strings.ts";
import styles from "./payment.module.css";

/** Online orders stay in this app; in-store (kiosk) payments link out to the in-store site. */
export type PaymentVariant = "online" | "instore";

export function PaymentSuccess({ variant, orderId }: { variant: PaymentVariant; orderId?: string }) {
  return (
    <section className={styles.result} aria-labelledby="payment-result-title">
      <ResultIcon kind="success" className={styles.success} />
      <h1 id="payment-result-title" className={styles.title}>
        {t.successTitle}
      </h1>
      <p className={styles.text}>{t.successText}</p>
      <div className={styles.actions}>
        {variant === "instore" ? (
          <a href={publicConfig.inStoreSiteUrl} className={`${buttonStyles.button} ${buttonStyles.block}`}>
            {t.goToHomepage}
          </a>
        ) : (
          <>
            <Link to="/" className={`${buttonStyles.button} ${buttonStyles.block}`}>
              {t.goToHomepage}
            </Link>
            <Link to="/order-history" className={`${buttonStyles.secondary} ${buttonStyles.block}`}>
              {t.viewOrderHistory}
            </Link>
            {orderId && (
              <Link to="/order-summary" search={{ order_id: orderId }} className={styles.link}>
                {t.viewOrder}
              </Link>
            )}
          </>
        )}
      </div>
    </section>
  );
}

export function PaymentError({
  variant,
  message,
  orderId,
}: {
  variant: PaymentVariant;
  message?: string;
  orderId?: string;
}) {
  const home =
    variant === "instore" ? (
      <a href={publicConfig.inStoreSiteUrl} className={`${buttonStyles.secondary} ${buttonStyles.block}`}>
        {t.goToHome}
      </a>
    ) : (
      <Link to="/" className={`${buttonStyles.secondary} ${buttonStyles.block}`}>
        {t.goToHome}
      </Link>
    );
  // Retry pays the same order again on the server's payment page (a full page load, not a
  // screen of this app); without an order there is only the cart (or the in-store site).
  const retry = orderId ? (
    <a href={checkoutPath(orderId)} className={`${buttonStyles.button} ${buttonStyles.block}`}>
      {t.retry}
    </a>
  ) : variant === "instore" ? (
    <a href={publicConfig.inStoreSiteUrl} className={`${buttonStyles.button} ${buttonStyles.block}`}>
      {t.retry}
    </a>
  ) : (
    <Link to="/cart" className={`${buttonStyles.button} ${buttonStyles.block}`}>
      {t.retry}
    </Link>
  );
  return (
    <section className={styles.result} aria-labelledby="payment-result-title">
      <ResultIcon kind="error" className={styles.error} />
      <h1 id="payment-result-title" className={styles.title}>
        {t.errorTitle}
      </h1>
      <p role="alert" className={styles.text}>
        {paymentErrorText(message)}
      </p>
      <div className={styles.actions}>
        {retry}
        {home}
      </div>
    </section>
  );
}
