import { useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { type Notice, NoticeDialog } from "#client/components/ui/alert-dialog.tsx";
import buttonStyles from "#client/components/ui/button.module.css";
import { Modal } from "#client/components/ui/modal.tsx";
import { ApiError } from "#client/lib/api-client.ts";
import type { MenuState } from "#client/lib/navigation-state.ts";
import { refreshAddressList, useKnownAddressList } from "#client/session/address-list.ts";
import {
  selectedDetailsOf,
  orderingSession as session,
  useSelectedAddressId,
} from "#client/session/ordering-session.ts";
import type { Address } from "#shared/contract/addresses.ts";
import { addressFetchMessage } from "../address-fetch-message.ts";
import { useDeleteAddress } from "../api/delete-address.ts";
import { clearDraft } from "../draft.ts";
import { addressStrings as t } from "../messages.gen.ts";
import { useGoToMenu } from "../use-go-to-menu.ts";
import { AddAddressLink } from "./add-address-link.tsx";
import optionStyles from "./address-options.module.css";
import { AddressOptions } from "./address-options.tsx";
import styles from "./address-picker-modal.module.css";
import { useDeliveryNote } from "./delivery-note.tsx";
import { TimedNotice } from "./timed-notice.tsx";

export type AddressPickerModalProps = {
  open: boolean;
  /** Carried to /store-menu (and to the address screens) so the menu reopens where it was. */
  menuState: MenuState;
  onClose: () => void;
};

/**
 * The address picker (spec sections 2 and 4): the stored address list (fetched before this
 * opens) with a radio to select, Edit and Delete per address, and 'Add New Address'. Selecting
 * stores the address, shows '<label> address has been selected' (3000 ms or OK), then opens
 * the menu with the menu state.
 */
export function AddressPickerModal({ open, menuState, onClose }: AddressPickerModalProps) {
  const queryClient = useQueryClient();
  const addresses = useKnownAddressList().data?.data ?? [];
  const selectedId = useSelectedAddressId();
  const goToMenu = useGoToMenu();
  const deletion = useDeleteAddress();
  const [notice, setNotice] = useState<{ message: string; menuState: MenuState } | null>(null);
  const [toDelete, setToDelete] = useState<Address | null>(null);
  const [outcome, setOutcome] = useState<Notice | null>(null);
  const [fetchError, setFetchError] = useState<string | null>(null);
  // Whether each address gets deliveries now: told here, before the menu and the cart.
  const deliveryNote = useDeliveryNote();

  const choose = (address: Address) => {
    session.selectAddress(selectedDetailsOf(address));
    // The menu state is kept now: closing the picker clears the caller's copy.
    setNotice({ message: t.selected({ label: address.label }), menuState });
    onClose();
  };

  const closeNotice = () => {
    if (!notice) return;
    setNotice(null);
    void goToMenu(notice.menuState);
  };

  const refetch = () => {
    setFetchError(null);
    refreshAddressList(queryClient).catch((error: unknown) => {
      console.warn("address picker: the list could not be refreshed", error);
      setFetchError(addressFetchMessage(error));
    });
  };

  const confirmDelete = () => {
    if (!toDelete || deletion.isPending) return;
    const address = toDelete;
    deletion.mutate(address.id, {
      onSuccess: (answer) => {
        session.forgetSelectionOf(address.id);
        setOutcome({ title: t.deletedTitle, message: answer.msg });
      },
      onError: (error) => {
        const message =
          error instanceof ApiError && error.serverMessage ? error.serverMessage : t.deleteFailed;
        setOutcome({ title: t.errorTitle, message });
      },
      onSettled: () => {
        setToDelete(null);
        refetch();
      },
    });
  };

  const editState = (address: Address) => ({ address, menu: menuState.menu, submenu: menuState.submenu });

  return (
    <>
      <Modal
        open={open}
        title={addresses.length > 0 ? t.selectAddress : t.addAddress}
        onClose={onClose}
        footer={
          <AddAddressLink menuState={menuState} className={`${buttonStyles.button} ${buttonStyles.block}`} />
        }
      >
        {fetchError && (
          <p role="alert" className={styles.error}>
            {fetchError}
          </p>
        )}
        {addresses.length > 0 ? (
          <AddressOptions
            legend={t.selectAddress}
            addresses={addresses}
            selectedId={selectedId}
            onChoose={choose}
            renderNote={deliveryNote}
            renderActions={(address) => (
              <>
                <Link
                  to="/edit-address"
                  state={editState(address)}
                  className={optionStyles.action}
                  aria-label={t.editNamed({ label: address.label })}
                  onClick={() => clearDraft()}
                >
                  {t.edit}
                </Link>
                <button
                  type="button"
                  className={optionStyles.danger}
                  aria-label={t.deleteNamed({ label: address.label })}
                  onClick={() => setToDelete(address)}
                >
                  {t.delete}
                </button>
              </>
            )}
          />
        ) : (
          <p className={styles.empty}>{t.noAddress}</p>
        )}
      </Modal>

      <Modal
        open={toDelete !== null}
        title={t.deleteTitle}
        onClose={() => {
          if (!deletion.isPending) setToDelete(null);
        }}
        footer={
          <>
            <button
              type="button"
              className={`${buttonStyles.secondary} ${styles.grow}`}
              onClick={() => setToDelete(null)}
              disabled={deletion.isPending}
            >
              {t.no}
            </button>
            <button
              type="button"
              className={`${buttonStyles.button} ${styles.grow}`}
              onClick={confirmDelete}
              disabled={deletion.isPending}
              aria-busy={deletion.isPending}
            >
              {deletion.isPending ? t.deleting : t.yes}
            </button>
          </>
        }
      >
        <p>{t.deleteText}</p>
      </Modal>

      <NoticeDialog notice={outcome} closeLabel={t.ok} onClose={() => setOutcome(null)} />

      <TimedNotice message={notice?.message ?? null} onClose={closeNotice} />
    </>
  );
}
