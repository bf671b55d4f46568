import { useRouter } from "@tanstack/react-router";
import { useCallback } from "react";
import type { MenuState } from "#client/lib/navigation-state.ts";

/**
 * After an address is selected or saved: /store-menu with the menu state; when already there,
 * the menu reloads (its outlet may have changed with the address).
 */
export function useGoToMenu() {
  const router = useRouter();
  return useCallback(
    async (menuState: MenuState) => {
      const alreadyThere = router.state.location.pathname === "/store-menu";
      await router.navigate({
        to: "/store-menu",
        state: { menu: menuState.menu, submenu: menuState.submenu },
      });
      if (alreadyThere) await router.invalidate();
    },
    [router],
  );
}
