import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import styles from "#client/components/ui/page-layout.module.css";
import { KioskResultReturn } from "#client/features/kiosk/components/kiosk-result-return.tsx";
import { PaymentError } from "#client/features/payment/components/payment-result.tsx";

const searchSchema = z.object({
  message: z.string().max(300).optional().catch(undefined),
  order_id: z.string().trim().min(1).max(64).optional().catch(undefined),
});

export const Route = createFileRoute("/payment-error-instore")({
  validateSearch: searchSchema,
  component: PaymentErrorInStorePage,
});

function PaymentErrorInStorePage() {
  const { message, order_id: orderId } = Route.useSearch();
  return (
    <main className={styles.page}>
      <PaymentError variant="instore" message={message} orderId={orderId} />
      {/* On a store kiosk: the session is wiped and the attract screen comes back by itself. */}
      <KioskResultReturn />
    </main>
  );
}
