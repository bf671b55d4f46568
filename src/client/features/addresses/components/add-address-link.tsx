import { Link } from "@tanstack/react-router";
import type { MenuState } from "#client/lib/navigation-state.ts";
import { clearDraft } from "../draft.ts";
import { addressStrings as t } from "../strings.ts";

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
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      {t.addNewAddress}
    </Link>
  );
}
