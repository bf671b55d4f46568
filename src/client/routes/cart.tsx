import { createFileRoute } from "@tanstack/react-router";
import { useEffect } from "react";
import { PageHeader } from "#client/components/ui/page-header.tsx";
import styles from "#client/components/ui/page-layout.module.css";
import { useCart } from "#client/features/cart/cart-store.ts";
import { CartLayout, CartSection, EmptyCart } from "#client/features/cart/components/cart-layout.tsx";
import { CartLines } from "#client/features/cart/components/cart-lines.tsx";
import { CartTotals } from "#client/features/cart/components/cart-totals.tsx";
import { cartStrings as t } from "#client/features/cart/strings.ts";
import { currentOrderType } from "#client/features/checkout/checkout.ts";
import { DeliverToCard } from "#client/features/checkout/components/deliver-to-card.tsx";
import { PlaceOrderPanel } from "#client/features/checkout/components/place-order-panel.tsx";
import { BottomBar } from "#client/features/chrome/components/bottom-bar.tsx";
import { KioskBottomBar } from "#client/features/kiosk/components/kiosk-bottom-bar.tsx";
import { useKioskMode } from "#client/features/kiosk/kiosk-config.ts";
import { OfflineBanner } from "#client/features/offline/components/offline-banner.tsx";
import { QueuedOrderBanner } from "#client/features/offline/components/queued-order-banner.tsx";
import { fetchAndStoreAddresses } from "#client/features/order-method/api/fetch-addresses.ts";
import { ORDER_TYPE } from "#client/features/order-method/order-method.ts";
import { readRaw, storageKeys, useStoredRaw } from "#client/lib/storage.ts";

export const Route = createFileRoute("/cart")({ component: CartPage });

function CartPage() {
  const lines = useCart();
  // Re-read when either key changes; the order type decides delivery or pickup.
  useStoredRaw(storageKeys.orderType);
  useStoredRaw(storageKeys.deliveryType);
  // A store kiosk is pickup at its outlet only: never a Deliver to card or a delivery fee.
  const kiosk = useKioskMode();
  const delivery = !kiosk && currentOrderType() === ORDER_TYPE.delivery;

  useEffect(() => {
    // The Deliver to card reads the phone number from the stored address list; fetch it once
    // when a logged-in customer arrives here without it (e.g. a new tab).
    if (delivery && readRaw(storageKeys.token) && !readRaw(storageKeys.addressList)) {
      fetchAndStoreAddresses().catch((error) => console.warn("cart: address list not loaded", error));
    }
  }, [delivery]);

  return (
    <>
      <PageHeader title={t.title} />
      <main className={styles.page}>
        <OfflineBanner ordering />
        <QueuedOrderBanner />
        <CartLayout
          items={
            <>
              {delivery && <DeliverToCard />}
              <CartSection id="cart-items" title={t.orderItems}>
                {lines.length > 0 ? <CartLines lines={lines} /> : <EmptyCart text={t.empty} />}
              </CartSection>
            </>
          }
          summary={
            <>
              <CartSection id="cart-total" title={t.total}>
                <CartTotals lines={lines} delivery={delivery} />
              </CartSection>
              <PlaceOrderPanel lines={lines} />
            </>
          }
        />
      </main>
      {kiosk ? <KioskBottomBar /> : <BottomBar />}
    </>
  );
}
