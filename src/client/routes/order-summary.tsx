import { createFileRoute, Link, useRouterState } from "@tanstack/react-router";
import buttonStyles from "#client/components/ui/button.module.css";
import { PageHeader } from "#client/components/ui/page-header.tsx";
import styles from "#client/components/ui/page-layout.module.css";
import "#client/features/ordering/history-state.ts";
import { OrderSummary } from "#client/features/orders/components/order-summary.tsx";
import { orderStrings as t } from "#client/features/orders/messages.gen.ts";
import { orderIdSearch } from "#client/lib/search-params.ts";

// The order id comes in router state (spec section 2); `?order_id=` keeps a reload or a link working.
export const Route = createFileRoute("/order-summary")({
  validateSearch: orderIdSearch,
  component: OrderSummaryPage,
});

function OrderSummaryPage() {
  const search = Route.useSearch();
  const stateId = useRouterState({ select: (state) => state.location.state.orderId });
  const orderId = stateId ?? search.order_id;
  return (
    <>
      <PageHeader title={t.summaryTitle} />
      <main className={styles.page}>
        {orderId ? (
          <OrderSummary orderId={orderId} />
        ) : (
          <>
            <p className={styles.intro}>{t.summaryMissing}</p>
            <Link to="/" className={buttonStyles.secondary}>
              {t.goHome}
            </Link>
          </>
        )}
      </main>
    </>
  );
}
