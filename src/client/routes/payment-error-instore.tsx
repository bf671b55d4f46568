import { createFileRoute } from "@tanstack/react-router";
import { KioskResultReturn } from "#client/features/kiosk/components/kiosk-result-return.tsx";
import { PaymentErrorPage } from "#client/features/payment/components/payment-result.tsx";
import { paymentErrorSearch } from "#client/lib/search-params.ts";

export const Route = createFileRoute("/payment-error-instore")({
  validateSearch: paymentErrorSearch,
  component: () => (
    <PaymentErrorPage variant="instore" search={Route.useSearch()}>
      {/* On a store kiosk: the session is wiped and the attract screen comes back by itself. */}
      <KioskResultReturn />
    </PaymentErrorPage>
  ),
});
