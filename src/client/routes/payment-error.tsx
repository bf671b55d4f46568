import { createFileRoute } from "@tanstack/react-router";
import * as z from "zod/mini";
import styles from "#client/components/ui/page-layout.module.css";
import { PaymentError } from "#client/features/payment/components/payment-result.tsx";

const searchSchema = z.object({
  message: z.catch(z.optional(z.string().check(z.maxLength(300))), undefined),
  order_id: z.catch(z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))), undefined),
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
