// What the ordering screens say: the cart, checkout and the outlet list (Select Method's words
// are in order-method-strings.ts: the landing page loads those alone).
import { placeOrderMessages } from "#shared/rules/place-order-checks.ts";

export const cartStrings = {
  title: "Cart",
  orderItems: "Order Items",
  empty: "Your cart is empty.",
  total: "Total",
  subtotal: "Subtotal",
  vat: "VAT (14%)",
  delivery: "Delivery",
  totalAmount: "Total amount",
  quantity: (name: string) => `Quantity of ${name}`,
  decrease: (name: string) => `Decrease ${name}`,
  increase: (name: string) => `Increase ${name}`,
  remove: (name: string) => `Remove ${name}`,
  removeCondiment: (condiment: string, item: string) => `Remove ${condiment} from ${item}`,
  note: "Note",
  each: (price: string) => `${price} each`,
  // Sold out at the outlet since it went into the cart
  soldOut: "Sold out",
  itemSoldOut: "This item is sold out right now. Remove it to place your order.",
  condimentsSoldOut: (names: string[]) =>
    names.length === 1
      ? `${names[0]} is sold out right now. Remove it to place your order.`
      : `${names.join(", ")} are sold out right now. Remove them to place your order.`,
  // Confirmations (spec section 4)
  confirmTitle: "Are you sure?",
  confirmRemoveItem: "You want to remove item",
  confirmRemoveCondiment: (condiment: string) => `You want to remove ${condiment}`,
  yes: "Yes",
  no: "No",
} as const;

export const checkoutStrings = {
  deliverTo: "Deliver to",
  noAddress: "No delivery address available",
  addAddress: "Add Address",
  phone: "Phone",
  payWith: "Pay With",
  creditCard: "Credit Card",
  placeOrder: "Place order",
  placingOrder: "Placing order…",
  addItems: "Add Items",
  ok: "OK",
  // The five checks' messages live with the rules the server shares (spec section 5).
  notLoggedInTitle: placeOrderMessages.notLoggedInTitle,
  notLoggedIn: placeOrderMessages.notLoggedIn,
  // Spec section 8
  serverErrorTitle: "Something went wrong!",
  serverErrorText: "Oops...",
  requestFailed: "An error occurred while placing the order. Please try again later.",
  // Spec section 4
  orderPlaced: "Order placed successfully",
  goingToPayment: "Taking you to the payment page…",
  orderQueued: "Order queued",
} as const;

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

/** The checkout's time picker (ordering ahead), and re-order's question for a new time. */
export const pickupTimeStrings = {
  legend: { pickup: "Pickup time", delivery: "Delivery time" },
  asap: "As soon as possible",
  asapAbout: (minutes: number) => `As soon as possible (about ${minutes} min)`,
  later: "Schedule for later",
  day: "Day",
  days: { today: "today", tomorrow: "tomorrow" },
  dayNames: { today: "Today", tomorrow: "Tomorrow" },
  time: "Time",
  chooseTime: "Choose a time",
  full: (label: string) => `${label} (Full)`,
  loading: "Loading the times…",
  loadFailed: "The times could not be loaded. You can still order for as soon as possible.",
  noTimes: "No times left today or tomorrow.",
  closedNow: "The store is closed now.",
  pickup: {
    asap: "Pickup as soon as possible",
    asapAbout: (minutes: number) => `Pickup as soon as possible (about ${minutes} min)`,
    at: (time: string, day: string) => `Pickup at ${time} ${day}`,
  },
  delivery: {
    asap: "Delivery as soon as possible",
    asapAbout: (minutes: number) => `Delivery as soon as possible (about ${minutes} min)`,
    at: (time: string, day: string) => `Delivery at ${time} ${day}`,
  },
  // Re-order
  reOrderTitle: "When would you like it?",
  reOrderIntro: (outlet: string) => `Your order again from ${outlet}.`,
  reOrderConfirm: "Continue to payment",
  reOrdering: "Re-ordering…",
  cancel: "Cancel",
  outletUnknown: "We could not find this order's store. Please try again later.",
} as const;
