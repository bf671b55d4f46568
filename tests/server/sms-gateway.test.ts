// The Twilio adapter against a local fake of Twilio's Messages API: what it sends, what it
// retries (network errors, timeouts, 429, 5xx) and never retries (other 4xx), what the customer
// hears when no text could be sent, and that the log keeps the code, the phone and the token out.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SmsDeliveryError } from "#server/adapters/sms/sms.port.ts";
import { twilioSms } from "#server/adapters/sms/twilio-sms.ts";
import { buildApp } from "#server/app.ts";
import { loadConfig, type TwilioConfig } from "#server/config/config.ts";
import { maskPhone } from "#server/http/logging.ts";
import { authMessages } from "#server/modules/auth/auth.service.ts";
import { startTwilioFake, type TwilioFake } from "../fakes/twilio-fake.ts";
import { newPhone } from "../fixtures/customers.ts";
import { createTestApp, type TestApp } from "../fixtures/test-app.ts";
import { testEngine } from "../fixtures/test-database.ts";

const ACCOUNT_SID = `AC${"5e".repeat(16)}`;
const AUTH_TOKEN = "auth-token-that-must-never-be-logged";
const API_KEY = { sid: `SK${"7d".repeat(16)}`, secret: "api-key-secret-never-logged" };
const SERVICE_SID = `MG${"3c".repeat(16)}`;
const PHONE = "+201001234567";
const CODE = "4821";
const BODY = `Your verification code is ${CODE}. It expires in 5 minutes.\n\n@shop.example.com #${CODE}`;

let fake: TwilioFake;
beforeAll(async () => {
  fake = await startTwilioFake({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, apiKey: API_KEY });
});
afterAll(async () => {
  await fake?.close();
});
beforeEach(() => fake.reset());

const settings = (overrides: Partial<TwilioConfig> = {}): TwilioConfig => ({
  accountSid: ACCOUNT_SID,
  authToken: AUTH_TOKEN,
  apiKeySid: null,
  messagingServiceSid: SERVICE_SID,
  from: null,
  apiUrl: fake.url,
  ...overrides,
});

/** The adapter with a log captured as JSON lines and waits recorded instead of slept. */
function sender(overrides: Partial<TwilioConfig> = {}, timeoutMs?: number) {
  const lines: string[] = [];
  const write = (level: string) => (object: object, msg: string) =>
    void lines.push(JSON.stringify({ level, ...object, msg }));
  const waits: number[] = [];
  const sms = twilioSms({
    ...settings(overrides),
    log: { info: write("info"), warn: write("warn"), error: write("error") },
    sleep: async (ms) => void waits.push(ms),
    timeoutMs,
  });
  return { sms, lines, waits };
}

/** No line holds the code, the whole phone, a secret or the Authorization header. */
function expectCleanLog(lines: string[], phone: string, code: string, secrets: string[]) {
  const log = lines.join("\n");
  expect(log).not.toContain(phone.slice(-10)); // the national digits, with or without +20
  expect(log).not.toContain("verification code");
  expect(log).not.toContain(`#${code}`);
  for (const line of lines) expect(Object.values(JSON.parse(line)).map(String), line).not.toContain(code);
  for (const secret of [...secrets, AUTH_TOKEN, API_KEY.secret]) {
    expect(log).not.toContain(secret);
    expect(log).not.toContain(Buffer.from(`${ACCOUNT_SID}:${secret}`).toString("base64"));
  }
}

