import { createFileRoute, Link, useRouterState } from "@tanstack/react-router";
import buttonStyles from "#client/components/ui/button.module.css";
import { PageHeader } from "#client/components/ui/page-header.tsx";
import styles from "#client/components/ui/page-layout.module.css";
import "#client/features/ordering/history-state.ts";
import { CardFrame } from "#client/features/payment/components/card-frame.tsx";
import { paymentStrings as t } from "#client/features/payment/messages.gen.ts";

// The card provider's page from router state `url` (spec section 2); its token is saved to the
// customer's account, so this needs a login.
export const Route = createFileRoute("/_auth/iframe")({
  // The page's url travels in router state, which a login does not keep: back to the cart.
  staticData: { afterLogin: "/cart" },
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
