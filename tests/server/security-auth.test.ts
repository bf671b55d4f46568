// Attacks on the phone login, the sessions and the profile's phone number, each reproduced
// against the API: what they used to get, and what they get now. The app runs on a clock the
// tests move (codes, sessions and the day's budgets all read it).
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "#server/http/authenticate.ts";
import { authUnlockCommand } from "#server/modules/auth/auth.cli.ts";
import {
  authMessages,
  MAX_SESSIONS,
  REGISTER_SHARE_PER_ADDRESS,
  WRONG_CODES_PER_IP_PER_DAY,
  WRONG_CODES_PER_PHONE_PER_30_DAYS,
  WRONG_CODES_PER_PHONE_PER_DAY,
} from "#server/modules/auth/auth.service.ts";
import { type Customer, latestCode, newCustomer, newPhone } from "../fixtures/customers.ts";
import { createTestApp, type TestApp } from "../fixtures/test-app.ts";
import { testEngine } from "../fixtures/test-database.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let clock = new Date("2026-03-01T08:00:00Z");
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await t?.close();
});

/** A POST from `ip` (each test its own address, so the per-address budgets stay apart). */
const post = (
  url: string,
  payload: unknown,
  { ip = "127.0.0.1", headers = {} as Record<string, string> } = {},
) => t.api({ method: "POST", url, payload: payload as Record<string, unknown>, headers, remoteAddress: ip });

const e164 = (local: string) => `+20${local.slice(1)}`;
const wrongFor = (pin: string) => (pin === "0000" ? "1111" : "0000");
const UNKNOWN_CHALLENGE = "AAAAAAAAAAAAAAAAAAAAAA";

async function login(phone: string, ip = "127.0.0.1") {
  const response = await post("/api/login", { phoneNumber: phone }, { ip });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.user_data.id as string;
}

async function signIn(phone: string, ip = "127.0.0.1") {
  const challenge = await login(phone, ip);
  const verified = await post("/api/verify_otp", { pin: await latestCode(t, phone), id: challenge }, { ip });
  expect(verified.statusCode, verified.body).toBe(200);
  return { authorization: `Bearer ${verified.json().token as string}` };
}

async function rows<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}
const wrongCodesOf = async (phone: string) =>
  (
    await rows<{ count: number }>(
      sql`select coalesce(sum(count), 0)::int as count from rate_limit_counters where key = ${`otp-wrong:phone:${e164(phone)}`}`,
    )
  )[0]?.count;

const fetchAddresses = (auth: Record<string, string>) => post("/api/fetch_address", {}, { headers: auth });

function expectWrongCode(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json()).toEqual({
    status: 422,
    message: authMessages.wrongCode,
    errors: { pin: [authMessages.wrongCode] },
  });
}

