// Every text the store's order board shows, in one place (an Arabic locale is planned).
import type { OrderStatus } from "#shared/contract/orders.ts";
import type { STORE_MOVES } from "#shared/contract/store.ts";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const storeBoardStrings = {
  pageTitle: "Order board",
  // Sign-in
  signInTitle: "Store sign-in",
  signInIntro: "Sign in with your store account to see your store's orders.",
  username: "Username",
  password: "Password",
  signIn: "Sign in",
  signingIn: "Signing in…",
  signInOffline: "No connection to the server. Check the network and try again.",
  signInFailed: "Signing in did not work. Please try again.",
  signInWait: (seconds: number) => `Too many attempts. Try again in ${plural(seconds, "second", "seconds")}.`,
  signInWaitButton: (time: string) => `Sign in again in ${time}`,
  sessionEnded: "Your session has ended. Please sign in again.",
  // Header
  boardLabel: (outlet: string) => `Order board of ${outlet}`,
  signedInAs: (name: string) => `Signed in as ${name}`,
  signOut: "Sign out",
  tabs: "Board sections",
  ordersTab: "Orders",
  soldOutTab: "Sold out",
  soldOutTabCount: (count: number) => `Sold out (${count})`,
  soundOn: "Turn sound on",
  soundOff: "Turn sound off",
  live: "Live",
  connecting: "Connecting…",
  reconnecting: "Reconnecting…",
  lastUpdated: (time: string) => `Last updated ${time}`,
  offline:
    "You are offline. The board needs the network: it shows the orders it last had and catches up when the connection is back.",
  documentTitle: (outlet: string, newCount: number) =>
    newCount > 0 ? `(${newCount}) New orders · ${outlet}` : `Order board · ${outlet}`,
  newOrderArrived: (numbers: string[]) =>
    numbers.length === 1 ? `New order ${numbers[0]}` : `New orders ${numbers.join(", ")}`,
  // Board
  columns: {
    new: "New",
    accepted: "Accepted",
    preparing: "Preparing",
    handover: "Ready / Out for delivery",
  },
  columnPicker: "Show orders that are",
  columnWithCount: (title: string, count: number) => `${title} (${count})`,
  loading: "Loading orders…",
  loadFailed: "The orders could not be loaded.",
  retry: "Try again",
  emptyColumn: "No orders here.",
  noOrders: "No open orders right now. New orders appear here as soon as they are paid.",
  orderNumber: (number: string) => `#${number}`,
  orderHeading: (number: string, name: string) => `Order ${number}, ${name}`,
  pickup: "Pickup",
  delivery: "Delivery",
  justNow: "just now",
  minutesAgo: (minutes: number) => `${minutes} min`,
  hoursAgo: (hours: number, minutes: number) => `${hours} h ${String(minutes).padStart(2, "0")} min`,
  /** An order ahead: the time it is wanted (Cairo), the first thing to read after its number. */
  forTime: (time: string) => `For ${time}`,
  paidAgo: (elapsed: string) => `Paid ${elapsed === "just now" ? elapsed : `${elapsed} ago`}`,
  quantity: (quantity: number) => `${quantity} ×`,
  note: (note: string) => `Note: ${note}`,
  moves: {
    accepted: "Accept",
    preparing: "Start preparing",
    ready: "Ready",
    out_for_delivery: "Out for delivery",
    completed: "Completed",
    rejected: "Reject",
    cancelled: "Cancel order",
  } satisfies Record<(typeof STORE_MOVES)[number], string>,
  moveLabel: (label: string, number: string) => `${label}: order ${number}`,
  moving: "Saving…",
  movedElsewhere: "This order was moved on another screen. The board now shows where it is.",
  moveFailed: "The order could not be moved. Please try again.",
  moveOffline:
    "No connection to the server: the order was not moved. Try again when the board is back online.",
  dismiss: "Dismiss",
  confirm: {
    rejected: {
      title: (number: string) => `Reject order ${number}?`,
      text: "The store does not make this order, and the customer gets their payment back. This cannot be undone.",
      yes: "Reject order",
    },
    cancelled: {
      title: (number: string) => `Cancel order ${number}?`,
      text: "The order is stopped, and the customer gets their payment back. This cannot be undone.",
      yes: "Cancel order",
    },
  },
  keepOrder: "Keep order",
  statusNames: {
    awaiting_payment: "Awaiting payment",
    payment_failed: "Payment failed",
    paid: "New",
    accepted: "Accepted",
    preparing: "Preparing",
    ready: "Ready",
    out_for_delivery: "Out for delivery",
    completed: "Completed",
    cancelled: "Cancelled",
    rejected: "Rejected",
  } satisfies Record<OrderStatus, string>,
  // Sold out
  soldOutTitle: "Sold out",
  soldOutIntro:
    "Mark what this store cannot make. Customers see it as sold out at this store only, until the end of today or until you make it available again.",
  search: "Search items and condiments",
  onlySoldOut: "Show only what is sold out",
  items: "Items",
  condiments: "Condiments",
  menuLoading: "Loading the menu…",
  menuFailed: "The menu could not be loaded.",
  noMatches: "Nothing matches your search.",
  availability: {
    available: "Available",
    today: "Sold out today",
    undone: "Sold out until undone",
  },
  availabilityOf: (name: string) => `Availability of ${name}`,
  soldOutOffline: (name: string) => `${name}: no connection to the server, the change was not saved.`,
  soldOutFailed: (name: string) => `${name}: the change was not saved. Please try again.`,
} as const;
