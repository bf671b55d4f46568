import { lazy, Suspense } from "react";
import { useSentOrderWaiting } from "#client/session/sent-order-waiting.ts";

// Its words, its buttons and the order's record load when there is one: nothing of it at start.
const SentOrderToast = lazy(() => import("../sent-order/sent-order-toast.tsx"));

/**
 * Where a queued order that was sent says so, on every screen. The live region is always there
 * (empty, it takes no room), so screen readers announce the notice when it arrives.
 */
export function SentOrderNotice() {
  const waiting = useSentOrderWaiting();
  return (
    <div role="status" aria-live="polite">
      {waiting && (
        <Suspense fallback={null}>
          <SentOrderToast />
        </Suspense>
      )}
    </div>
  );
}
