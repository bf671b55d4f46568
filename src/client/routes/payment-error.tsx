import { createFileRoute } from "@tanstack/react-router";
import { PaymentErrorPage } from "#client/features/payment/components/payment-result.tsx";
import { paymentErrorSearch } from "#client/lib/search-params.ts";

export const Route = createFileRoute("/payment-error")({
  validateSearch: paymentErrorSearch,
  component: () => <PaymentErrorPage variant="online" search={Route.useSearch()} />,
});
