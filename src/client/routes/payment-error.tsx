import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import styles from "#client/components/ui/page-layout.module.css";
import { PaymentError } from "#client/features/payment/components/payment-result.tsx";

const searchSchema = z.object({
  message: z.string().max(300).optional().catch(undefined),
  order_id: z.string().trim().min(1).max(64).optional().catch(undefined),
});

export const Route = createFileRoute("/payment-error")({
  validateSearch: searchSchema,
  component: PaymentErrorPage,
});

function PaymentErrorPage() {
  const { message, order_id: orderId } = Route.useSearch();
  return (
    <main className={styles.page}>
      <PaymentError variant="online" message={message} orderId={orderId} />
    </main>
  );
}
