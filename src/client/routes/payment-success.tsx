import { useQueryClient } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useEffect } from "react";
import * as z from "zod/mini";
import styles from "#client/components/ui/page-layout.module.css";
import { ORDER_HISTORY_QUERY_KEY } from "#client/features/orders/api/get-order-history.ts";
import { PaymentSuccess } from "#client/features/payment/components/payment-result.tsx";
import { orderingSession } from "#client/session/ordering-session.ts";

const searchSchema = z.object({
  order_id: z.catch(z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))), undefined),
});

export const Route = createFileRoute("/payment-success")({
  validateSearch: searchSchema,
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
      <PaymentSuccess variant="online" orderId={orderId} />
    </main>
  );
}
