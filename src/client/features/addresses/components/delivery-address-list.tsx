import { useEffect, useState } from "react";
import buttonStyles from "#client/components/ui/button.module.css";
import pageStyles from "#client/components/ui/page-layout.module.css";
import { fetchAndStoreAddresses } from "#client/features/order-method/api/fetch-addresses.ts";
import type { MenuState } from "#client/lib/navigation-state.ts";
import { storageKeys, useStoredRaw } from "#client/lib/storage.ts";
import type { Address } from "#shared/contract/addresses.ts";
import { addressFetchMessage } from "../address-fetch-message.ts";
import { parseAddressList, selectAddress, selectedDetailsOf } from "../selection.ts";
import { addressStrings as t } from "../strings.ts";
import { useGoToMenu } from "../use-go-to-menu.ts";
import { AddAddressLink } from "./add-address-link.tsx";
import { AddressOptions } from "./address-options.tsx";
import styles from "./address-screens.module.css";
import { TimedNotice } from "./timed-notice.tsx";

/**
 * The delivery address list (/change-address): the saved addresses, fetched again on arrival,
 * with a radio to select one (the same selection as the picker modal).
 */
export function DeliveryAddressList({ menuState }: { menuState: MenuState }) {
  const list = parseAddressList(useStoredRaw(storageKeys.addressList));
  const selectedId = Number(useStoredRaw(storageKeys.selectedAddressId)) || null;
  const goToMenu = useGoToMenu();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchAndStoreAddresses(controller.signal)
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("address list: not loaded", failure);
        setError(addressFetchMessage(failure));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, []);

  const choose = (address: Address) => {
    selectAddress(selectedDetailsOf(address));
    setNotice(t.selected(address.label));
  };

  const addresses = list?.data ?? [];
  return (
    <>
      <p className={pageStyles.intro}>{t.listIntro}</p>
      {error && (
        <p role="alert" className={pageStyles.error}>
          {error}
        </p>
      )}
      {addresses.length > 0 ? (
        <AddressOptions
          legend={t.listTitle}
          addresses={addresses}
          selectedId={selectedId}
          onChoose={choose}
        />
      ) : loading ? (
        <ul className={styles.skeleton} aria-hidden="true">
          <li className="skeleton" />
          <li className="skeleton" />
        </ul>
      ) : (
        !error && <p className={styles.empty}>{t.noAddress}</p>
      )}
      {loading && (
        <p role="status" className="visually-hidden">
          {t.loadingAddresses}
        </p>
      )}
      <AddAddressLink menuState={menuState} className={`${buttonStyles.secondary} ${styles.addLink}`} />
      <TimedNotice
        message={notice}
        onClose={() => {
          if (notice === null) return;
          setNotice(null);
          void goToMenu(menuState);
        }}
      />
    </>
  );
}
