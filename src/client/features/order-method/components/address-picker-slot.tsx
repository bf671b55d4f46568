import { Modal } from "#client/components/ui/modal.tsx";
import type { MenuState } from "#client/lib/navigation-state.ts";
import { readJson, storageKeys } from "#client/lib/storage.ts";
import { fetchAddressResponseSchema } from "#shared/contract/addresses.ts";
import { orderMethodStrings as t } from "../strings.ts";
import styles from "./select-method-modal.module.css";

export type AddressPickerSlotProps = {
  open: boolean;
  /** Carried to /store-menu once an address is selected. */
  menuState: MenuState;
  onClose: () => void;
};

/**
 * Where the address picker modal (issue 7) mounts after Select Method -> Home Delivery. The list
 * is already stored under `address` when this opens. Until the picker lands, this stand-in shows
 * the spec's title rule and the stored addresses, read-only.
 */
export function AddressPickerSlot({ open, onClose }: AddressPickerSlotProps) {
  const addresses = open ? (readJson(storageKeys.addressList, fetchAddressResponseSchema)?.data ?? []) : [];
  return (
    <Modal open={open} title={addresses.length > 0 ? t.selectAddress : t.addAddress} onClose={onClose}>
      {addresses.length > 0 ? (
        <ul className={styles.addresses}>
          {addresses.map((address) => (
            <li key={address.id}>
              <strong>{address.label}</strong>
              <span>{address.delivery_address}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t.noAddress}</p>
      )}
      <p className={styles.pending}>{t.addressPickerPending}</p>
    </Modal>
  );
}
