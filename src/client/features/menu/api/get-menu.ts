import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { fetchMenu } from "#shared/contract/menu.ts";
import type { QueryRoot } from "#shared/offline-policy.ts";

export async function getMenu(outletId: number) {
  const response = await callApi(fetchMenu, { body: { outlet_id: outletId } });
  return response.menu_data;
}

/**
 * How often a screen showing the menu (the menu, the cart) reloads it while in view: what the
 * store marks sold out reaches the customer within this. A hidden tab does not poll.
 */
export const MENU_REFRESH_MS = 10_000;

export const menuQueryOptions = (outletId: number) =>
  queryOptions({
    queryKey: ["menu" satisfies QueryRoot, outletId],
    queryFn: () => getMenu(outletId),
    staleTime: 5 * 60_000,
  });

/** The outlet's menu, kept current while the screen is open; null: no outlet chosen, no menu. */
export const useMenu = (outletId: number | null) =>
  useQuery({
    ...menuQueryOptions(outletId ?? 0),
    enabled: outletId !== null,
    refetchInterval: MENU_REFRESH_MS,
    // Back to the tab (or the app) after a while: the sold-out marks may have changed meanwhile.
    refetchOnWindowFocus: "always",
  });
