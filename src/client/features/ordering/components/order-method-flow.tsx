import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { MenuState } from "#client/lib/navigation-state.ts";
import { refreshAddressList } from "#client/session/address-list.ts";
import { AddressPickerSlot } from "./address-picker-slot.tsx";
import { SelectMethodModal } from "./select-method-modal.tsx";

type OrderMethodFlowProps = {
  /** The menu state to carry (the modal is open while this is not null). */
  request: MenuState | null;
  /** Closing clears menu and submenu (spec section 4): the owner sets `request` back to null. */
  onClose: () => void;
};

/**
 * Select Method, then where it leads: pickup goes to /outlet (inside the modal); home delivery
 * without a token goes to /login; with a token the address list is fetched and stored, and the
 * address picker opens. Every screen that opens Select Method mounts this one component.
 */
export function OrderMethodFlow({ request, onClose }: OrderMethodFlowProps) {
  // The menu state the address picker carries on to /store-menu.
  const [pickerFor, setPickerFor] = useState<MenuState | null>(null);
  const queryClient = useQueryClient();

  const onDeliveryChosen = async () => {
    await refreshAddressList(queryClient);
    setPickerFor(request ?? {});
    onClose();
  };

  return (
    <>
      <SelectMethodModal
        open={request !== null}
        menuState={request ?? {}}
        onClose={onClose}
        onDeliveryChosen={onDeliveryChosen}
      />
      {/* The address picker mounts here, and only here. */}
      <AddressPickerSlot
        open={pickerFor !== null}
        menuState={pickerFor ?? {}}
        onClose={() => setPickerFor(null)}
      />
    </>
  );
}
