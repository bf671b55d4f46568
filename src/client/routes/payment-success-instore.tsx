import { createFileRoute } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import styles from "#client/components/ui/page-layout.module.css";
import { KioskResultReturn } from "#client/features/kiosk/components/kiosk-result-return.tsx";
import { LiveOrderProgress, OrderResultLayout } from "#client/features/orders/components/order-progress.tsx";
import { PaymentSuccess } from "#client/features/payment/components/payment-result.tsx";
import { orderIdSearch } from "#client/lib/search-params.ts";
import { orderingSession } from "#client/session/ordering-session.ts";

export const Route = createFileRoute("/payment-success-instore")({
  validateSearch: orderIdSearch,
  component: PaymentSuccessInStorePage,
});

function PaymentSuccessInStorePage() {
  const { order_id: orderId } = Route.useSearch();
  useEffect(() => orderingSession.clearCart(), []);
  // A kiosk wipes the customer's queries as this page opens (KioskResultReturn's effect). A
  // parent's effects run after its children's, so the order is read once that is done, rather
  // than fetched and then dropped by the wipe.
  const [wiped, setWiped] = useState(false);
  useEffect(() => setWiped(true), []);
  return (
    <main className={styles.page}>
      {orderId ? (
        <OrderResultLayout>
          <PaymentSuccess variant="instore" />
          <LiveOrderProgress orderId={orderId} size="large" enabled={wiped} />
        </OrderResultLayout>
      ) : (
        <PaymentSuccess variant="instore" />
      )}
      {/* On a store kiosk: the session is wiped and the attract screen comes back by itself. */}
      <KioskResultReturn />
    </main>
  );
}
