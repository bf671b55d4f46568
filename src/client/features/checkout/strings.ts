import { placeOrderMessages } from "#shared/rules/place-order-checks.ts";

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
