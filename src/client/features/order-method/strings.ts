export const orderMethodStrings = {
  title: "Select Method",
  homeDelivery: "Home Delivery",
  storePickup: "Store Pickup",
  continue: "Continue",
  continuing: "Loading your addresses…",
  // Spec section 8, address fetch.
  addressFetchError: "Error while fetching address",
  tokenMissing: "User token not found",
  noAddress: "No address found",
  // The address picker's titles (spec section 2); the picker itself is issue 7's.
  selectAddress: "Select Address",
  addAddress: "Add Address",
  addressPickerPending: "Choosing and adding addresses arrives here shortly.",
} as const;
