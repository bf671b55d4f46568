import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import buttonStyles from "#client/components/ui/button.module.css";
import pageStyles from "#client/components/ui/page-layout.module.css";
import { ResultIcon } from "#client/components/ui/screen-icons.tsx";
import { publicConfig } from "#client/lib/public-config.ts";
import { paymentErrorText } from "../error-message.ts";
import { checkoutPath } from "../frame-messages.ts";
import { paymentStrings as t } from "../messages.gen.ts";
import styles from "./payment.module.css";

/** Online orders stay in this app; in-store (kiosk) payments link out to the in-store site. */
export type PaymentVariant = "online" | "instore";

const primary = `${buttonStyles.button} ${buttonStyles.block}`;
const secondary = `${buttonStyles.secondary} ${buttonStyles.block}`;

/** Home: this app's landing page online, the in-store site in store. */
function HomeLink({
  variant,
  className,
  label,
}: {
  variant: PaymentVariant;
  className: string;
  label: string;
}) {
  return variant === "instore" ? (
    <a href={publicConfig.inStoreSiteUrl} className={className}>
      {label}
    </a>
  ) : (
    <Link to="/" className={className}>
      {label}
    </Link>
  );
}

export function PaymentSuccess({
  variant,
  orderId,
  detail,
}: {
  variant: PaymentVariant;
  orderId?: string;
  /** Under the text: what the route adds about the order (an order ahead's time). */
  detail?: ReactNode;
}) {
  return (
    <section className={styles.result} aria-labelledby="payment-result-title">
      <ResultIcon kind="success" className={styles.success} />
      <h1 id="payment-result-title" className={styles.title}>
        {t.successTitle}
      </h1>
      <p className={styles.text}>{t.successText}</p>
      {detail}
      <div className={styles.actions}>
        <HomeLink variant={variant} className={primary} label={t.goToHomepage} />
        {variant === "online" && (
          <>
            <Link to="/order-history" className={secondary}>
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
  // Retry pays the same order again on the server's payment page (a full page load, not a
  // screen of this app); without an order there is only the cart (or the in-store site).
  const retry = orderId ? (
    <a href={checkoutPath(orderId)} className={primary}>
      {t.retry}
    </a>
  ) : variant === "instore" ? (
    <a href={publicConfig.inStoreSiteUrl} className={primary}>
      {t.retry}
    </a>
  ) : (
    <Link to="/cart" className={primary}>
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
        <HomeLink variant={variant} className={secondary} label={t.goToHome} />
      </div>
    </section>
  );
}

/** Both payment error routes: one screen, its links going to the in-store site in store. */
export function PaymentErrorPage({
  variant,
  search,
  children,
}: {
  variant: PaymentVariant;
  search: { message?: string; order_id?: string };
  /** What the route adds below (the kiosk's return to the attract screen). */
  children?: ReactNode;
}) {
  return (
    <main className={pageStyles.page}>
      <PaymentError variant={variant} message={search.message} orderId={search.order_id} />
      {children}
    </main>
  );
}
