import { createFileRoute, useRouterState } from "@tanstack/react-router";
import { PageHeader } from "#client/components/ui/page-header.tsx";
import pageStyles from "#client/components/ui/page-layout.module.css";
import styles from "#client/features/addresses/components/address-screens.module.css";
import { DeliveryAddressList } from "#client/features/addresses/components/delivery-address-list.tsx";
import { addressScreenData } from "#client/features/addresses/early/route-data.ts";
import { addressStrings as t } from "#client/features/addresses/messages.gen.ts";
import { menuStateOf } from "#client/features/addresses/navigation-state.ts";

// The delivery address list (spec section 2): radio selection among saved addresses.
export const Route = createFileRoute("/_auth/change-address")({
  staticData: addressScreenData,
  component: ChangeAddressPage,
});

function ChangeAddressPage() {
  const state = useRouterState({ select: (routerState) => routerState.location.state });
  return (
    <>
      <PageHeader title={t.listTitle} />
      <main className={`${pageStyles.page} ${styles.narrow}`}>
        <DeliveryAddressList menuState={menuStateOf(state)} />
      </main>
    </>
  );
}
