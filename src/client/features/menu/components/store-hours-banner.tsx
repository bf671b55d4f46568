import { OpenStatus } from "#client/components/ui/open-status.tsx";
import { useNow } from "#client/lib/use-now.ts";
import type { Outlet } from "#shared/contract/outlets.ts";
import { outletName } from "#shared/i18n/localized-content.ts";
import { closedMessage, openingStatus, storeHoursMessages } from "#shared/rules/opening-hours.ts";
import styles from "./store-hours-banner.module.css";

type StoreHoursBannerProps = {
  /** The outlet the menu comes from (the pickup store, or the one delivering to the address). */
  outlet: Outlet | undefined;
  /** The checkout offers a later time (not at a store's kiosk, which orders for now). */
  orderAhead: boolean;
};

/**
 * While the menu's outlet is closed: the spec's closed message, when it opens next and that an
 * order can still be placed for later. Nothing while it is open, or while its hours are unknown.
 */
export function StoreHoursBanner({ outlet, orderAhead }: StoreHoursBannerProps) {
  const now = useNow();
  const hours = outlet?.opening_times;
  if (!outlet || !hours) return null;
  const status = openingStatus(hours, now);
  if (status.open) return null;
  return (
    <aside className={styles.banner} role="status" data-store-hours-banner="">
      <strong className={styles.title}>{closedMessage(outletName(outlet), hours, now)}</strong>
      <OpenStatus status={status} />
      {orderAhead && <span>{storeHoursMessages.orderAheadHint}</span>}
    </aside>
  );
}
