import { createFileRoute, redirect, useRouterState } from "@tanstack/react-router";
import { PageHeader } from "#client/components/ui/page-header.tsx";
import styles from "#client/components/ui/page-layout.module.css";
import { menuQueryOptions, useMenu } from "#client/features/menu/api/get-menu.ts";
import { MenuBrowser, MenuSkeleton } from "#client/features/menu/components/menu-browser.tsx";
import { OrderTypeSwitch } from "#client/features/menu/components/order-type-switch.tsx";
import { menuStrings as t } from "#client/features/menu/strings.ts";
import { menuOutlet } from "#client/features/order-method/order-method.ts";
import { useOutlets } from "#client/features/outlets/api/get-outlets.ts";

export const Route = createFileRoute("/store-menu")({
  beforeLoad: () => {
    const outlet = menuOutlet();
    // Browsing needs a chosen outlet or address (spec section 6); pickup needs no login.
    if (!outlet) throw redirect({ to: "/outlet" });
    return { outlet };
  },
  loader: ({ context }) => {
    // Start the request early without blocking the screen: it renders its own loading state.
    void context.queryClient.prefetchQuery(menuQueryOptions(context.outlet.id));
  },
  component: StoreMenuPage,
});

function StoreMenuPage() {
  const { outlet } = Route.useRouteContext();
  const navigationState = useRouterState({ select: (state) => state.location.state });
  const menu = useMenu(outlet.id);
  const outlets = useOutlets();
  const outletName = outlet.name ?? outlets.data?.find((candidate) => candidate.id === outlet.id)?.name;

  return (
    <>
      <PageHeader title={t.title}>
        <OrderTypeSwitch onDeliveryChosen={() => {}} />
      </PageHeader>
      <main className={styles.page}>
        {outletName && (
          <p className={styles.outletName}>
            {t.outletLabel} <strong>{outletName}</strong>
          </p>
        )}
        {menu.isPending ? (
          <MenuSkeleton />
        ) : menu.isError ? (
          <p role="alert" className={styles.error}>
            {t.fetchError}
          </p>
        ) : (
          <MenuBrowser
            key={`${outlet.id}:${navigationState.menu}:${navigationState.submenu}`}
            menuData={menu.data}
            initialMenu={navigationState.menu}
            initialSubmenu={navigationState.submenu}
            onAdd={() => {}}
          />
        )}
      </main>
    </>
  );
}
