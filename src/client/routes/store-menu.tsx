import { createFileRoute, Link, redirect, useRouterState } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { ErrorReference } from "#client/components/ui/error-reference.tsx";
import { PageHeader } from "#client/components/ui/page-header.tsx";
import styles from "#client/components/ui/page-layout.module.css";
import { BottomBar } from "#client/features/chrome/components/bottom-bar.tsx";
import { KioskBottomBar } from "#client/features/kiosk/components/kiosk-bottom-bar.tsx";
import { useKioskMode } from "#client/features/kiosk/kiosk-config.ts";
import { menuQueryOptions, useMenu } from "#client/features/menu/api/get-menu.ts";
import { AddedToast } from "#client/features/menu/components/added-toast.tsx";
import { ItemPopup } from "#client/features/menu/components/item-popup.tsx";
import { MenuBrowser, MenuOutletLine, MenuSkeleton } from "#client/features/menu/components/menu-browser.tsx";
import { OrderTypeSwitch } from "#client/features/menu/components/order-type-switch.tsx";
import { StoreHoursBanner } from "#client/features/menu/components/store-hours-banner.tsx";
import { menuStrings as t } from "#client/features/menu/messages.gen.ts";
import { openingPictures, warmPictures } from "#client/features/menu/shown-items.ts";
import { InstallBanner } from "#client/features/offline/components/install-banner.tsx";
import { OfflineBanner } from "#client/features/offline/components/offline-banner.tsx";
import { outletsQueryOptions, useOutlets } from "#client/features/ordering/api/get-outlets.ts";
import { AddressPickerSlot } from "#client/features/ordering/components/address-picker-slot.tsx";
import { refreshAddressList } from "#client/session/address-list.ts";
import { useCartCount } from "#client/session/ordering-session.ts";
import type { MenuItem } from "#shared/contract/menu.ts";
import { outletName as localizedOutletName, menuItemName } from "#shared/i18n/localized-content.ts";
import { seedPaintedAnswers } from "./-painted-answers.ts";

export const Route = createFileRoute("/store-menu")({
  // The loader comes with the screen's code, not in the first chunk every page loads.
  codeSplitGroupings: [["loader", "component"]],
  beforeLoad: ({ context }) => {
    const outlet = context.session.menuOutlet();
    // Browsing needs a chosen outlet or address (spec section 6); pickup needs no login.
    if (!outlet) throw redirect({ to: "/outlet" });
    return { outlet };
  },
  loader: ({ context, location }) => {
    seedPaintedAnswers(context.queryClient);
    // Start the requests early without blocking the screen: it renders its own loading state.
    // The opening cards' pictures are asked for as soon as the menu is known, not after the render.
    context.queryClient
      .fetchQuery(menuQueryOptions(context.outlet.id))
      .then((menu) => warmPictures(openingPictures(menu, location.state)))
      .catch(() => {}); // the screen shows the failure
    void context.queryClient.prefetchQuery(outletsQueryOptions());
  },
  component: StoreMenuPage,
});

function StoreMenuPage() {
  const { outlet, queryClient, session } = Route.useRouteContext();
  const navigationState = useRouterState({ select: (state) => state.location.state });
  const menu = useMenu(outlet.id);
  const outlets = useOutlets();
  // The stored name is the English one (the spec's key); the outlet list has its Arabic too.
  const listed = outlets.data?.find((candidate) => candidate.id === outlet.id);
  const outletName = listed ? localizedOutletName(listed) : outlet.name;
  const [chosenItem, setChosenItem] = useState<MenuItem | null>(null);
  const [added, setAdded] = useState<{ name: string; at: number } | null>(null);
  const [addressPickerOpen, setAddressPickerOpen] = useState(false);
  // A store kiosk sells pickup at its own outlet only: no order-type switch, no side panel.
  const kiosk = useKioskMode();
  const cartCount = useCartCount();

  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(null), 3000);
    return () => clearTimeout(timer);
  }, [added]);

  // The Delivery switch (logged in): fetch and store the address list, then open the picker.
  const onDeliveryChosen = () => {
    refreshAddressList(queryClient)
      .catch((error) => console.warn("menu: address list not loaded", error))
      .finally(() => setAddressPickerOpen(true));
  };

  return (
    <>
      <PageHeader title={t.title}>
        {!kiosk && <OrderTypeSwitch onDeliveryChosen={onDeliveryChosen} />}
      </PageHeader>
      <main className={styles.page}>
        {outletName && <MenuOutletLine name={outletName} />}
        <StoreHoursBanner outlet={listed} orderAhead={!kiosk} />
        <OfflineBanner savedAt={menu.data ? menu.dataUpdatedAt : undefined} />
        {cartCount > 0 && <InstallBanner />}
        {/* A menu already at hand (the persisted cache, offline) is shown even if refreshing it failed. */}
        {!menu.data && menu.isError ? (
          <div role="alert" className={styles.error}>
            <p>{t.fetchError}</p>
            <ErrorReference error={menu.error} />
          </div>
        ) : !menu.data ? (
          <MenuSkeleton />
        ) : (
          <>
            <MenuBrowser
              key={`${outlet.id}:${navigationState.menu}:${navigationState.submenu}`}
              menuData={menu.data}
              initialMenu={navigationState.menu}
              initialSubmenu={navigationState.submenu}
              onAdd={setChosenItem}
            />
            <ItemPopup
              item={chosenItem}
              menuData={menu.data}
              onClose={() => setChosenItem(null)}
              onAdd={(line) => {
                session.addToCart(line);
                setChosenItem(null);
                setAdded({ name: menuItemName(menu.data, line.itemId, line.itemName), at: Date.now() });
              }}
            />
          </>
        )}
      </main>
      <AddedToast
        message={added && t.added({ name: added.name })}
        action={
          <Link to="/cart" onClick={() => setAdded(null)}>
            {t.viewCart}
          </Link>
        }
      />
      {/* The address picker mounts here, and only here, for the Delivery switch. */}
      <AddressPickerSlot
        open={addressPickerOpen}
        menuState={{ menu: navigationState.menu, submenu: navigationState.submenu }}
        onClose={() => setAddressPickerOpen(false)}
      />
      {kiosk ? <KioskBottomBar /> : <BottomBar />}
    </>
  );
}
