import { lazy, Suspense, useState } from "react";
import type { MenuState } from "#client/lib/navigation-state.ts";

// The picker is a chunk of its own: the landing page and the menu load it only when it opens.
const AddressPickerModal = lazy(() =>
  import("#client/features/addresses/components/address-picker-modal.tsx").then((module) => ({
    default: module.AddressPickerModal,
  })),
);

export type AddressPickerSlotProps = {
  open: boolean;
  /** Carried to /store-menu once an address is selected. */
  menuState: MenuState;
  onClose: () => void;
};

/**
 * Where the address picker modal mounts after Select Method -> Home Delivery and the menu's
 * Delivery switch. The address list has just been fetched when this opens.
 */
export function AddressPickerSlot({ open, menuState, onClose }: AddressPickerSlotProps) {
  // Once opened it stays mounted: its notice outlives the picker.
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AddressPickerModal open={open} menuState={menuState} onClose={onClose} />
    </Suspense>
  );
}
