import { describe, expect, it } from "vitest";
import { paymentMessages } from "#shared/contract/payment-messages.ts";
import { paymentErrorText } from "./error-message.ts";

const DEFAULT = "An unknown error occurred during the payment process.";

describe("paymentErrorText", () => {
  it("shows our own messages as they are", () => {
    expect(paymentErrorText("Your card was declined.")).toBe("Your card was declined.");
    for (const message of Object.values(paymentMessages)) expect(paymentErrorText(message)).toBe(message);
  });

  const notOurs: { name: string; messages: (string | undefined)[] }[] = [
    { name: "shows the default for no message or an empty one", messages: [undefined, "", "   "] },
    {
      name: "never shows text a link made up, even close to ours",
      messages: [
        "Call 0100 000 0000 to pay by phone",
        "Your card was declined. Call 0100 000 0000 to pay by phone",
        " Your card was declined.",
        "your card was declined.",
        "toString",
      ],
    },
  ];

  for (const { name, messages } of notOurs) {
    it(name, () => {
      for (const message of messages) {
        expect(paymentErrorText(message), JSON.stringify(message)).toBe(DEFAULT);
      }
    });
  }
});
