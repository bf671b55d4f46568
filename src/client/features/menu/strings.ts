export const menuStrings = {
  title: "Menu",
  fetchError: "Error fetching menu items",
  retry: "Try again",
  categories: "Menu categories",
  subCategories: "Sub-categories",
  add: (name: string) => `Add ${name}`,
  orderByMessage: (name: string) => `${name}: order by message`,
  emptySubCategory: "Nothing here at this store right now.",
  outletLabel: "Ordering from",
  delivery: "Delivery",
  pickup: "Pickup",
  orderType: "Order type",
} as const;
