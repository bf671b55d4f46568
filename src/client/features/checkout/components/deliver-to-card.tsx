import { Link } from "@tanstack/react-router";
import type * as z from "zod/mini";
import { selectedAddressDetailsSchema } from "#client/features/order-method/order-method.ts";
import { storageKeys, useStoredRaw } from "#client/lib/storage.ts";
import { fetchAddressResponseSchema } from "#shared/contract/addresses.ts";
import { checkoutStrings as t } from "../strings.ts";
import styles from "./checkout.module.css";

// Parsed from the raw values so the card re-renders when another screen changes them.
function parse<T>(raw: string | null, schema: z.ZodMiniType<T>): T | null {
  if (!raw) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The Deliver to card (home delivery only): the selected address's label and address, and its
 * phone number from the stored address list.
 */
export function DeliverToCard() {
  const details = parse(useStoredRaw(storageKeys.selectedAddressDetails), selectedAddressDetailsSchema);
  const addresses = parse(useStoredRaw(storageKeys.addressList), fetchAddressResponseSchema);
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
