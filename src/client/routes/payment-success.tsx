import { useQueryClient } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useEffect } from "react";
import styles from "#client/components/ui/page-layout.module.css";
import { NotifyWhenReady } from "#client/features/notifications/components/notify-when-ready.tsx";
import { ORDER_HISTORY_QUERY_KEY } from "#client/features/orders/api/get-order-history.ts";
import { OrderPickupTime } from "#client/features/orders/components/order-pickup-time.tsx";
import { PaymentSuccess } from "#client/features/payment/components/payment-result.tsx";
import { orderIdSearch } from "#client/lib/search-params.ts";
import { orderingSession } from "#client/session/ordering-session.ts";

export const Route = createFileRoute("/payment-success")({
  validateSearch: orderIdSearch,
  component: PaymentSuccessPage,
});

function PaymentSuccessPage() {
  const { order_id: orderId } = Route.useSearch();
  const queryClient = useQueryClient();
  useEffect(() => {
    orderingSession.clearCart(); // spec section 4: the payment success page empties the cart
    void queryClient.invalidateQueries({ queryKey: ORDER_HISTORY_QUERY_KEY }); // a newly paid order
  }, [queryClient]);
  return (
    <main className={styles.page}>
      <PaymentSuccess
        variant="online"
        orderId={orderId}
        detail={orderId ? <OrderPickupTime orderId={orderId} /> : undefined}
      />
      {/* A paid order: the customer may hear when it is ready, even with the app closed. */}
      {orderingSession.isLoggedIn() && <NotifyWhenReady />}
    </main>
  );
}
