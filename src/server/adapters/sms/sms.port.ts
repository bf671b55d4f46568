/** Sends text messages to phones (one-time codes). */
export interface SmsSender {
  send(phone: string, body: string): Promise<void>;
}

/**
 * The gateway did not take the text (after its retries): the caller tells the customer to try
 * again, as it is our side's trouble, not theirs. The message names no phone and no text.
 */
export class SmsDeliveryError extends Error {
  override name = "SmsDeliveryError";
}
