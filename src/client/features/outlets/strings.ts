export const outletStrings = {
  title: "Store Pickup",
  intro: "Choose the store where you will collect your order.",
  fetchFailed: "Failed to fetch outlet data",
  fetchError: "Error fetching outlet data",
  empty: "No outlets to show right now.",
  pickHere: "Pick up here",
  confirmTitle: "Store pickup",
  confirmText: (name: string) => `Select ${name} for store pickup?`,
  confirmYes: "Yes, select",
  confirmNo: "Cancel",
  deliveryBadge: "Delivers",
} as const;
