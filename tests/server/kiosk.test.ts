// POST /api/kiosk/verify_pin: the staff PIN of the store kiosks stays on the server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_KIOSK_PIN, loadConfig } from "#server/config/config.ts";
import { createTestApp, type TestApp } from "../fixtures/test-app.ts";
import { testEngine } from "../fixtures/test-database.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { kioskPin: "97531" } });
});
afterAll(async () => {
  await t?.close();
});

// Each test tries from its own address: the limit counts per IP.
let address = 0;
const fromNewAddress = () => {
  address += 1;
  return `198.51.100.${address}`;
};
const verify = (payload: unknown, remoteAddress: string) =>
  t.api({ method: "POST", url: "/api/kiosk/verify_pin", payload: payload as object, remoteAddress });

describe(`POST /api/kiosk/verify_pin (${testEngine})`, () => {
  it("accepts the configured PIN", async () => {
    const response = await verify({ pin: "97531" }, fromNewAddress());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: "PIN accepted." });
  });

  it("refuses a wrong PIN, the demo PIN included, as a field error", async () => {
    const ip = fromNewAddress();
    for (const pin of ["97530", DEMO_KIOSK_PIN, "975310"]) {
      const response = await verify({ pin }, ip);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        status: 422,
        message: "The PIN is not correct.",
        errors: { pin: ["The PIN is not correct."] },
      });
    }
  });

  it.each([
    ["no PIN", {}, "The PIN is required."],
    ["an empty PIN", { pin: "" }, "The PIN is required."],
    ["letters", { pin: "12ab" }, "The PIN is 4 to 12 digits."],
    ["too short", { pin: "123" }, "The PIN is 4 to 12 digits."],
    ["too long", { pin: "1".repeat(13) }, "The PIN is 4 to 12 digits."],
    ["a number instead of text", { pin: 97531 }, undefined],
  ])("refuses %s with a 422", async (_case, payload, message) => {
    const response = await verify(payload, fromNewAddress());
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.errors.pin).toHaveLength(1);
    if (message) expect(body.errors.pin).toEqual([message]);
  });

  it("allows 10 tries per address in 10 minutes, then answers 429 with Retry-After, even for the right PIN", async () => {
    const ip = fromNewAddress();
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await verify({ pin: "11111" }, ip)).statusCode).toBe(422);
    }
    const blocked = await verify({ pin: "97531" }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      status: 429,
      message: "Too many PIN attempts. Please wait 10 minutes and try again.",
    });
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await verify({ pin: "97531" }, fromNewAddress())).statusCode).toBe(200);
  });

  it("needs the X-Requested-With header like every API call", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/kiosk/verify_pin",
      payload: { pin: "97531" },
      remoteAddress: fromNewAddress(),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("KIOSK_PIN configuration", () => {
  it("defaults to the demo PIN in demo mode and reads KIOSK_PIN when set", () => {
    expect(loadConfig({ APP_MODE: "demo" }).kioskPin).toBe(DEMO_KIOSK_PIN);
    expect(loadConfig({ APP_MODE: "demo", KIOSK_PIN: "482913" }).kioskPin).toBe("482913");
  });

  it("refuses a PIN that is not 4 to 12 digits", () => {
    expect(() => loadConfig({ APP_MODE: "demo", KIOSK_PIN: "12a4" })).toThrow(
      /KIOSK_PIN must be 4 to 12 digits/,
    );
  });

  it("is required in production mode, and may not be the demo PIN", () => {
    expect(() => loadConfig({ APP_MODE: "production" })).toThrow(/KIOSK_PIN/);
    expect(() => loadConfig({ APP_MODE: "production", KIOSK_PIN: DEMO_KIOSK_PIN })).toThrow(/KIOSK_PIN/);
    const otherwiseReady = {
      APP_MODE: "production",
      PUBLIC_URL: "https://shop.example.com",
      OTP_SECRET: "a-real-secret-of-enough-length",
      PAYMENTS_HMAC_SECRET: "another-real-secret-of-length",
      KIOSK_PIN: "482913",
    };
    // The other missing keys (real SMS, payments, POS adapters) are still named, KIOSK_PIN no more.
    expect(() => loadConfig(otherwiseReady)).toThrow(/SMS_PROVIDER/);
    expect(() => loadConfig(otherwiseReady)).not.toThrow(/KIOSK_PIN/);
  });
});
