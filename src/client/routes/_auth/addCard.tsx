import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "#client/components/ui/page-header.tsx";
import styles from "#client/components/ui/page-layout.module.css";
import { CardFrame } from "#client/features/payment/components/card-frame.tsx";
import { cardFrameUrl } from "#client/features/payment/frame-messages.ts";
import { paymentStrings as t } from "#client/features/payment/messages.gen.ts";

// Name On Card, Card Number, Expiry and CVV are the provider's fields inside its frame: no card
// number ever reaches this app or our API, only the provider's token (spec section 2, "Add Card").
export const Route = createFileRoute("/_auth/addCard")({
  component: AddCardPage,
});

function AddCardPage() {
  return (
    <>
      <PageHeader title={t.addCardTitle} />
      <main className={styles.page}>
        <p className={styles.intro}>{t.cardFrameIntro}</p>
        <CardFrame src={cardFrameUrl(window.location.origin)} title={t.cardFrameTitle} />
      </main>
    </>
  );
}
