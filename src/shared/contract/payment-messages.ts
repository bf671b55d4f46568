// Every message /payment-error may show: the server's own and the sandbox provider's declines.
// The page shows nothing else, so a link cannot put its own words (a phone number to "pay by
// phone") on our branded page. The link carries a message in English, whatever the language of
// the request that made it (a provider's redirect has the browser's, not the customer's choice);
// the page shows it in its reader's language.
import arabic from "./payment/messages.ar.json";
import english from "./payment/messages.en.json";
import { paymentMessages } from "./payment/messages.gen.ts";

export { paymentMessages };

export type PaymentMessageKey = keyof typeof paymentMessages;

const keys = Object.keys(english.paymentMessages) as PaymentMessageKey[];

/** Which of our messages a text is, in either language. */
function keyOf(message: string | null | undefined): PaymentMessageKey | null {
  if (!message) return null;
  return (
    keys.find((key) => english.paymentMessages[key] === message || arabic.paymentMessages[key] === message) ??
    null
  );
}

/** The message in the current language when it is one of ours (in either language), otherwise null. */
export function knownPaymentMessage(message: string | null | undefined): string | null {
  const key = keyOf(message);
  return key ? paymentMessages[key] : null;
}

/** One of our messages as the error page's link carries it (English); null for any other text. */
export function linkedPaymentMessage(message: string | null | undefined): string | null {
  const key = keyOf(message);
  return key ? english.paymentMessages[key] : null;
}
