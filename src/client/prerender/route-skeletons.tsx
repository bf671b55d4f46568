// What a route shell paints before the app's code has run (src/client/prerender): the screen's
// title bar and placeholders where its content (from storage or the API) will be. It is never
// hydrated: the app's first render replaces it.
import type { ReactNode } from "react";
import { CartSkeleton } from "#client/features/ordering/components/cart-layout.tsx";
import { cartStrings } from "#client/features/ordering/messages.gen.ts";
import { MenuSkeleton } from "../features/menu/components/menu-browser.tsx";
import { menuStrings } from "../features/menu/messages.gen.ts";
import { PastOrdersSkeleton } from "../features/orders/components/past-orders.tsx";
import { orderStrings } from "../features/orders/messages.gen.ts";
import { Skeleton } from "./skeleton-frame.tsx";

/** One for each route shell of src/shared/contract/pages.ts. */
export const routeSkeletons: Readonly<Record<string, () => ReactNode>> = {
  "/store-menu": () => (
    <Skeleton title={menuStrings.title}>
      <MenuSkeleton />
    </Skeleton>
  ),
  "/cart": () => (
    <Skeleton title={cartStrings.title}>
      <CartSkeleton />
    </Skeleton>
  ),
  "/order-history": () => (
    <Skeleton title={orderStrings.historyTitle}>
      <PastOrdersSkeleton />
    </Skeleton>
  ),
};
