import { createFileRoute, Link, redirect, useRouterState } from "@tanstack/react-router";
import buttonStyles from "#client/components/ui/button.module.css";
import { PageHeader } from "#client/components/ui/page-header.tsx";
import styles from "#client/components/ui/page-layout.module.css";
import "#client/features/checkout/history-state.ts";
import { CardFrame } from "#client/features/payment/components/card-frame.tsx";
import { paymentStrings as t } from "#client/features/payment/strings.ts";
import { readRaw, storageKeys } from "#client/lib/storage.ts";

// The card provider's page from router state `url` (spec section 2); its token is saved to the
// customer's account, so this needs a login.
export const Route = createFileRoute("/iframe")({
  beforeLoad: () => {
    if (!readRaw(storageKeys.token)) throw redirect({ href: "/login?redirect=/cart" });
  },
  component: PaymentFramePage,
});

function PaymentFramePage() {
  const url = useRouterState({ select: (state) => state.location.state.url });
  return (
    <>
      <PageHeader title={t.paymentTitle} />
      <main className={styles.page}>
        {url ? (
          <CardFrame src={url} title={t.cardFrameTitle} />
        ) : (
          <>
            <p role="alert" className={styles.error}>
              {t.noPaymentPage}
            </p>
            <Link to="/cart" className={buttonStyles.secondary}>
              {t.backToCart}
            </Link>
          </>
        )}
      </main>
    </>
  );
}
