import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Link, Outlet } from "@tanstack/react-router";
import { lazy, Suspense, useMemo, useState } from "react";
import { PageMenuContext } from "#client/components/ui/page-menu.ts";
import { KioskChrome } from "#client/features/kiosk/components/kiosk-chrome.tsx";
import { useKioskMode } from "#client/features/kiosk/kiosk-config.ts";
import { kioskBeforeLoad } from "#client/features/kiosk/kiosk-guard.ts";
import { QueuedOrderSender } from "#client/features/offline/components/queued-order-sender.tsx";
import { SentOrderNotice } from "#client/features/offline/components/sent-order-notice.tsx";
import type { QueuedOrder } from "#client/features/offline/order-queue.ts";
import { UpdateBanner } from "#client/features/offline/update/update-banner.tsx";
import type { PlaceOrderAnswer } from "#client/features/ordering/api/place-order.ts";
import { queuedOrderFailure } from "#client/features/ordering/place-order-failure.ts";
import { type OrderingSession, orderingSession } from "#client/session/ordering-session.ts";

export type RouterContext = { queryClient: QueryClient; session: OrderingSession };

export const Route = createRootRouteWithContext<RouterContext>()({
  // A store kiosk: pickup at its outlet, and only the screens a shared tablet shows.
  beforeLoad: kioskBeforeLoad,
  component: Root,
  notFoundComponent: NotFound,
});

// Loaded when a queued order is sent: the place_order contract stays off the start-up code. The
// answer says whose login sent it.
const sendQueuedOrder = async (
  order: QueuedOrder,
): Promise<{ sentAs: string | null; answer: PlaceOrderAnswer }> => ({
  sentAs: orderingSession.token(),
  answer: await (await import("#client/features/ordering/api/place-order.ts")).submitOrder(order),
});
// A queued order the server accepted: the cart is cleared and the customer stays where they are,
// told by the sent-order notice (loaded, like the sending, only when it happens). Unless that
// customer logged out, or a kiosk's wipe ended their session, while it went: then nothing of
// theirs is written back for whoever uses the device now.
const onQueuedOrderPlaced = ({ sentAs, answer }: { sentAs: string | null; answer: PlaceOrderAnswer }) => {
  if (sentAs !== orderingSession.token()) return;
  void import("#client/features/ordering/queued-order-placed.ts").then((placed) =>
    placed.queuedOrderPlaced(answer),
  );
};

// Loaded with the first inner screen (the landing pages have their own header). The panel stays
// here, open across a screen's change, whichever title bar's button opened it.
const sidePanel = () => import("#client/features/menu/components/side-panel.tsx");
const SidePanelButton = lazy(() => sidePanel().then((module) => ({ default: module.SidePanelButton })));
const SidePanel = lazy(() => sidePanel().then((module) => ({ default: module.SidePanel })));

function Root() {
  const kiosk = useKioskMode();
  // null until first opened: the panel's code loads then.
  const [panelOpen, setPanelOpen] = useState<boolean | null>(null);
  const menuButton = useMemo(
    () => (
      <Suspense fallback={null}>
        <SidePanelButton onClick={() => setPanelOpen(true)} />
      </Suspense>
    ),
    [],
  );
  return (
    <>
      {/* A shared tablet shows no side panel: its dock has the few screens it allows. */}
      <PageMenuContext.Provider value={kiosk ? null : menuButton}>
        <Outlet />
      </PageMenuContext.Provider>
      {!kiosk && panelOpen !== null && (
        <Suspense fallback={null}>
          <SidePanel open={panelOpen} onClose={() => setPanelOpen(false)} />
        </Suspense>
      )}
      {/* A kiosk updates itself on its attract screen, not when a customer taps Refresh. */}
      {!kiosk && <UpdateBanner />}
      <KioskChrome />
      <SentOrderNotice />
      <QueuedOrderSender
        send={sendQueuedOrder}
        onPlaced={onQueuedOrderPlaced}
        readFailure={queuedOrderFailure}
      />
    </>
  );
}

function NotFound() {
  return (
    <main style={{ padding: "var(--space-8) var(--space-4)", textAlign: "center" }}>
      <h1>Page not found</h1>
      <p>
        <Link to="/">Go to Home</Link>
      </p>
    </main>
  );
}
