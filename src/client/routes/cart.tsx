import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "#client/components/ui/page-header.tsx";
import styles from "#client/components/ui/page-layout.module.css";
import { BottomBar } from "#client/features/chrome/components/bottom-bar.tsx";
import { KioskBottomBar } from "#client/features/kiosk/components/kiosk-bottom-bar.tsx";
import { useKioskMode } from "#client/features/kiosk/kiosk-config.ts";
import { menuQueryOptions, useMenu } from "#client/features/menu/api/get-menu.ts";
import { cartLineSoldOut } from "#client/features/menu/sold-out.ts";
import { OfflineBanner } from "#client/features/offline/components/offline-banner.tsx";
import { QueuedOrderBanner } from "#client/features/offline/components/queued-order-banner.tsx";
import { outletsQueryOptions } from "#client/features/ordering/api/get-outlets.ts";
import { CartContents } from "#client/features/ordering/components/cart-layout.tsx";
import { DeliverToCard } from "#client/features/ordering/components/deliver-to-card.tsx";
import { PickupFromCard } from "#client/features/ordering/components/pickup-from-card.tsx";
import { PlaceOrderPanel } from "#client/features/ordering/components/place-order-panel.tsx";
import { cartStrings as t } from "#client/features/ordering/messages.gen.ts";
import { type OrderingSession, useCart, useOrderType } from "#client/session/ordering-session.ts";
import { ORDER_TYPE } from "#shared/contract/order-type.ts";
import { seedPaintedAnswers } from "./-painted-answers.ts";

export const Route = createFileRoute("/cart")({
  // The loader comes with the screen's code, not in the first chunk every page loads.
  codeSplitGroupings: [["loader", "component"]],
  loader: ({ context: { queryClient, session } }) => {
    seedPaintedAnswers(queryClient);
    // The first screen waits for the outlets (the pickup card, the time picker) and the menu (the
    // sold-out marks): start both with the route rather than after the screen's first render.
    void queryClient.prefetchQuery(outletsQueryOptions());
    const outletId = menuOutletOfCart(session, session.cartLines().length);
    if (outletId !== null) void queryClient.prefetchQuery(menuQueryOptions(outletId));
  },
  component: CartPage,
});

/**
 * The outlet whose menu the cart keeps current (a line the store has since sold out of is marked,
 * before place_order would refuse it); none for an empty cart.
 */
function menuOutletOfCart(session: OrderingSession, lineCount: number): number | null {
  return lineCount > 0 ? (session.menuOutlet()?.id ?? null) : null;
}

function CartPage() {
  const { session } = Route.useRouteContext();
  const lines = useCart();
  const orderType = useOrderType();
  const outletId = session.menuOutlet()?.id ?? null;
  const menu = useMenu(menuOutletOfCart(session, lines.length));
  // A store kiosk is pickup at its outlet only: never a Deliver to card or a delivery fee, and
  // always as soon as possible (the customer is standing in the store).
  const kiosk = useKioskMode();
  const delivery = !kiosk && orderType === ORDER_TYPE.delivery;

  return (
    <>
      <PageHeader title={t.title} />
      <main className={styles.page}>
        <OfflineBanner ordering />
        <QueuedOrderBanner />
        <CartContents
          destination={delivery ? <DeliverToCard /> : !kiosk && <PickupFromCard />}
          lines={lines}
          menu={menu.data}
          soldOut={(line) => cartLineSoldOut(menu.data, line)}
          delivery={delivery}
          checkout={
            <PlaceOrderPanel
              lines={lines}
              timeOutletId={kiosk ? null : outletId}
              orderType={delivery ? ORDER_TYPE.delivery : ORDER_TYPE.pickup}
            />
          }
        />
      </main>
      {kiosk ? <KioskBottomBar /> : <BottomBar />}
    </>
  );
}
