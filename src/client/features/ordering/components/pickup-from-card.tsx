import { Link } from "@tanstack/react-router";
import { OpenStatus, WeeklyHours } from "#client/components/ui/open-status.tsx";
import { orderingSession as session } from "#client/session/ordering-session.ts";
import { outletAddress, outletName } from "#shared/i18n/localized-content.ts";
import { placeOrderMessages } from "#shared/rules/place-order-checks.ts";
import { storeHoursStrings as t } from "../messages.gen.ts";
import { useOutletStatus } from "../use-outlet-status.ts";
import styles from "./checkout.module.css";

/**
 * The Pickup from card (store pickup): the store, whether it is open now and its week's hours,
 * with a link to choose another; without a store, the spec's 'Please select a Outlet' at once.
 */
export function PickupFromCard() {
  const stored = session.pickupOutlet();
  const { outlet, status } = useOutletStatus(stored?.id ?? null);

  return (
    <section className={styles.card} aria-labelledby="pickup-from-heading" data-pickup-from="">
      <div className={styles.cardHeader}>
        <h2 id="pickup-from-heading" className={styles.heading}>
          {t.pickupFrom}
        </h2>
        <Link to="/outlet" className={styles.link} aria-label={t.changeStoreLabel}>
          {t.changeStore}
        </Link>
      </div>
      {stored ? (
        <>
          <address className={styles.address}>
            <strong>{outlet ? outletName(outlet) : stored.name}</strong>
            {outlet && <span>{outletAddress(outlet)}</span>}
          </address>
          {status && <OpenStatus status={status} />}
          {outlet?.opening_times && <WeeklyHours times={outlet.opening_times} label={t.openingHours} />}
        </>
      ) : (
        <p className={styles.noAddress}>{placeOrderMessages.selectOutlet}</p>
      )}
    </section>
  );
}
