// Every text the kiosk shows, in one place (an Arabic locale is planned).
export const kioskStrings = {
  brand: "Specialty Coffee",
  // Attract screen
  attractTitle: "Order here",
  attractLead: "Coffee, food and beans, ready for you at the counter.",
  attractAt: (outlet: string) => `Pickup at ${outlet}`,
  tapToStart: "Tap to start",
  startLabel: "Tap to start your order",
  staff: "Staff",
  staffLabel: "Staff settings (PIN needed)",
  // Setup
  setupTitle: "Kiosk setup",
  pinHeading: "Staff PIN",
  pinIntroSetup: (outlet: string) => `Enter the staff PIN of ${outlet} to set this tablet up there.`,
  pinIntroExit: (outlet: string) => `Enter the staff PIN of ${outlet} to change this tablet's settings.`,
  pinLabel: "PIN",
  pinContinue: "Continue",
  pinChecking: "Checking…",
  pinRequired: "Enter the PIN.",
  pinTooMany: "Too many wrong PINs for this store. Please wait a few minutes and try again.",
  pinNotSet: "This store's kiosk has no staff PIN yet. Ask the operator to set one.",
  pinOffline: "No connection to the server. Check the network and try again.",
  pinFailed: "The PIN could not be checked. Please try again.",
  otherOutlet: "Choose another store",
  outletHeading: "Choose this tablet's store",
  outletIntro: "Customers order for pickup at this store. Delivery is not offered on the kiosk.",
  settingsHeading: "Kiosk settings",
  moveTablet: "Set up for another store",
  outletsLoading: "Loading stores…",
  outletsFailed: "Failed to fetch outlet data",
  currentOutlet: (name: string) => `Now: ${name}`,
  bindTo: (name: string) => `Use this tablet at ${name}`,
  leaveKiosk: "Leave kiosk mode",
  cancelSetup: "Back to the start screen",
  // During a customer's session
  startOver: "Start over",
  startOverTitle: "Start over?",
  startOverText: "Your cart and login will be cleared from this tablet.",
  startOverYes: "Yes, start over",
  startOverNo: "Keep ordering",
  kioskBar: "Kiosk",
  menu: "Menu",
  cart: "Cart",
  /** What screen readers read for the cart link (the visible word and badge are hidden from them). */
  cartWithCount: (count: number) => `Cart, ${count} ${count === 1 ? "item" : "items"}`,
  // Still there?
  stillThereTitle: "Still there?",
  stillThereText: "For your privacy, this order will be cleared soon.",
  stillThereCountdown: (seconds: number) =>
    `Starting over in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`,
  stillHere: "I'm still here",
  // Payment result pages
  returning: (seconds: number) =>
    `This screen returns to the start in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`,
  newOrder: "Start a new order",
  // On-screen keypad
  keypad: "Number keypad",
  backspace: "Delete",
  clear: "Clear",
} as const;
