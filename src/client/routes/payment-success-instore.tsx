import { createFileRoute } from "@tanstack/react-router";
import { useEffect } from "react";
import styles from "#client/components/ui/page-layout.module.css";
import { KioskResultReturn } from "#client/features/kiosk/components/kiosk-result-return.tsx";
import { PaymentSuccess } from "#client/features/payment/components/payment-result.tsx";
import { orderingSession } from "#client/session/ordering-session.ts";

export const Route = createFileRoute("/payment-success-instore")({ component: PaymentSuccessInStorePage });

function PaymentSuccessInStorePage() {
  useEffect(() => orderingSession.clearCart(), []);
  return (
    <main className={styles.page}>
      <PaymentSuccess variant="instore" />
      {/* On a store kiosk: the session is wiped and the attract screen comes back by itself. */}
      <KioskResultReturn />
    </main>
  );
}
