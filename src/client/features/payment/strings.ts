export const paymentStrings = {
  // Spec sections 2 and 8
  successTitle: "Payment Successful",
  successText: "Thank you! Your order is on its way to the store.",
  goToHomepage: "Go to Homepage",
  viewOrderHistory: "View Order History",
  viewOrder: "View order summary",
  errorTitle: "Payment Failed",
  defaultError: "An unknown error occurred during the payment process.",
  retry: "Retry",
  goToHome: "Go to Home",
  // /iframe and /addCard
  addCardTitle: "Add Card",
  paymentTitle: "Card payment",
  cardFrameTitle: "Card details (secure card provider page)",
  cardFrameIntro: "Your card details go straight to our card provider; we only keep its token.",
  savingCard: "Saving your card…",
  cardSaved: (brand: string, last4: string) => `${brand} ending in ${last4} has been saved.`,
  cardSaveFailed: "The card could not be saved. Please try again.",
  noPaymentPage: "There is no payment page to show.",
  backToCart: "Back to cart",
} as const;
