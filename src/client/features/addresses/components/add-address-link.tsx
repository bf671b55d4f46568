import { Link } from "@tanstack/react-router";
import { PlusIcon } from "#client/components/ui/screen-icons.tsx";
import type { MenuState } from "#client/lib/navigation-state.ts";
import { clearDraft } from "../draft.ts";
import { addressStrings as t } from "../messages.gen.ts";

/**
 * 'Add New Address' (picker modal and /change-address): opens /addAddress with the menu state,
 * so saving returns to the menu where it was. It clears the stored draft first: a new address
 * starts empty, not from a half-finished one.
 */
export function AddAddressLink({ menuState, className }: { menuState: MenuState; className: string }) {
  return (
    <Link
      to="/addAddress"
      state={{ menu: menuState.menu, submenu: menuState.submenu }}
      className={className}
      onClick={() => clearDraft()}
    >
      <PlusIcon strokeWidth={2.2} />
      {t.addNewAddress}
    </Link>
  );
}
