import { describe, expect, it } from "vitest";
import { cardFrameUrl, checkoutPath, frameOriginOf, readFrameMessage } from "./frame-messages.ts";

const frameWindow = { name: "provider frame" };
const frame = { origin: "https://pay.example.com", window: frameWindow };
const tokenized = {
  type: "payment_tokenized",
  token: "tok_sbx_123",
  last4: "4242",
  brand: "Visa",
  expiry: "12/30",
  name: "Nour Hassan",
};

describe("messages from the card frame", () => {
  it("accepts payment_tokenized and error from the frame's window and origin", () => {
    expect(readFrameMessage({ origin: frame.origin, source: frameWindow, data: tokenized }, frame)).toEqual(
      tokenized,
    );
    expect(
      readFrameMessage(
        {
          origin: frame.origin,
          source: frameWindow,
          data: { type: "error", message: "Check the card number." },
        },
        frame,
      ),
    ).toEqual({ type: "error", message: "Check the card number." });
  });

  it("ignores another origin, another window, or a missing source", () => {
    expect(
      readFrameMessage({ origin: "https://evil.example", source: frameWindow, data: tokenized }, frame),
    ).toBeNull();
    expect(
      readFrameMessage({ origin: frame.origin, source: { other: true }, data: tokenized }, frame),
    ).toBeNull();
    expect(readFrameMessage({ origin: frame.origin, source: null, data: tokenized }, frame)).toBeNull();
  });

  it("ignores messages it does not know", () => {
    expect(readFrameMessage({ origin: frame.origin, source: frameWindow, data: "hello" }, frame)).toBeNull();
    expect(
      readFrameMessage(
        { origin: frame.origin, source: frameWindow, data: { ...tokenized, last4: "42" } },
        frame,
      ),
    ).toBeNull();
  });

  it("embeds only http(s) pages", () => {
    expect(frameOriginOf("/payments/sandbox/card-frame", "http://127.0.0.1:8090")).toBe(
      "http://127.0.0.1:8090",
    );
    expect(frameOriginOf("https://pay.example.com/p/1", "http://localhost")).toBe("https://pay.example.com");
    expect(frameOriginOf("javascript:alert(1)", "http://localhost")).toBeNull();
    expect(frameOriginOf("data:text/html,hi", "http://localhost")).toBeNull();
  });

  it("builds the provider's and the server's addresses", () => {
    expect(cardFrameUrl("http://127.0.0.1:8090")).toBe(
      "/payments/card-frame?parent_origin=http%3A%2F%2F127.0.0.1%3A8090",
    );
    expect(checkoutPath("a b")).toBe("/payments/checkout/a%20b");
  });
});