describe(`login reveals nothing before the code (${testEngine})`, () => {
  it("login and register answer an opaque challenge and the phone sent, never the name, email or account id", async () => {
    const customer = await newCustomer(t, "Secret Name");
    const profile = await post(
      "/api/update_user",
      {
        first_name: "Secret",
        last_name: "Surname",
        email: "secret@example.com",
        phone_number: customer.phone,
      },
      { headers: customer.auth },
    );
    expect(profile.statusCode, profile.body).toBe(200);

    const response = await post("/api/login", { phoneNumber: customer.phone });
    expect(response.statusCode).toBe(200);
    const userData = response.json().data.user_data;
    expect(userData).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      phone: e164(customer.phone),
    });
    for (const secret of ["Secret", "Surname", "secret@example.com"])
      expect(response.body).not.toContain(secret);

    const registered = await post("/api/register", { phoneNumber: newPhone(), name: "Another Secret" });
    expect(Object.keys(registered.json().user_data).sort()).toEqual(["id", "phone"]);
    expect(registered.body).not.toContain("Another Secret");
  });

  it("verify_otp no longer takes the sequential account id", async () => {
    const customer = await newCustomer(t);
    const pin = await latestCode(t, customer.phone);
    const byUserId = await post("/api/verify_otp", { pin, id: customer.userId });
    expect(byUserId.statusCode).toBe(422);
    expect(byUserId.json().errors.id).toBeDefined();
    expect(byUserId.body).not.toContain("token");
  });

  it("answers one message for an unknown challenge, an expired, a used and a wrong code", async () => {
    const phone = newPhone();
    await post("/api/register", { phoneNumber: phone, name: "Nour" }, { ip: "10.1.0.1" });
    const used = await login(phone, "10.1.0.1");
    const usedPin = await latestCode(t, phone);
    expect((await post("/api/verify_otp", { pin: usedPin, id: used }, { ip: "10.1.0.1" })).statusCode).toBe(
      200,
    );
    expectWrongCode(await post("/api/verify_otp", { pin: usedPin, id: used }, { ip: "10.1.0.1" }));

    expectWrongCode(
      await post("/api/verify_otp", { pin: "1234", id: UNKNOWN_CHALLENGE }, { ip: "10.1.0.1" }),
    );

    const live = await login(phone, "10.1.0.1");
    const pin = await latestCode(t, phone);
    expectWrongCode(await post("/api/verify_otp", { pin: wrongFor(pin), id: live }, { ip: "10.1.0.1" }));
    advance(5 * 60_000 + 1_000); // past the code's 5 minutes
    expectWrongCode(await post("/api/verify_otp", { pin, id: live }, { ip: "10.1.0.1" }));
  });

  it("resend_otp gives a new code under the challenge the client holds; the old code stops working", async () => {
    const phone = newPhone();
    await post("/api/register", { phoneNumber: phone, name: "Nour" }, { ip: "10.1.0.2" });
    const challenge = await login(phone, "10.1.0.2");
    const first = await latestCode(t, phone);
    const resent = await post("/api/resend_otp", { phone }, { ip: "10.1.0.2" });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({
      status: 200,
      message: "OTP send sucessfully.",
      user_data: { id: challenge, phone: e164(phone) },
    });
    const second = await latestCode(t, phone);
    if (first !== second) {
      expectWrongCode(await post("/api/verify_otp", { pin: first, id: challenge }, { ip: "10.1.0.2" }));
    }
    expect(
      (await post("/api/verify_otp", { pin: second, id: challenge }, { ip: "10.1.0.2" })).statusCode,
    ).toBe(200);
  });
});

