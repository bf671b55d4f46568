export const orderMethodStrings = {
  title: "Select Method",
  homeDelivery: "Home Delivery",
  storePickup: "Store Pickup",
  continue: "Continue",
} as const;
