import type { FastifyInstance } from "fastify";

/** A card payment's final result, as the provider reports it (signed, or read from its API). */
export type PaymentResult = {
  /** The provider's id of the payment page it was made on (startCheckout's providerOrderId). */
  providerOrderId: string;
  amount: number; // piastres
  outcome: "approved" | "declined";
  reference: string; // the provider's unique reference for this attempt (a refund names it)
  /** One of our payment messages (shared/contract/payment-messages.ts) or the provider's own words. */
  message: string;
};

/** What a signed message from the provider says; anything that is not a final payment result is "ignored". */
export type ProviderReport =
  | { kind: "result"; result: PaymentResult }
  /** A card the customer chose to save on the provider's page, as the provider's token. */
  | { kind: "card"; providerOrderId: string; card: { token: string; last4: string; brand: string } }
  | { kind: "pending"; providerOrderId: string }
  | { kind: "ignored"; what: string };

/** What an order's payment page shows the customer and the provider's records carry. */
export type CheckoutOrder = {
  id: string;
  amount: number; // piastres
  lines: { name: string; quantity: number; unitPrice: number }[];
  customer: { firstName: string; lastName: string; email: string; phone: string };
  /** The customer's cards saved with this provider, offered on its page. */
  savedCardTokens: string[];
};

/** A charge the provider made, as a refund or void names it. */
export type Charge = { reference: string; amount: number };

/** The provider cannot be reached or refused our request: nothing was charged by that request. */
export class PaymentProviderError extends Error {}

/** The card payment provider: a hosted page the customer is sent to, and its signed results. */
export interface PaymentProvider {
  /** Which provider issued a saved card's token (a token means nothing to another). */
  name: "sandbox" | "paymob";
  /** Opens a payment for an order; the customer's browser goes to the returned address. */
  startCheckout(order: CheckoutOrder): Promise<{ redirectUrl: string; providerOrderId: string }>;
  /**
   * Reads and verifies the result the customer's browser brings back; null when forged or
   * malformed. The browser is the customer's: a provider whose signature can be rearranged
   * confirms an approval with its own API, and says "pending" when it cannot be asked.
   */
  verifyRedirect(query: Record<string, unknown>): Promise<ProviderReport | null>;
  /**
   * Reads and verifies a message the provider's server sent ours (the browser may never come
   * back); null when forged or malformed. A provider that sends none leaves this out. Throws a
   * PaymentProviderError when the provider cannot be asked to confirm it (it sends it again).
   */
  verifyNotification?(body: unknown, query: Record<string, unknown>): Promise<ProviderReport | null>;
  /**
   * Asks the provider how a payment page ended, for pages left open (reconciliation): the final
   * result, "pending" while the provider still waits on the bank, or null when nothing was paid
   * there. A provider that cannot be asked leaves this out.
   */
  inquire?(providerOrderId: string): Promise<PaymentResult | "pending" | null>;
  /**
   * Gives back an approved charge in full. Refunding the same charge again is no second refund
   * (a replayed result may ask twice); throws when the provider refuses or cannot be reached.
   */
  refund(charge: Charge): Promise<void>;
  /** Cancels an approved charge before the provider settles it (the same business day), once. */
  void(charge: Charge): Promise<void>;
  /**
   * The provider's page that saves a card without a payment (the add-card screen frames it; it
   * posts payment_tokenized). A provider that saves cards only while paying leaves this out.
   */
  cardFramePath?(parentOrigin: string): string;
  /** Routes the provider itself serves (the sandbox's pages); none for a real provider. */
  registerProviderRoutes?(app: FastifyInstance): Promise<void>;
}
