import { knownPaymentMessage } from "#shared/contract/payment-messages.ts";
import { paymentStrings } from "./messages.gen.ts";

/**
 * What the payment-error pages say: the query's message only when it is one of ours (the
 * server's or the provider's), so a crafted link cannot put its own words on the page; the
 * spec's default otherwise.
 */
export function paymentErrorText(message: string | undefined): string {
  return knownPaymentMessage(message) ?? paymentStrings.defaultError;
}
