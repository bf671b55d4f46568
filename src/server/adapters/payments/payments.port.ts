import type { FastifyInstance } from "fastify";

/** A card payment's result, as the provider reports it back to us (signed). */
export type PaymentResult = {
  sessionId: string;
  orderId: string;
  amount: number; // piastres
  outcome: "approved" | "declined";
  reference: string; // the provider's unique reference for this attempt
  message: string;
};

/** The card payment provider: a hosted page the customer is sent to, and its signed results. */
export interface PaymentProvider {
  /** Opens a payment for an order; the customer's browser goes to the returned address. */
  startCheckout(order: { id: string; amount: number; returnPath: string }): Promise<{ redirectUrl: string }>;
  /** Reads and verifies a result the provider sent; null when it is forged or malformed. */
  verifyResult(query: Record<string, unknown>): PaymentResult | null;
  /**
   * Gives back an approved charge in full. Refunding the same charge again is no second refund
   * (a replayed result may ask twice); throws when the provider refuses or cannot be reached.
   */
  refund(charge: { reference: string; amount: number }): Promise<void>;
  /** Routes the provider itself serves (the sandbox's pages); none for a real provider. */
  registerProviderRoutes?(app: FastifyInstance): Promise<void>;
  /** The origin of the provider's embeddable card page (allowed as a frame and message source). */
  cardFrameOrigin: string | null;
}