describe(`the budget of wrong codes (${testEngine})`, () => {
  it(`a phone takes ${WRONG_CODES_PER_PHONE_PER_DAY} wrong codes a day from any addresses, then is locked until the next day`, async () => {
    clock = new Date(Math.ceil(clock.getTime() / DAY) * DAY + 8 * HOUR); // 08:00 UTC of a new day
    const phone = newPhone();
    await post("/api/register", { phoneNumber: phone, name: "Target" }, { ip: "10.2.0.1" });
    let guesses = 0;
    const guess = async (challenge: string, pin: string) => {
      guesses += 1;
      return post("/api/verify_otp", { pin, id: challenge }, { ip: `10.2.1.${guesses}` });
    };
    // Before: 5 tries per code, and a new code whenever asked: 40 guesses a day. Now the phone's
    // day ends at 10 wrong codes whatever the codes and addresses.
    let challenge = "";
    for (let code = 0; code < 2; code++) {
      advance(61_000);
      const resent = await post("/api/resend_otp", { phone }, { ip: "10.2.0.1" });
      expect(resent.statusCode, resent.body).toBe(200);
      challenge = resent.json().user_data.id;
      const wrong = wrongFor(await latestCode(t, phone));
      for (let attempt = 1; attempt <= 5; attempt++) {
        const answer = await guess(challenge, wrong);
        expect(answer.statusCode).toBe(attempt < 5 ? 422 : 423);
      }
    }
    advance(61_000);
    expect((await post("/api/resend_otp", { phone }, { ip: "10.2.0.1" })).statusCode).toBe(200);
    const right = await latestCode(t, phone);
    const locked = await guess(challenge, right);
    expect(locked.statusCode).toBe(423);
    expect(locked.json().message).toBe(
      "Too many wrong codes. For your security, please try again in 16 hours.",
    );
    expect(Number(locked.headers["retry-after"])).toBe(16 * 3600 - 3 * 61);

    advance(16 * HOUR);
    expect((await post("/api/resend_otp", { phone }, { ip: "10.2.0.1" })).statusCode).toBe(200);
    const verified = await guess(challenge, await latestCode(t, phone));
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it(`an address takes ${WRONG_CODES_PER_IP_PER_DAY} wrong codes a day across phones, even in parallel`, async () => {
    const sprayer = "10.3.0.1";
    const answers = await Promise.all(
      Array.from({ length: WRONG_CODES_PER_IP_PER_DAY + 10 }, () =>
        post("/api/verify_otp", { pin: "1234", id: UNKNOWN_CHALLENGE }, { ip: sprayer }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 422)).toHaveLength(WRONG_CODES_PER_IP_PER_DAY);
    expect(answers.filter((answer) => answer.statusCode === 423)).toHaveLength(10);

    // Even a right code from that address waits for the next day; from another it works.
    const phone = newPhone();
    const registered = await post(
      "/api/register",
      { phoneNumber: phone, name: "Victim" },
      { ip: "10.3.0.2" },
    );
    const challenge = registered.json().user_data.id;
    const pin = await latestCode(t, phone);
    expect((await post("/api/verify_otp", { pin, id: challenge }, { ip: sprayer })).statusCode).toBe(423);
    expect((await post("/api/verify_otp", { pin, id: challenge }, { ip: "10.3.0.2" })).statusCode).toBe(200);
  });

  it(`an IPv6 client takes ${WRONG_CODES_PER_IP_PER_DAY} wrong codes a day however many addresses of its /64 it uses`, async () => {
    const answers = [];
    for (let host = 1; host <= WRONG_CODES_PER_IP_PER_DAY + 5; host++) {
      const ip = `2001:db8:1:2::${host.toString(16)}`;
      answers.push(await post("/api/verify_otp", { pin: "1234", id: UNKNOWN_CHALLENGE }, { ip }));
    }
    expect(answers.filter((answer) => answer.statusCode === 422)).toHaveLength(WRONG_CODES_PER_IP_PER_DAY);
    expect(answers.filter((answer) => answer.statusCode === 423)).toHaveLength(5);
    // Written another way, the same block; the next block is another client.
    const again = { pin: "1234", id: UNKNOWN_CHALLENGE };
    expect((await post("/api/verify_otp", again, { ip: "2001:0db8:0001:0002:ffff::1" })).statusCode).toBe(
      423,
    );
    expect((await post("/api/verify_otp", again, { ip: "2001:db8:1:3::1" })).statusCode).toBe(422);
  });

  it(`a phone takes ${WRONG_CODES_PER_PHONE_PER_30_DAYS} wrong codes in 30 days, however patiently spread over days`, async () => {
    const month = 30 * DAY;
    clock = new Date(Math.ceil(clock.getTime() / month) * month + 8 * HOUR); // a new 30-day window
    const phone = newPhone();
    await post("/api/register", { phoneNumber: phone, name: "Patient target" }, { ip: "10.5.0.1" });
    let guesses = 0;
    const guess = async (pin: string) => {
      guesses += 1;
      const challenge = (await post("/api/resend_otp", { phone }, { ip: "10.5.0.1" })).json().user_data.id;
      return post("/api/verify_otp", { pin, id: challenge }, { ip: `10.5.${guesses >> 8}.${guesses & 255}` });
    };
    // The daily budget each day, day after day: 10 wrong codes a day until the month's run out.
    const days = WRONG_CODES_PER_PHONE_PER_30_DAYS / WRONG_CODES_PER_PHONE_PER_DAY;
    for (let day = 0; day < days; day++) {
      for (let wrong = 0; wrong < WRONG_CODES_PER_PHONE_PER_DAY; wrong++) {
        advance(61_000); // resend_otp: one code a minute
        if (wrong % 5 === 0) advance(HOUR); // and five an hour
        expect((await guess(wrongFor(await latestCode(t, phone)))).statusCode).toBe(422);
      }
      clock = new Date(Math.ceil(clock.getTime() / DAY) * DAY + 8 * HOUR); // the next day, 08:00 UTC
    }
    advance(61_000);
    const locked = await post(
      "/api/verify_otp",
      {
        pin: await latestCode(t, phone).catch(() => "0000"),
        id: (await post("/api/resend_otp", { phone }, { ip: "10.5.0.1" })).json().user_data.id,
      },
      { ip: "10.5.9.9" },
    );
    expect(locked.statusCode, locked.body).toBe(423);
    expect(locked.json().message).toMatch(
      /^Too many wrong codes\. For your security, please try again in 2\d days\.$/,
    );

    // The owner calls support, who lift the lock: the next code works, and nothing else changed.
    const lines: string[] = [];
    const unlock = (...args: string[]) =>
      authUnlockCommand(args, t.database.db, {
        log: (line) => lines.push(line),
        error: (line) => lines.push(line),
      });
    expect(await unlock("--phone", "not a phone")).toBe(2);
    expect(await unlock("--phone", phone)).toBe(0);
    expect(lines.at(-1)).toBe(
      `The wrong codes counted against +20${phone.slice(1)} are forgotten: its next code will work.`,
    );
    advance(61_000);
    const challenge = (await post("/api/resend_otp", { phone }, { ip: "10.5.0.1" })).json().user_data.id;
    const right = await post(
      "/api/verify_otp",
      { pin: await latestCode(t, phone), id: challenge },
      { ip: "10.5.9.9" },
    );
    expect(right.statusCode, right.body).toBe(200);
    expect(await unlock("--phone", phone)).toBe(0);
    expect(lines.at(-1)).toBe(`No wrong codes are counted against +20${phone.slice(1)}: nothing to lift.`);
  });

  it("a right code gives its attempt back: a customer's sign-ins do not use the budget up", async () => {
    const phone = newPhone();
    await post("/api/register", { phoneNumber: phone, name: "Regular" }, { ip: "10.4.0.1" });
    expect(await wrongCodesOf(phone)).toBe(0);
    for (let day = 0; day < 3; day++) {
      advance(HOUR);
      await signIn(phone, "10.4.0.1");
    }
    expect(await wrongCodesOf(phone)).toBe(0);
  });
});

describe(`changing the phone number needs the code sent to it (${testEngine})`, () => {
  let customer: Customer;
  beforeAll(async () => {
    customer = await newCustomer(t, "Owner");
  });

  const update = (phone_number: string, who = customer) =>
    post(
      "/api/update_user",
      { first_name: "Owner", last_name: "Renamed", email: "owner@example.com", phone_number },
      { headers: who.auth },
    );
  const storedPhone = async (userId: number) =>
    (await rows<{ phone: string }>(sql`select phone from users where id = ${userId}`))[0]?.phone;

  it("update_user saves the rest but not the phone, and texts a code to the new number", async () => {
    const newNumber = newPhone();
    const response = await update(newNumber);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.data).toMatchObject({ phone: e164(customer.phone), last_name: "Renamed" });
    expect(body.phone_change).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      phone: e164(newNumber),
    });
    expect(await storedPhone(customer.userId)).toBe(e164(customer.phone));
    expect(await latestCode(t, newNumber)).toMatch(/^\d{4}$/);

    // A stolen session alone cannot confirm it: a wrong code, or the right one from another account.
    const pin = await latestCode(t, newNumber);
    expectWrongCode(
      await post(
        "/api/verify_phone_change",
        { id: body.phone_change.id, pin: wrongFor(pin) },
        { headers: customer.auth },
      ),
    );
    const stranger = await newCustomer(t);
    expectWrongCode(
      await post("/api/verify_phone_change", { id: body.phone_change.id, pin }, { headers: stranger.auth }),
    );
    expect(await storedPhone(customer.userId)).toBe(e164(customer.phone));
  });

  it("the code confirms the change, and every other session of the account is signed out", async () => {
    const otherDevice = await signIn(customer.phone);
    expect((await fetchAddresses(otherDevice)).statusCode).toBe(200);
    const newNumber = newPhone();
    const { phone_change } = (await update(newNumber)).json();
    const confirmed = await post(
      "/api/verify_phone_change",
      { id: phone_change.id, pin: await latestCode(t, newNumber) },
      { headers: customer.auth },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ id: customer.userId, phone: e164(newNumber) });
    expect(await storedPhone(customer.userId)).toBe(e164(newNumber));
    expect((await fetchAddresses(otherDevice)).statusCode).toBe(401);
    expect((await fetchAddresses(customer.auth)).statusCode).toBe(200);
    customer = { ...customer, phone: newNumber };
  });

  it("still refuses a number another account took meanwhile: 'Phone Number already exists!'", async () => {
    const newNumber = newPhone();
    const { phone_change } = (await update(newNumber)).json();
    const pin = await latestCode(t, newNumber);
    expect((await post("/api/register", { phoneNumber: newNumber, name: "Quick" })).statusCode).toBe(200);
    const refused = await post(
      "/api/verify_phone_change",
      { id: phone_change.id, pin },
      { headers: customer.auth },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.phone_number).toEqual(["Phone Number already exists!"]);
    expect(await storedPhone(customer.userId)).toBe(e164(customer.phone));
  });
});

