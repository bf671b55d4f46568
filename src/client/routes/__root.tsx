import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Link, Outlet } from "@tanstack/react-router";
import { KioskChrome } from "#client/features/kiosk/components/kiosk-chrome.tsx";
import { useKioskMode } from "#client/features/kiosk/kiosk-config.ts";
import { kioskBeforeLoad } from "#client/features/kiosk/kiosk-guard.ts";
import { QueuedOrderSender } from "#client/features/offline/components/queued-order-sender.tsx";
import { UpdateBanner } from "#client/features/offline/components/update-banner.tsx";
import type { QueuedOrder } from "#client/features/offline/order-queue.ts";
import type { PlaceOrderAnswer } from "#client/features/ordering/api/place-order.ts";
import { placeOrderFailure } from "#client/features/ordering/place-order-failure.ts";
import { useOrderPlaced } from "#client/features/ordering/use-order-placed.ts";
import { ApiError } from "#client/lib/api-client.ts";
import type { OrderingSession } from "#client/session/ordering-session.ts";

export type RouterContext = { queryClient: QueryClient; session: OrderingSession };

export const Route = createRootRouteWithContext<RouterContext>()({
  // A store kiosk: pickup at its outlet, and only the screens a shared tablet shows.
  beforeLoad: kioskBeforeLoad,
  component: Root,
  notFoundComponent: NotFound,
});

// Loaded when a queued order is sent: the place_order contract stays off the start-up code.
const sendQueuedOrder = async (order: QueuedOrder): Promise<PlaceOrderAnswer> =>
  (await import("#client/features/ordering/api/place-order.ts")).submitOrder(order);
const isNetworkError = (error: unknown) => placeOrderFailure(error).kind === "network";
const errorMessage = (error: unknown) => {
  const failure = placeOrderFailure(error);
  return failure.kind === "check"
    ? failure.message
    : error instanceof ApiError
      ? error.message
      : "Please try again.";
};
const isTimeRefusal = (error: unknown) => {
  const failure = placeOrderFailure(error);
  return failure.kind === "check" && failure.field === "pickup_at";
};

function Root() {
  const kiosk = useKioskMode();
  // A queued order the server accepted ends as one placed online does.
  const onPlaced = useOrderPlaced();
  return (
    <>
      <Outlet />
      {/* A kiosk updates itself on its attract screen, not when a customer taps Refresh. */}
      {!kiosk && <UpdateBanner />}
      <KioskChrome />
      <QueuedOrderSender
        send={sendQueuedOrder}
        onPlaced={onPlaced}
        isNetworkError={isNetworkError}
        errorMessage={errorMessage}
        isTimeRefusal={isTimeRefusal}
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
