import { useState } from "react";
import { PageHeader } from "#client/components/ui/page-header.tsx";
import pageStyles from "#client/components/ui/page-layout.module.css";
import type { MenuState } from "#client/lib/navigation-state.ts";
import { orderingSession } from "#client/session/ordering-session.ts";
import type { Address, LatLng } from "#shared/contract/addresses.ts";
import { newAddressValues, valuesFromAddress } from "../address-form-values.ts";
import { readDraft } from "../draft.ts";
import { addressStrings as t } from "../messages.gen.ts";
import { AddressForm } from "./address-form.tsx";
import styles from "./address-screens.module.css";

type AddressFormScreenProps = {
  record: Address | null;
  location: { point: LatLng; closestOutletId: number | null; place: string | null };
  menuState: MenuState;
};

/** /address and /edit-address: the page around the address form. */
export function AddressFormScreen({ record, location, menuState }: AddressFormScreenProps) {
  // Typed values survive a trip to the map (Edit) and a reload through the draft.
  const [initialValues] = useState(() => {
    const base = record
      ? valuesFromAddress(record)
      : newAddressValues({ phone: orderingSession.user()?.phone, area: location.place });
    return { ...base, ...readDraft(record?.id ?? null)?.fields };
  });
  return (
    <>
      <PageHeader title={record ? t.editAddress : t.addAddress} />
      <main className={`${pageStyles.page} ${styles.narrow}`}>
        <AddressForm
          record={record}
          location={location}
          initialValues={initialValues}
          menuState={menuState}
        />
      </main>
    </>
  );
}