describe(`sessions (${testEngine})`, () => {
  it("logout_other_devices signs out every other session but the caller's", async () => {
    const customer = await newCustomer(t);
    const laptop = await signIn(customer.phone);
    const tablet = await signIn(customer.phone);
    const response = await post("/api/logout_other_devices", {}, { headers: laptop });
    expect(response.json()).toEqual({ status: 200, message: "You are signed out on every other device." });
    expect((await fetchAddresses(laptop)).statusCode).toBe(200);
    expect((await fetchAddresses(tablet)).statusCode).toBe(401);
    expect((await fetchAddresses(customer.auth)).statusCode).toBe(401);
  });

  it(`a new login beyond ${MAX_SESSIONS} live sessions revokes the oldest`, async () => {
    const customer = await newCustomer(t); // session 1
    const sessions = [customer.auth];
    for (let i = 1; i <= MAX_SESSIONS; i++) {
      advance(HOUR); // past the per-phone hourly limits on logins and texts
      sessions.push(await signIn(customer.phone, "10.5.0.1"));
    }
    const statuses = await Promise.all(sessions.map(async (auth) => (await fetchAddresses(auth)).statusCode));
    expect(statuses).toEqual([401, ...Array(MAX_SESSIONS).fill(200)]);
  });

  it("a session ends after 30 days unused, and 90 days after the login however much it is used", async () => {
    const customer = await newCustomer(t);
    const idle = await signIn(customer.phone, "10.6.0.1");
    const lastUsed = async () => {
      const [row] = await rows<{ at: string | Date }>(
        sql`select last_used_at as at from auth_tokens where token_hash = ${hashToken(customer.token)}`,
      );
      return new Date(row?.at ?? 0).getTime();
    };
    const loginTime = clock.getTime();
    advance(60_000);
    expect((await fetchAddresses(customer.auth)).statusCode).toBe(200);
    expect(await lastUsed()).toBe(loginTime); // within the hour: not written again
    for (let day = 29; day <= 87; day += 29) {
      clock = new Date(loginTime + day * DAY);
      expect((await fetchAddresses(customer.auth)).statusCode).toBe(200);
    }
    expect(await lastUsed()).toBe(loginTime + 87 * DAY);
    expect((await fetchAddresses(idle)).statusCode).toBe(401); // unused since the login
    clock = new Date(loginTime + 90 * DAY + 60_000);
    expect((await fetchAddresses(customer.auth)).statusCode).toBe(401);
  });
});

