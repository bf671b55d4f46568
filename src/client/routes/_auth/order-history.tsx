import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "#client/components/ui/page-header.tsx";
import styles from "#client/components/ui/page-layout.module.css";
import { BottomBar } from "#client/features/chrome/components/bottom-bar.tsx";
import { ReOrderTimeDialog } from "#client/features/ordering/components/re-order-time-dialog.tsx";
import { orderHistoryQueryOptions } from "#client/features/orders/api/get-order-history.ts";
import { PastOrders } from "#client/features/orders/components/past-orders.tsx";
import { orderStrings as t } from "#client/features/orders/messages.gen.ts";

export const Route = createFileRoute("/_auth/order-history")({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(orderHistoryQueryOptions());
  },
  component: OrderHistoryPage,
});

function OrderHistoryPage() {
  return (
    <>
      <PageHeader title={t.historyTitle} />
      <main className={styles.page}>
        <PastOrders askTime={(request) => <ReOrderTimeDialog {...request} />} />
      </main>
      <BottomBar />
    </>
  );
}
