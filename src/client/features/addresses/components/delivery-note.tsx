import type { ReactNode } from "react";
import { OpenStatus } from "#client/components/ui/open-status.tsx";
import { useOutlets } from "#client/features/ordering/api/get-outlets.ts";
import { useNow } from "#client/lib/use-now.ts";
import type { Address } from "#shared/contract/addresses.ts";
import { openingStatus, openingStatusText, storeHoursMessages } from "#shared/rules/opening-hours.ts";
import { placeOrderMessages } from "#shared/rules/place-order-checks.ts";
import styles from "./delivery-note.module.css";

/**
 * Under each saved address, by the outlet that delivers to it: "Delivery: Open now · until
 * 22:00", "Delivery: Closed now · opens at 08:00", or the spec's message when none delivers
 * there. None until the outlets are loaded.
 */
export function useDeliveryNote(): ((address: Address) => ReactNode) | undefined {
  const outlets = useOutlets().data;
  const now = useNow();
  if (!outlets) return undefined;
  return (address) => {
    const outlet = outlets.find((candidate) => candidate.id === address.closest_outlet_id);
    if (!outlet?.delivery_enabled || !outlet.opening_times) {
      return <span className={styles.unavailable}>{placeOrderMessages.deliveryUnavailable}</span>;
    }
    const status = openingStatus(outlet.opening_times, now);
    return (
      <OpenStatus
        status={status}
        text={storeHoursMessages.deliveryStatus({ status: openingStatusText(status) })}
      />
    );
  };
}
