import { Link } from "@tanstack/react-router";
import { useKnownAddressList } from "#client/session/address-list.ts";
import { useSelectedAddress, useToken } from "#client/session/ordering-session.ts";
import { checkoutStrings as t } from "../messages.gen.ts";
import styles from "./checkout.module.css";

/**
 * The Deliver to card (home delivery only): the selected address's label and address, and its
 * phone number from the stored address list.
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
        <address className={styles.address}>
          <strong>{details.label}</strong>
          <span>{details.address}</span>
          {phone && (
            <span>
              {t.phone}: <span dir="ltr">{phone}</span>
            </span>
          )}
        </address>
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
