import { createFileRoute, Navigate } from "@tanstack/react-router";
import { useState } from "react";
import { AddressFormScreen } from "#client/features/addresses/components/address-form-screen.tsx";
import { confirmedLocation, readDraft } from "#client/features/addresses/draft.ts";
import { addressScreenData } from "#client/features/addresses/early/route-data.ts";
import { useAddressNavigation } from "#client/features/addresses/navigation-state.ts";

// The form of a saved address (spec section 2): the record comes in the history state (Edit in
// the address picker). Without one there is nothing to edit: the address list instead.
export const Route = createFileRoute("/_auth/edit-address")({
  staticData: addressScreenData,
  component: EditAddressPage,
});

function EditAddressPage() {
  const { record, menuState } = useAddressNavigation();
  // A point confirmed on the map for this address (and not saved yet) wins over the saved one.
  // Read once: saving clears the draft while the success notice is still showing.
  const [draftLocation] = useState(() => (record ? confirmedLocation(readDraft(record.id)) : null));
  if (!record) return <Navigate to="/change-address" state={menuState} replace />;
  const location = draftLocation ?? {
    point: { lat: record.latitude, lng: record.longitude },
    closestOutletId: record.closest_outlet_id,
    place: record.location,
  };
  return <AddressFormScreen key={record.id} record={record} location={location} menuState={menuState} />;
}
