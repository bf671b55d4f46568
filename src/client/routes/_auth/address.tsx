import { createFileRoute, Navigate } from "@tanstack/react-router";
import { useState } from "react";
import { AddressFormScreen } from "#client/features/addresses/components/address-form-screen.tsx";
import { confirmedLocation, readDraft } from "#client/features/addresses/draft.ts";
import { addressScreenData } from "#client/features/addresses/early/route-data.ts";
import { useAddressNavigation } from "#client/features/addresses/navigation-state.ts";

// The add/edit address form after Confirm location (spec section 2). The confirmed point lives
// in the picker's draft (so a reload keeps it); without one, the map picker comes first.
export const Route = createFileRoute("/_auth/address")({
  staticData: addressScreenData,
  component: AddressPage,
});

function AddressPage() {
  const { record, menuState } = useAddressNavigation();
  // Read once: saving clears the draft while the success notice is still showing.
  const [confirmed] = useState(() => confirmedLocation(readDraft(record?.id ?? null)));
  if (!confirmed) {
    return <Navigate to="/addAddress" state={{ ...menuState, address: record ?? undefined }} replace />;
  }
  return (
    <AddressFormScreen key={record?.id ?? "new"} record={record} location={confirmed} menuState={menuState} />
  );
}
