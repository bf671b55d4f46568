import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { otpCodes } from "#server/db/schema.ts";
import { authMessages } from "#server/modules/auth/auth.service.ts";
import { latestCode, newCustomer, newPhone } from "../fixtures/customers.ts";
import { createTestApp, type TestApp } from "../fixtures/test-app.ts";
import { testEngine } from "../fixtures/test-database.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.api({ method: "POST", url, payload: payload as Record<string, unknown>, headers });

const e164 = (local: string) => `+20${local.slice(1)}`;

async function register(phone = newPhone(), name = "Nour") {
  const response = await post("/api/register", { phoneNumber: phone, name });
  return { response, phone, challenge: response.json().user_data?.id as string };
}

describe(`registration and login by phone (${testEngine})`, () => {
  it("registers a new phone, stores it as E.164 and texts a 4-digit code; no token yet", async () => {
    const local = newPhone();
    const { response } = await register(`+20 ${local.slice(1, 3)} ${local.slice(3)}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      status: 200,
      message: "We have sent you a code by SMS.",
      token: null,
      user_data: { id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), phone: `+20${local.slice(1)}` },
    });
    expect(await latestCode(t, local)).toMatch(/^\d{4}$/);
  });

  it("accepts Arabic-Indic digits", async () => {
    const local = newPhone();
    const arabic = local.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    const { response } = await register(arabic);
    expect(response.statusCode).toBe(200);
    expect(response.json().user_data.phone).toBe(`+20${local.slice(1)}`);
  });

  it("refuses a phone that is already registered with the spec's message", async () => {
    const { phone } = await register();
    const again = await post("/api/register", { phoneNumber: phone, name: "Someone else" });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      status: 422,
      message: "Phone Number already exists!",
      errors: { phoneNumber: ["Phone Number already exists!"] },
    });
  });

  it.each([
    ["a landline", "0223587000"],
    ["a foreign number", "+971501234567"],
    ["an unknown prefix", "01312345678"],
    ["letters", "phone"],
  ])("refuses %s with a field error", async (_case, phoneNumber) => {
    const response = await post("/api/register", { phoneNumber, name: "Nour" });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.phoneNumber).toEqual(["Please enter a valid Egyptian mobile number."]);
  });

  it("logs in a known phone: a new challenge and code by SMS, no token", async () => {
    const { phone, challenge } = await register();
    const first = await latestCode(t, phone);
    const response = await post("/api/login", { phoneNumber: phone });
    expect(response.statusCode).toBe(200);
    const { user_data } = response.json().data;
    expect(response.json()).toMatchObject({
      status: 200,
      data: { token: null, user_data: { phone: e164(phone) } },
    });
    expect(user_data.id).not.toBe(challenge);
    expect(await latestCode(t, phone)).toMatch(/^\d{4}$/);
    // The first challenge was replaced by the second.
    const stale = await post("/api/verify_otp", { pin: first, id: challenge });
    const current = await latestCode(t, phone);
    expect(stale.statusCode).toBe(422);
    expect((await post("/api/verify_otp", { pin: current, id: user_data.id })).statusCode).toBe(200);
  });

  it("tells an unknown phone to register (no more than registration already reveals)", async () => {
    const response = await post("/api/login", { phoneNumber: newPhone() });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.phoneNumber).toEqual([
      "No account uses this phone number. Please register first.",
    ]);
  });
});

describe(`one-time codes (${testEngine})`, () => {
  it("issues a 256-bit bearer token for the right code, once, stored only as a hash", async () => {
    const { phone, challenge } = await register();
    const pin = await latestCode(t, phone);
    const response = await post("/api/verify_otp", { pin, id: challenge });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 200,
      user_data: { id: expect.any(Number), phone: e164(phone), username: "Nour" },
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const addresses = await post("/api/fetch_address", {}, { authorization: `Bearer ${body.token}` });
    expect(addresses.statusCode).toBe(200);

    const reused = await post("/api/verify_otp", { pin, id: challenge });
    expect(reused.statusCode).toBe(422);

    const stored = await t.database.db.execute(sql`select token_hash from auth_tokens`);
    const text = JSON.stringify(stored);
    expect(text).not.toContain(body.token);
    const codes = await t.database.db.select({ hash: otpCodes.codeHash }).from(otpCodes);
    expect(codes.every((code) => code.hash !== pin && code.hash.length === 64)).toBe(true);
  });

  it("stops guessing: 5 wrong codes lock the code, even the right one then fails with 423", async () => {
    const { phone, challenge } = await register();
    const pin = await latestCode(t, phone);
    const wrong = pin === "0000" ? "1111" : "0000";
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await post("/api/verify_otp", { pin: wrong, id: challenge });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.pin).toEqual([authMessages.wrongCode]);
    }
    const fifth = await post("/api/verify_otp", { pin: wrong, id: challenge });
    expect(fifth.statusCode).toBe(423);
    const right = await post("/api/verify_otp", { pin, id: challenge });
    expect(right.statusCode).toBe(423);
    expect(right.json()).toEqual({ status: 423, message: "Too many wrong codes. Please ask for a new one." });
  });

  it("counts wrong tries under concurrency: 10 parallel guesses never exceed the limit", async () => {
    const { phone, challenge } = await register();
    const pin = await latestCode(t, phone);
    const wrong = pin === "0000" ? "1111" : "0000";
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post("/api/verify_otp", { pin: wrong, id: challenge })),
    );
    expect(answers.filter((answer) => answer.statusCode === 422)).toHaveLength(4);
    expect(answers.filter((answer) => answer.statusCode === 423)).toHaveLength(6);
    const [row] = await t.database.db
      .select({ tries: otpCodes.failedAttempts })
      .from(otpCodes)
      .where(sql`challenge = ${challenge}`);
    expect(row?.tries).toBe(5);
  });

  it("refuses an expired code", async () => {
    const { phone, challenge } = await register();
    const pin = await latestCode(t, phone);
    await t.database.db.execute(
      sql`update otp_codes set expires_at = ${new Date(t.now().getTime() - 1000).toISOString()}::timestamptz
          where challenge = ${challenge}`,
    );
    const response = await post("/api/verify_otp", { pin, id: challenge });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.pin).toEqual([authMessages.wrongCode]);
  });

  it("refuses malformed codes", async () => {
    for (const pin of ["123", "12345", "12a4", 1234]) {
      const response = await post("/api/verify_otp", { pin, id: "AAAAAAAAAAAAAAAAAAAAAA" });
      expect(response.statusCode).toBe(422);
    }
  });

  it("resends a code with the spec's message, at most once a minute", async () => {
    const { phone, challenge } = await register();
    const resent = await post("/api/resend_otp", { phone });
    expect(resent.statusCode).toBe(200);
    // The new code belongs to the challenge the client already holds.
    expect(resent.json()).toEqual({
      status: 200,
      message: "OTP send sucessfully.",
      user_data: { id: challenge, phone: e164(phone) },
    });
    const pin = await latestCode(t, phone);

    const tooSoon = await post("/api/resend_otp", { phone });
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers["retry-after"])).toBeGreaterThan(0);
    expect(tooSoon.json().message).toBe("Please wait a minute before asking for another code.");

    const verified = await post("/api/verify_otp", { pin, id: challenge });
    expect(verified.statusCode).toBe(200);
  });

  it("limits logins per phone with a 429 and Retry-After", async () => {
    const { phone } = await register();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await post("/api/login", { phoneNumber: phone }));
    expect(answers.slice(0, 5).every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers[5]?.statusCode).toBe(429);
    expect(answers[5]?.headers["retry-after"]).toBeDefined();
  });
});

describe(`bearer tokens (${testEngine})`, () => {
  it.each([
    ["no token", {}],
    ["a malformed header", { authorization: "Token abc" }],
    ["an unknown token", { authorization: "Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" }],
  ])("answers 401 JSON with %s", async (_case, headers) => {
    const response = await post("/api/fetch_address", {}, headers as Record<string, string>);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 401, message: "Unauthenticated." });
  });

  it("revokes the token on logout", async () => {
    const customer = await newCustomer(t);
    const out = await post("/api/logout", {}, customer.auth);
    expect(out.statusCode).toBe(200);
    const after = await post("/api/fetch_address", {}, customer.auth);
    expect(after.statusCode).toBe(401);
  });
});

describe(`demo SMS outbox (${testEngine})`, () => {
  it("does not exist in production mode", async () => {
    const production = await createTestApp({ config: { mode: "production" } });
    try {
      const response = await production.api({
        method: "GET",
        url: `/api/dev/sms-outbox?phone=${newPhone()}`,
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe(`precognition (${testEngine})`, () => {
  it("validates without acting: 204 for valid input, nothing registered", async () => {
    const phone = newPhone();
    const response = await post(
      "/api/register",
      { phoneNumber: phone, name: "Nour" },
      { precognition: "true" },
    );
    expect(response.statusCode).toBe(204);
    expect(response.headers["precognition-success"]).toBe("true");
    const login = await post("/api/login", { phoneNumber: phone });
    expect(login.statusCode).toBe(422); // still unknown: the action never ran
  });

  it("answers 422 for invalid input, limited to Precognition-Validate-Only", async () => {
    const invalid = await post("/api/register", { phoneNumber: "123", name: "" }, { precognition: "true" });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(["name", "phoneNumber"]);

    const onlyName = await post(
      "/api/register",
      { phoneNumber: "123", name: "Nour" },
      { precognition: "true", "precognition-validate-only": "name" },
    );
    expect(onlyName.statusCode).toBe(204);
  });
});
