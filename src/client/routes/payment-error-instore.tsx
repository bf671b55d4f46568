import { createFileRoute } from "@tanstack/react-router";
import * as z from "zod/mini";
import styles from "#client/components/ui/page-layout.module.css";
import { KioskResultReturn } from "#client/features/kiosk/components/kiosk-result-return.tsx";
import { PaymentError } from "#client/features/payment/components/payment-result.tsx";

const searchSchema = z.object({
  message: z.catch(z.optional(z.string().check(z.maxLength(300))), undefined),
  order_id: z.catch(z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))), undefined),
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
