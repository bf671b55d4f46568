import { Link } from "@tanstack/react-router";
import { OpenStatus, WeeklyHours } from "#client/components/ui/open-status.tsx";
import { useKnownAddressList } from "#client/session/address-list.ts";
import { useSelectedAddress, useToken } from "#client/session/ordering-session.ts";
import { outletName } from "#shared/i18n/localized-content.ts";
import { placeOrderMessages } from "#shared/rules/place-order-checks.ts";
import { storeHoursStrings, checkoutStrings as t } from "../messages.gen.ts";
import { useOutletStatus } from "../use-outlet-status.ts";
import styles from "./checkout.module.css";

/**
 * The Deliver to card (home delivery only): the selected address's label and address, and its
 * phone number from the stored address list; then the outlet that delivers there, whether it
 * delivers now and its week's hours (or, at once, that it does not deliver at all).
 */
export function DeliverToCard() {
  const details = useSelectedAddress();
  // The phone number comes from the address list: fetched once when a logged-in customer
  // arrives here without it (e.g. a new tab); the stored list is used as it is otherwise.
  const { data: addresses } = useKnownAddressList(useToken() !== null);
  const phone = details
    ? addresses?.data.find((address) => address.id === details.id)?.phone_number
    : undefined;
  return (
    <section className={styles.card} aria-labelledby="deliver-to-heading">
      <h2 id="deliver-to-heading" className={styles.heading}>
        {t.deliverTo}
      </h2>
      {details ? (
        <>
          <address className={styles.address}>
            <strong>{details.label}</strong>
            <span>{details.address}</span>
            {phone && (
              <span>
                {t.phone}: <span dir="ltr">{phone}</span>
              </span>
            )}
          </address>
          <DeliveringOutlet outletId={details.closest_outlet_id} />
        </>
      ) : (
        <div className={styles.noAddress}>
          <p>{t.noAddress}</p>
          <Link to="/addAddress" className={styles.link}>
            {t.addAddress}
          </Link>
        </div>
      )}
    </section>
  );
}

/** The outlet that delivers to the address: open now or when, and its week's hours. */
function DeliveringOutlet({ outletId }: { outletId: number | null }) {
  const { outlet, status, loaded } = useOutletStatus(outletId);
  if (!loaded) return null;
  if (!outlet?.delivery_enabled || !outlet.opening_times) {
    // Place order would refuse it (spec section 5, check 3): said before the customer gets there.
    return <p className={styles.unavailable}>{placeOrderMessages.deliveryUnavailable}</p>;
  }
  return (
    <div className={styles.checkoutStore} data-delivered-from="">
      <span>{storeHoursStrings.deliveredFrom({ outlet: outletName(outlet) })}</span>
      {status && <OpenStatus status={status} />}
      <WeeklyHours times={outlet.opening_times} label={storeHoursStrings.openingHours} />
    </div>
  );
}
