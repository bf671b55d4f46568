import type { QueryClient } from "@tanstack/react-query";
import { menuQueryOptions } from "#client/features/menu/api/get-menu.ts";
import { outletsQueryOptions } from "#client/features/ordering/api/get-outlets.ts";
import { takePaintedAnswers } from "#client/lib/server-paint.ts";

/**
 * A page the server painted (the menu's, the cart's) carries the answers it was painted from:
 * in the query cache before the first render, which then draws the same screen.
 */
export function seedPaintedAnswers(queryClient: QueryClient): void {
  const painted = takePaintedAnswers();
  if (painted.fetch_menu) {
    const { outlet_id, menu_data } = painted.fetch_menu;
    queryClient.setQueryData(menuQueryOptions(outlet_id).queryKey, menu_data);
  }
  if (painted.fetch_outlet)
    queryClient.setQueryData(outletsQueryOptions().queryKey, painted.fetch_outlet.data);
}