describe(`registration texts have a budget over every address (${testEngine})`, () => {
  /** Registers a new number on `app` from the address `ip`. */
  const registerOn = (app: TestApp) => (ip: string) =>
    app.api({
      method: "POST",
      url: "/api/register",
      payload: { phoneNumber: newPhone(), name: "Pump" },
      remoteAddress: ip,
    });

  it("the hour's registrations beyond it answer 429 with Retry-After, from any address", async () => {
    const small = await createTestApp({ config: { registerSmsPerHour: 3 } });
    try {
      const register = registerOn(small);
      for (let i = 1; i <= 3; i++) expect((await register(`10.7.0.${i}`)).statusCode).toBe(200);
      const refused = await register("10.7.0.99");
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(refused.json().message).toMatch(
        /^We are receiving too many sign-ups right now\. Please try again in \d+ minutes?\.$/,
      );
      const outbox = (await small.database.db.execute(
        sql`select count(*)::int as n from sms_outbox`,
      )) as unknown as {
        rows: { n: number }[];
      };
      expect(outbox.rows[0]?.n).toBe(3);
    } finally {
      await small.close();
    }
  });

  it(`one address takes ${REGISTER_SHARE_PER_ADDRESS * 100}% of that budget, leaving the rest to everyone else`, async () => {
    const small = await createTestApp({ config: { registerSmsPerHour: 30 } });
    try {
      const register = registerOn(small);
      const share = 30 * REGISTER_SHARE_PER_ADDRESS;
      for (let i = 1; i <= share; i++) expect((await register("10.8.0.1")).statusCode).toBe(200);
      expect((await register("10.8.0.1")).statusCode).toBe(429);
      expect((await register("10.8.0.2")).statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });
});
