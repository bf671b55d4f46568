import { offlineStrings as t } from "../messages.gen.ts";
import { useQueuedOrderStatus } from "../queued-order-status.ts";
import { StatusBanner } from "./status-banner.tsx";

/** The queued order's state: waiting, being sent, or why it was dropped. */
export function QueuedOrderBanner() {
  const status = useQueuedOrderStatus();
  switch (status.phase) {
    case "queued":
      return <StatusBanner tone="warning">{t.queued}</StatusBanner>;
    case "sending":
      return <StatusBanner tone="info">{t.sending}</StatusBanner>;
    case "expired":
      return <StatusBanner tone="warning">{t.expired}</StatusBanner>;
    case "refused":
      return <StatusBanner tone="warning">{t.refused({ message: status.message })}</StatusBanner>;
    case "choose-time":
      return (
        <StatusBanner tone="warning">
          {status.message ? t.timeRefused({ message: status.message }) : t.slotPassed}
        </StatusBanner>
      );
    default:
      return null;
  }
}
