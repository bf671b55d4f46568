// What the address screens carry in the browser's history state (spec section 2): the menu and
// submenu to reopen afterwards (declared in lib/navigation-state.ts) and, for /edit-address and
// the map picker opened from it, the address record being edited.
import { useRouterState } from "@tanstack/react-router";
import type { MenuState } from "#client/lib/navigation-state.ts";
import { type Address, addressSchema } from "#shared/contract/addresses.ts";

declare module "@tanstack/history" {
  interface HistoryState {
    address?: Address;
  }
}

/** The carried address record, checked (history state can be old or edited by hand). */
export function addressFromState(state: { address?: unknown } | undefined): Address | null {
  const parsed = addressSchema.safeParse(state?.address);
  return parsed.success ? parsed.data : null;
}

export function menuStateOf(state: MenuState | undefined): MenuState {
  return { menu: state?.menu, submenu: state?.submenu };
}

/** What the current address screen was opened with: the record (if any) and the menu to return to. */
export function useAddressNavigation(): { record: Address | null; menuState: MenuState } {
  const state = useRouterState({ select: (routerState) => routerState.location.state });
  return { record: addressFromState(state), menuState: menuStateOf(state) };
}
