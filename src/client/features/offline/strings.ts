export const offlineStrings = {
  offline: "You are offline.",
  menuSavedAt: (when: string) => `Showing the menu saved ${when}.`,
  orderingNeedsConnection: "Ordering needs a connection. You can still browse the menu and fill your cart.",
  queued: "Your order is queued. It will be sent as soon as you are back online.",
  sending: "Back online: sending your queued order…",
  expired:
    "Your queued order was older than your cart and was not sent. Please check your cart and order again.",
  refused: (message: string) => `Your queued order could not be placed: ${message}`,
  slotPassed:
    "The time you chose for your queued order passed before the connection returned, so it was not sent. Please choose a new time and place your order again.",
  timeRefused: (message: string) => `Your queued order was not sent: ${message}`,
  updateAvailable: "A new version of the app is available.",
  refresh: "Refresh",
  install: "Install the app for faster ordering, even offline.",
  installButton: "Install",
  notNow: "Not now",
} as const;
