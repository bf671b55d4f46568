import { useEffect, useState } from "react";
import buttonStyles from "#client/components/ui/button.module.css";
import pageStyles from "#client/components/ui/page-layout.module.css";
import type { MenuState } from "#client/lib/navigation-state.ts";
import { useAddressList } from "#client/session/address-list.ts";
import {
  selectedDetailsOf,
  orderingSession as session,
  useSelectedAddressId,
} from "#client/session/ordering-session.ts";
import type { Address } from "#shared/contract/addresses.ts";
import { addressFetchMessage } from "../address-fetch-message.ts";
import { addressEarlyStrings } from "../early/messages.gen.ts";
import { addressStrings as t } from "../messages.gen.ts";
import { AddAddressLink } from "./add-address-link.tsx";
import { AddressOptions } from "./address-options.tsx";
import styles from "./address-screens.module.css";
import { useDeliveryNote } from "./delivery-note.tsx";
import { NoticeThenMenu } from "./timed-notice.tsx";

/**
 * The delivery address list (/change-address): the saved addresses, fetched again on arrival,
 * with a radio to select one (the same selection as the picker modal).
 */
export function DeliveryAddressList({ menuState }: { menuState: MenuState }) {
  const list = useAddressList();
  const selectedId = useSelectedAddressId();
  const [notice, setNotice] = useState<string | null>(null);
  // Whether each address gets deliveries now: told here, before the menu and the cart.
  const deliveryNote = useDeliveryNote();
  // Fetched again on arrival: the stored list shows meanwhile, the skeleton when there is none.
  const loading = list.isFetching;
  const error = list.isError ? addressFetchMessage(list.error) : null;
  useEffect(() => {
    if (list.isError) console.warn("address list: not loaded", list.error);
  }, [list.isError, list.error]);

  const choose = (address: Address) => {
    session.selectAddress(selectedDetailsOf(address));
    setNotice(t.selected({ label: address.label }));
  };

  const addresses = list.data?.data ?? [];
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
          renderNote={deliveryNote}
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
          {addressEarlyStrings.loadingAddresses}
        </p>
      )}
      <AddAddressLink menuState={menuState} className={`${buttonStyles.secondary} ${styles.addLink}`} />
      <NoticeThenMenu message={notice} onDismiss={() => setNotice(null)} menuState={menuState} />
    </>
  );
}
