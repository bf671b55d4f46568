import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { PageHeader } from "#client/components/ui/page-header.tsx";
import styles from "#client/components/ui/page-layout.module.css";
import { MapAddressPicker } from "#client/features/addresses/components/map-address-picker.tsx";
import { addressScreenData } from "#client/features/addresses/early/route-data.ts";
import { addressStrings as t } from "#client/features/addresses/messages.gen.ts";
import { useAddressNavigation } from "#client/features/addresses/navigation-state.ts";

// The map address picker (spec section 2): carries menu and submenu, and the address record
// when it was opened from the form of an address being edited.
export const Route = createFileRoute("/_auth/addAddress")({
  staticData: addressScreenData,
  component: AddAddressPage,
});

function AddAddressPage() {
  const navigate = useNavigate();
  const { record, menuState } = useAddressNavigation();

  return (
    <>
      <PageHeader title={t.pickerTitle} />
      <main className={styles.page}>
        <MapAddressPicker
          addressId={record?.id ?? null}
          initial={
            record ? { point: { lat: record.latitude, lng: record.longitude }, place: record.location } : null
          }
          onConfirmed={() =>
            void navigate({ to: "/address", state: { ...menuState, address: record ?? undefined } })
          }
        />
      </main>
    </>
  );
}
