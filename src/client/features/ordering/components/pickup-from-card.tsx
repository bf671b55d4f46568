import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { OpenStatus, WeeklyHours } from "#client/components/ui/open-status.tsx";
import { orderingSession as session } from "#client/session/ordering-session.ts";
import type { Outlet } from "#shared/contract/outlets.ts";
import { outletAddress, outletName } from "#shared/i18n/localized-content.ts";
import type { OpeningStatus } from "#shared/rules/opening-hours.ts";
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
    <PickupFrom
      storedName={stored ? (stored.name ?? "") : null}
      outlet={outlet}
      status={status}
      changeLink={(props) => <Link to="/outlet" {...props} />}
    />
  );
}

type PickupFromProps = {
  /** The stored outlet's name, shown until the outlet list has loaded; null: none chosen. */
  storedName: string | null;
  outlet: Outlet | undefined;
  status: OpeningStatus | null;
  /** The link to the outlet list: the router's in the app, a plain one where the server paints. */
  changeLink: (props: {
    className: string | undefined;
    "aria-label": string;
    children: ReactNode;
  }) => ReactNode;
};

/** The card itself, from what it shows (the server paints it too: prerender/render-cart-opening.tsx). */
export function PickupFrom({ storedName, outlet, status, changeLink }: PickupFromProps) {
  return (
    <section className={styles.card} aria-labelledby="pickup-from-heading" data-pickup-from="">
      <div className={styles.cardHeader}>
        <h2 id="pickup-from-heading" className={styles.heading}>
          {t.pickupFrom}
        </h2>
        {changeLink({ className: styles.link, "aria-label": t.changeStoreLabel, children: t.changeStore })}
      </div>
      {storedName !== null ? (
        <>
          <address className={styles.address}>
            <strong>{outlet ? outletName(outlet) : storedName}</strong>
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