const entries = (lines: string[]) => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe(`the Twilio SMS adapter (${testEngine})`, () => {
  it("posts one form to the account's Messages resource with Basic auth; 201 is sent", async () => {
    const { sms, lines, waits } = sender();
    await sms.send(PHONE, BODY);
    expect(fake.requests).toEqual([
      { authorized: true, form: { To: PHONE, Body: BODY, MessagingServiceSid: SERVICE_SID } },
    ]);
    expect(fake.messages).toHaveLength(1);
    expect(waits).toEqual([]);
    expect(entries(lines)).toEqual([
      {
        level: "info",
        phone: maskPhone(PHONE),
        sid: fake.messages[0]?.sid,
        status: "accepted",
        tries: 1,
        msg: "SMS sent (Twilio)",
      },
    ]);
    expectCleanLog(lines, PHONE, CODE, []);
  });

  it("sends from TWILIO_FROM and signs in with an API key when they are set", async () => {
    const { sms } = sender({
      messagingServiceSid: null,
      from: "SpecCoffee",
      apiKeySid: API_KEY.sid,
      authToken: API_KEY.secret,
    });
    await sms.send(PHONE, BODY);
    expect(fake.requests).toEqual([
      { authorized: true, form: { To: PHONE, Body: BODY, From: "SpecCoffee" } },
    ]);
    expect(fake.messages).toHaveLength(1);
  });

  it("retries a 500 and a 503 with the very same form, ~300 ms then ~900 ms apart", async () => {
    fake.failNext(1, 500);
    fake.failNext(1, 503);
    const { sms, lines, waits } = sender();
    await sms.send(PHONE, BODY);
    expect(fake.requests).toHaveLength(3);
    for (const request of fake.requests) expect(request.form).toEqual(fake.requests[0]?.form);
    expect(fake.messages.map((message) => message.body)).toEqual([BODY]);
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeGreaterThanOrEqual(240);
    expect(waits[0]).toBeLessThanOrEqual(360);
    expect(waits[1]).toBeGreaterThanOrEqual(720);
    expect(waits[1]).toBeLessThanOrEqual(1080);
    expect(entries(lines).map((entry) => [entry.level, entry.status, entry.code])).toEqual([
      ["warn", 500, 20500],
      ["warn", 503, 20503],
      ["info", "accepted", undefined],
    ]);
    expectCleanLog(lines, PHONE, CODE, []);
  });

  it("retries a 429 (too many requests)", async () => {
    fake.failNext(1, 429);
    const { sms, waits } = sender();
    await sms.send(PHONE, BODY);
    expect(fake.requests).toHaveLength(2);
    expect(fake.messages).toHaveLength(1);
    expect(waits).toHaveLength(1);
  });

  it("never retries a 400, and logs Twilio's error code but not its message (it quotes the number)", async () => {
    fake.failNext(1, 400);
    const { sms, lines, waits } = sender();
    await expect(sms.send(PHONE, BODY)).rejects.toBeInstanceOf(SmsDeliveryError);
    expect(fake.requests).toHaveLength(1);
    expect(fake.messages).toEqual([]);
    expect(waits).toEqual([]);
    expect(entries(lines)).toEqual([
      {
        level: "error",
        phone: maskPhone(PHONE),
        tries: 1,
        status: 400,
        code: 21211,
        moreInfo: "https://www.twilio.com/docs/errors/21211",
        msg: "SMS not sent (Twilio)",
      },
    ]);
    expectCleanLog(lines, PHONE, CODE, []);
  });

  it("gives a request that hangs up after the timeout and sends the same form again", async () => {
    fake.failNext(1, "hang");
    const { sms, lines } = sender({}, 200);
    await sms.send(PHONE, BODY);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]?.form).toEqual(fake.requests[0]?.form);
    expect(fake.messages).toHaveLength(1);
    expect(entries(lines)[0]).toMatchObject({ level: "warn", reason: "timeout", tries: 1 });
  });

  it("retries network errors, and after 3 failed attempts throws and logs an error", async () => {
    const gone = await startTwilioFake({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN });
    await gone.close();
    const { sms, lines, waits } = sender({ apiUrl: gone.url });
    await expect(sms.send(PHONE, BODY)).rejects.toBeInstanceOf(SmsDeliveryError);
    expect(waits).toHaveLength(2);
    expect(entries(lines).map((entry) => [entry.level, entry.tries, entry.cause])).toEqual([
      ["warn", 1, "ECONNREFUSED"],
      ["warn", 2, "ECONNREFUSED"],
      ["error", 3, "ECONNREFUSED"],
    ]);
    expectCleanLog(lines, PHONE, CODE, []);
  });

  it("gives up after 3 answers of 503: one text never sent, none sent twice", async () => {
    fake.failNext(3, 503);
    const { sms, lines } = sender();
    await expect(sms.send(PHONE, BODY)).rejects.toBeInstanceOf(SmsDeliveryError);
    expect(fake.requests).toHaveLength(3);
    expect(fake.messages).toEqual([]);
    expect(entries(lines).at(-1)).toMatchObject({ level: "error", status: 503, tries: 3 });
  });

  it("wrong credentials: a 401, not retried, logged without the token", async () => {
    const wrong = "wrong-token-pasted-by-mistake";
    const { sms, lines, waits } = sender({ authToken: wrong });
    await expect(sms.send(PHONE, BODY)).rejects.toBeInstanceOf(SmsDeliveryError);
    expect(fake.requests).toEqual([expect.objectContaining({ authorized: false })]);
    expect(waits).toEqual([]);
    expect(entries(lines)).toEqual([expect.objectContaining({ level: "error", status: 401, code: 20003 })]);
    expectCleanLog(lines, PHONE, CODE, [wrong]);
  });
});

