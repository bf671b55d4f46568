// Every message /payment-error may show: the server's own and the sandbox provider's declines.
// The page shows nothing else, so a link cannot put its own words (a phone number to "pay by
// phone") on our branded page.
export const paymentMessages = {
  orderNotFound: "We could not find this order.",
  orderCancelled: "This order was cancelled.",
  notVerified: "The payment could not be verified.",
  amountMismatch: "The payment amount did not match the order.",
  tooManyAttempts: "Too many payment attempts. Please wait a few minutes and try again.",
  providerUnavailable: "The payment page could not be opened. Please try again in a moment.",
  savedWhilePaying:
    "Your card is saved on the payment page: tick “Save card” when you pay, and it is offered the next time.",
  slotTaken:
    "The time you chose for this order is now fully booked or has passed. Please place the order again for another time.",
  stillPending:
    "Your bank has not confirmed the payment yet. If it goes through, your order will appear in your order history.",
  // Declines, as the card providers report them
  cardDeclined: "Your card was declined.",
  notATestCard: "This card is not a sandbox test card.",
  notConfirmed: "The payment was not confirmed.",
} as const;

export type PaymentMessage = (typeof paymentMessages)[keyof typeof paymentMessages];

const known: ReadonlySet<string> = new Set(Object.values(paymentMessages));

/** The message when it is one of ours, otherwise null. */
export function knownPaymentMessage(message: string | undefined): PaymentMessage | null {
  return message !== undefined && known.has(message) ? (message as PaymentMessage) : null;
}
