// What Select Method says. Apart from the other ordering strings because the landing page opens
// the modal: its first render loads these few words, not the cart's and checkout's.
import { addressEarlyStrings } from "#client/features/addresses/early-strings.ts";

export const orderMethodStrings = {
  title: "Select Method",
  homeDelivery: "Home Delivery",
  storePickup: "Store Pickup",
  continue: "Continue",
  continuing: addressEarlyStrings.loadingAddresses,
  // Spec section 8, address fetch: written once, in the addresses feature.
  addressFetchError: addressEarlyStrings.fetchError,
} as const;