describe(`one-time codes texted through Twilio (${testEngine})`, () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { smsProvider: "twilio", twilio: settings() },
      logger: { level: "info", stream: { write: (line: string) => void lines.push(line) } },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const register = (phone: string) =>
    t.api({ method: "POST", url: "/api/register", payload: { phoneNumber: phone, name: "Twilio" } });
  const e164 = (local: string) => `+20${local.slice(1)}`;
  const codeIn = (body: string) => /\n\n@localhost #(\d{4})$/.exec(body)?.[1];

  it("registering texts exactly one code to the +20 number, ending with the WebOTP line, and it signs in", async () => {
    const phone = newPhone();
    const registered = await register(phone);
    expect(registered.statusCode, registered.body).toBe(200);
    expect(fake.messages).toHaveLength(1);
    const [text] = fake.messages;
    expect(text?.to).toBe(e164(phone));
    const code = codeIn(text?.body ?? "");
    expect(code, text?.body).toMatch(/^\d{4}$/);
    const verified = await t.api({
      method: "POST",
      url: "/api/verify_otp",
      payload: { pin: code, id: registered.json().user_data.id },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    // The demo's outbox is not in the way: the text went to Twilio only.
    const outbox = await t.api({ method: "GET", url: `/api/dev/sms-outbox?phone=${phone}` });
    expect(outbox.statusCode).toBe(404);
  });

  it("a 503 then success: the customer is answered at once and gets one text", async () => {
    fake.failNext(1, 503);
    const registered = await register(newPhone());
    expect(registered.statusCode, registered.body).toBe(200);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]?.form).toEqual(fake.requests[0]?.form);
    expect(fake.messages).toHaveLength(1);
  });

  it("when every attempt fails the customer is told to try again (503), and can register a moment later", async () => {
    const phone = newPhone();
    fake.failNext(3, 500);
    const registered = await register(phone);
    expect(registered.statusCode, registered.body).toBe(503);
    // A 5xx names its request (X-Request-Id) for the customer to quote.
    expect(registered.json()).toEqual({
      status: 503,
      message: authMessages.smsNotSent,
      request_id: registered.headers["x-request-id"],
    });
    expect(fake.requests).toHaveLength(3);
    expect(fake.messages).toEqual([]);
    const code = codeIn(fake.requests[0]?.form.Body ?? "") ?? "missing";

    // No account was left behind: login does not know the number, and registering works.
    const login = await t.api({ method: "POST", url: "/api/login", payload: { phoneNumber: phone } });
    expect(login.statusCode, login.body).toBe(422);
    const again = await register(phone);
    expect(again.statusCode, again.body).toBe(200);
    expect(fake.messages.map((message) => message.to)).toEqual([e164(phone)]);

    const failure = entries(lines).find(
      (entry) => entry.msg === "SMS not sent (Twilio)" && entry.phone === maskPhone(e164(phone)),
    );
    expect(failure).toMatchObject({ status: 500, code: 20500, tries: 3 });
    expectCleanLog(lines, phone, code, []);
  });

  it("wrong credentials: the customer gets the same 503, the log the 401 without the token", async () => {
    const wrong = "wrong-token-in-production";
    const wrongLines: string[] = [];
    const app = await buildApp({
      config: {
        ...loadConfig({ APP_MODE: "demo", LOG_LEVEL: "silent" }),
        smsProvider: "twilio",
        twilio: settings({ authToken: wrong }),
      },
      database: t.database,
      logger: { level: "info", stream: { write: (line: string) => void wrongLines.push(line) } },
    });
    try {
      const phone = newPhone();
      const registered = await app.inject({
        method: "POST",
        url: "/api/register",
        headers: { "x-requested-with": "XMLHttpRequest" },
        payload: { phoneNumber: phone, name: "Wrong" },
      });
      expect(registered.statusCode, registered.body).toBe(503);
      expect(registered.json().message).toBe(authMessages.smsNotSent);
      expect(fake.requests).toEqual([expect.objectContaining({ authorized: false })]);
      expect(entries(wrongLines).find((entry) => entry.msg === "SMS not sent (Twilio)")).toMatchObject({
        level: 50,
        status: 401,
        code: 20003,
        phone: maskPhone(e164(phone)),
      });
      const code = codeIn(fake.requests[0]?.form.Body ?? "") ?? "missing";
      expectCleanLog(wrongLines, phone, code, [wrong]);
    } finally {
      await app.close();
    }
  });
});
