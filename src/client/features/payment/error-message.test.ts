import { describe, expect, it } from "vitest";
import { paymentMessages } from "#shared/contract/payment-messages.ts";
import { paymentErrorText } from "./error-message.ts";

const DEFAULT = "An unknown error occurred during the payment process.";

describe("paymentErrorText", () => {
  it("shows our own messages as they are", () => {
    expect(paymentErrorText("Your card was declined.")).toBe("Your card was declined.");
    for (const message of Object.values(paymentMessages)) expect(paymentErrorText(message)).toBe(message);
  });

  it("shows the default for no message or an empty one", () => {
    expect(paymentErrorText(undefined)).toBe(DEFAULT);
    expect(paymentErrorText("")).toBe(DEFAULT);
    expect(paymentErrorText("   ")).toBe(DEFAULT);
  });

  it("never shows text a link made up, even close to ours", () => {
    expect(paymentErrorText("Call 0100 000 0000 to pay by phone")).toBe(DEFAULT);
    expect(paymentErrorText("Your card was declined. Call 0100 000 0000 to pay by phone")).toBe(DEFAULT);
    expect(paymentErrorText(" Your card was declined.")).toBe(DEFAULT);
    expect(paymentErrorText("your card was declined.")).toBe(DEFAULT);
    expect(paymentErrorText("toString")).toBe(DEFAULT);
  });
});
