// Findings of an outside security test, each replayed here and now refused: orders, address
// searches and sign-ups without limits; codes, signatures and phone numbers in the log; card
// numbers hidden in save_card's other fields; sign-ups that could be overwritten and told who
// was listed; request bodies trickled in for minutes; the demo's SMS outbox open to anyone.
import { connect } from "node:net";
import { sql } from "drizzle-orm";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { type Config, DEFAULT_LIMITS, loadConfig } from "#server/config/config.ts";
import { maskPhone } from "#server/http/logging.ts";
import { DEMO_MODE_COOKIE } from "#shared/config/demo-mode.ts";
import { type Customer, latestCode, newCustomer, newPhone } from "../fixtures/customers.ts";
import { itemNamed, menuOf, orderBody, payWithCard, TEST_CARDS } from "../fixtures/orders.ts";
import { createTestApp, type TestApp } from "../fixtures/test-app.ts";
import { testEngine } from "../fixtures/test-database.ts";

// A Tuesday, 10:00 UTC (noon in Cairo: every outlet is open), at the start of an hour's window.
let clock = new Date("2026-01-13T10:00:00Z");
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, menuCacheMs: 0, config: { limits: DEFAULT_LIMITS } });
});
afterAll(async () => {
  await t?.close();
});

/** Another server on the same database, with some settings changed. */
async function serverWith(config: Partial<Config>): Promise<TestApp> {
  const app = await buildApp({
    config: { ...loadConfig({ APP_MODE: "demo", LOG_LEVEL: "silent" }), ...config },
    database: t.database,
    logger: false,
    now: () => clock,
  });
  await app.ready();
  return {
    app,
    database: t.database,
    now: () => clock,
    api: (options) =>
      app.inject({ ...options, headers: { "x-requested-with": "XMLHttpRequest", ...options.headers } }),
    close: () => app.close(),
  };
}

type Row = Record<string, unknown>;
async function query(text: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await t.database.db.execute(text)) as unknown as { rows: Row[] }).rows;
}

function expect429(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ status: 429, message: expect.any(String) });
  const retryAfter = Number(response.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  return retryAfter;
}

const e164 = (local: string) => `+20${local.slice(1)}`;

describe(`orders per account: ${DEFAULT_LIMITS.ordersPerMinute} a minute, ${DEFAULT_LIMITS.ordersPerHour} an hour (${testEngine})`, () => {
  let flatWhite: number;
  beforeAll(async () => {
    flatWhite = itemNamed(await menuOf(t, 4), "Flat White").menuItemId;
  });
  const place = (who: Customer, key?: string) =>
    t.api({
      method: "POST",
      url: "/api/place_order",
      headers: { ...who.auth, ...(key && { "idempotency-key": key }) },
      payload: orderBody([{ itemId: flatWhite, quantity: 1 }]),
    });
  const ordersOf = async (who: Customer) =>
    Number((await query(sql`select count(*)::int as n from orders where user_id = ${who.userId}`))[0]?.n);

  it("refuses the sixth order in a minute (re_order too) with 429 and Retry-After, but replays an answered one", async () => {
    const customer = await newCustomer(t);
    const first = await place(customer, "first-order-key");
    expect(first.statusCode, first.body).toBe(200);
    for (let i = 1; i < DEFAULT_LIMITS.ordersPerMinute; i++) {
      expect((await place(customer, `order-key-${i}`)).statusCode).toBe(200);
    }

    expect(expect429(await place(customer, "one-too-many"))).toBe(60);
    expect(await place(customer)).toHaveProperty("statusCode", 429);
    const reOrder = await t.api({
      method: "POST",
      url: "/api/re_order",
      headers: customer.auth,
      payload: { order_id: first.json().id },
    });
    expect429(reOrder);
    expect(await ordersOf(customer)).toBe(DEFAULT_LIMITS.ordersPerMinute);

    // A retry of an order already answered makes nothing new: it gets its answer, limit or not.
    const replay = await place(customer, "first-order-key");
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await ordersOf(customer)).toBe(DEFAULT_LIMITS.ordersPerMinute);

    // Another customer is not held up, and the next minute takes orders again.
    expect((await place(await newCustomer(t))).statusCode).toBe(200);
    advance(60);
    expect((await place(customer, "one-too-many")).statusCode).toBe(200);
  });

  it("refuses the 31st order in an hour until the hour is over", async () => {
    clock = new Date("2026-01-13T11:00:00Z");
    const customer = await newCustomer(t);
    const perHour = DEFAULT_LIMITS.ordersPerHour;
    let placed = 0;
    while (placed < perHour) {
      for (let i = 0; i < DEFAULT_LIMITS.ordersPerMinute && placed < perHour; i++, placed++) {
        const response = await place(customer);
        expect(response.statusCode, `order ${placed + 1}: ${response.body}`).toBe(200);
      }
      advance(60);
    }
    const minutesUsed = Math.ceil(perHour / DEFAULT_LIMITS.ordersPerMinute);
    expect(expect429(await place(customer))).toBe(3600 - minutesUsed * 60);
    expect(await ordersOf(customer)).toBe(perHour);
    clock = new Date("2026-01-13T12:00:00Z");
    expect((await place(customer)).statusCode).toBe(200);
  });
});

describe(`address searches per client address: ${DEFAULT_LIMITS.geocodesPerMinute} a minute, ${DEFAULT_LIMITS.geocodesPerHour} an hour (${testEngine})`, () => {
  const search = (ip: string, url = "/api/geocode?q=Maadi") =>
    t.api({ method: "GET", url, remoteAddress: ip } as InjectOptions);

  it("refuses searches and reverse look-ups beyond the minute's share, per address", async () => {
    clock = new Date("2026-01-13T13:00:00Z");
    const ip = "198.51.100.10";
    for (let i = 0; i < DEFAULT_LIMITS.geocodesPerMinute; i++) {
      const url = i % 2 ? "/api/geocode?q=Maadi" : "/api/geocode/reverse?lat=29.963&lng=31.2597";
      const response = await search(ip, url);
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(expect429(await search(ip))).toBe(60);
    expect429(await search(ip, "/api/geocode/reverse?lat=29.963&lng=31.2597"));
    expect((await search("198.51.100.11")).statusCode).toBe(200);
    advance(60);
    expect((await search(ip)).statusCode).toBe(200);
  });

  it("refuses searches beyond the hour's share", async () => {
    clock = new Date("2026-01-13T14:00:00Z");
    const ip = "198.51.100.12";
    const { geocodesPerHour, geocodesPerMinute } = DEFAULT_LIMITS;
    for (let done = 0; done < geocodesPerHour; advance(60)) {
      for (let i = 0; i < geocodesPerMinute && done < geocodesPerHour; i++, done++) {
        expect((await search(ip)).statusCode).toBe(200);
      }
    }
    expect(expect429(await search(ip))).toBeGreaterThan(60);
  });
});

describe(`save_interested_users (${testEngine})`, () => {
  const signUp = (payload: Record<string, string>, ip = "203.0.113.20") =>
    t.api({ method: "POST", url: "/api/save_interested_users", payload, remoteAddress: ip } as InjectOptions);
  const person = (email = `fan.${newPhone()}@example.com`) => ({
    firstName: "Nour",
    lastName: "Adel",
    email,
    phone: newPhone(),
  });

  it(`takes ${DEFAULT_LIMITS.signupsPerHour} sign-ups an hour from one address, then 429 with Retry-After`, async () => {
    clock = new Date("2026-01-13T15:00:00Z");
    const ip = "203.0.113.21";
    for (let i = 0; i < DEFAULT_LIMITS.signupsPerHour; i++) {
      expect((await signUp(person(), ip)).statusCode).toBe(200);
    }
    const refused = person();
    expect(expect429(await signUp(refused, ip))).toBe(3600);
    expect(await query(sql`select 1 from interested_users where email = ${refused.email}`)).toEqual([]);
    expect((await signUp(person(), "203.0.113.22")).statusCode).toBe(200);
    advance(3600);
    expect((await signUp(person(), ip)).statusCode).toBe(200);
  });

  it("never overwrites a sign-up, and answers the same whether or not the email was listed", async () => {
    const victim = person();
    const first = await signUp(victim);
    expect(first.statusCode).toBe(200);

    const attacker = { ...person(victim.email.toUpperCase()), firstName: "Mallory" };
    const again = await signUp(attacker, "192.0.2.66");
    const stranger = await signUp(person(), "192.0.2.67");
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.body).toBe(stranger.body);
    expect(first.json()).toEqual({ status: 200, message: "Thank you! You will be the first to know." });

    const rows = await query(
      sql`select first_name, phone from interested_users where email = ${victim.email.toLowerCase()}`,
    );
    expect(rows).toEqual([{ first_name: "Nour", phone: e164(victim.phone) }]);
  });
});

describe(`save_card refuses card numbers hidden in any field (${testEngine})`, () => {
  let customer: Customer;
  beforeAll(async () => {
    customer = await newCustomer(t);
  });
  const valid = {
    name: "Mona Hassan",
    token: "tok_sbx_0123456789abcdef",
    last4: "4242",
    brand: "Visa",
    expiry: "12/29",
  };

  it.each([
    ["name", "Mona 4242424242424242 cvv 123"],
    ["token", "tok_4242424242424242"],
    ["name", "4242.4242.4242.4242"],
    ["name", "4242_4242_4242_4242"],
    ["name", "4242/4242/4242/4242"],
    ["token", "5555-5555-5555-4444"],
    ["brand", "Visa 4242 4242 4242 4242"],
    ["note", "card 378282246310005"],
  ])("%s = %j: 422 naming the field, nothing stored", async (field, value) => {
    const before = await query(sql`select count(*)::int as n from saved_cards`);
    const response = await t.api({
      method: "POST",
      url: "/api/save_card",
      headers: customer.auth,
      payload: { ...valid, [field]: value },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
    expect(await query(sql`select count(*)::int as n from saved_cards`)).toEqual(before);
  });

  it("saves a card whose fields hold ordinary values (a token, last 4, an expiry)", async () => {
    const response = await t.api({
      method: "POST",
      url: "/api/save_card",
      headers: customer.auth,
      payload: valid,
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe(`the server log holds no code, token, signature or whole phone number (${testEngine})`, () => {
  const lines: string[] = [];
  let production: FastifyInstance;
  const call = (options: InjectOptions) =>
    production.inject({ ...options, headers: { "x-requested-with": "XMLHttpRequest", ...options.headers } });

  beforeAll(async () => {
    // A production-mode server on the same database, logging everything; the demo app beside it
    // reads the texts it "sends" from the shared outbox.
    production = await buildApp({
      config: { ...loadConfig({ APP_MODE: "demo" }), mode: "production" },
      database: t.database,
      logger: { level: "trace", stream: { write: (line: string) => void lines.push(line) } },
      now: () => clock,
      checkResponses: true,
    });
    await production.ready();
  });
  afterAll(async () => {
    await production?.close();
  });

  it("through registration, login, an order and its signed payment result", async () => {
    clock = new Date("2026-01-13T16:00:00Z");
    const phone = newPhone();
    const registered = await call({
      method: "POST",
      url: "/api/register",
      payload: { phoneNumber: phone, name: "Log" },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const codes = [await latestCode(t, phone)];
    const verified = await call({
      method: "POST",
      url: "/api/verify_otp",
      payload: { pin: codes[0], id: registered.json().user_data.id },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const token = verified.json().token as string;
    const login = await call({ method: "POST", url: "/api/login", payload: { phoneNumber: phone } });
    expect(login.statusCode, login.body).toBe(200);
    codes.push(await latestCode(t, phone));
    const national = phone.slice(1); // 10 digits: in 010…, +2010… and 2010… alike
    const texts = (await query(sql`select body from sms_outbox where phone like ${`%${national}`}`)).map(
      (row) => String(row.body),
    );
    expect(texts.length).toBeGreaterThanOrEqual(2);

    const flatWhite = itemNamed(await menuOf(t, 4), "Flat White").menuItemId;
    const placed = await call({
      method: "POST",
      url: "/api/place_order",
      headers: { authorization: `Bearer ${token}` },
      payload: orderBody([{ itemId: flatWhite, quantity: 1 }]),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const { landing, callbackUrl } = await payWithCard(
      { app: production } as TestApp,
      placed.json().url,
      TEST_CARDS.approve,
    );
    expect(landing).toBe(`/payment-success?order_id=${placed.json().id}`);
    const signature = new URL(callbackUrl, "http://x").searchParams.get("signature") ?? "";
    expect(signature).toMatch(/^[0-9a-f]{128}$/);
    // A tampered result is refused and logged: still without its query.
    await production.inject({ method: "GET", url: callbackUrl.replace(signature, "0".repeat(128)) });
    // A client error logged with its URL (malformed JSON) keeps the query out as well.
    await call({
      method: "POST",
      url: `/api/login?phone=${phone}`,
      headers: { "content-type": "application/json" },
      payload: "{",
    });

    // The capture works: the requests are there, the texts under the masked phone.
    const log = lines.join("\n");
    expect(log).toContain("/payments/callback");
    expect(log).toContain("/api/verify_otp");
    expect(log).toContain(maskPhone(e164(phone)));
    expect(log).toContain("SMS (outbox, not sent to a network)");

    expect(log).not.toContain(national);
    expect(log).not.toContain(signature);
    expect(log).not.toContain(token);
    expect(log).not.toContain("verification code");
    for (const text of texts) expect(log).not.toContain(text);
    for (const line of lines) {
      const entry = JSON.parse(line) as { url?: string; req?: { url?: string } };
      const values = stringsIn(entry);
      for (const code of codes) {
        expect(values, line).not.toContain(code);
        expect(line).not.toContain(`#${code}`); // the text's WebOTP ending
      }
      for (const url of [entry.url, entry.req?.url]) expect(url ?? "", line).not.toContain("?");
    }
  });
});

describe(`slow request bodies (${testEngine})`, () => {
  it("closes a connection whose body trickles in, within the request timeout", async () => {
    const slow = await serverWith({ requestTimeoutMs: 1000 });
    try {
      await slow.app.listen({ host: "127.0.0.1", port: 0 });
      const { port } = slow.app.server.address() as { port: number };

      // An ordinary request on the same server is answered.
      const normal = await fetch(`http://127.0.0.1:${port}/api/fetch_outlet`, {
        headers: { "x-requested-with": "XMLHttpRequest" },
      });
      expect(normal.status).toBe(200);

      const socket = connect(port, "127.0.0.1");
      let answer = "";
      socket.on("data", (chunk) => {
        answer += chunk.toString();
      });
      socket.write(
        "POST /api/save_interested_users HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
          "X-Requested-With: XMLHttpRequest\r\nContent-Length: 1000\r\n\r\n",
      );
      const trickle = setInterval(() => socket.writable && socket.write("x"), 100);
      // Without a timeout the trickle keeps the connection for as long as it lasts; with one, the
      // server ends it (a generous bound, so a busy machine cannot make this fail).
      const endedBy = await new Promise<"server" | "nobody">((ended) => {
        socket.on("close", () => ended("server"));
        socket.on("error", () => ended("server"));
        setTimeout(() => ended("nobody"), 15_000);
      });
      clearInterval(trickle);
      socket.destroy();

      expect(endedBy).toBe("server");
      if (answer) expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await slow.close();
    }
  }, 30_000);

  it("defaults to 30 seconds", () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(30_000);
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: "5" }).requestTimeoutMs).toBe(5_000);
  });
});

describe(`demo mode (${testEngine})`, () => {
  const outbox = (phone: string, options: Partial<InjectOptions> = {}, app = t) =>
    app.api({ method: "GET", url: `/api/dev/sms-outbox?phone=${phone}`, ...options } as InjectOptions);
  let phone: string;
  let production: TestApp;
  let notFoundBody: string;
  beforeAll(async () => {
    phone = (await newCustomer(t)).phone;
    production = await serverWith({ mode: "production" });
    notFoundBody = (await outbox(phone, {}, production)).body;
  });
  afterAll(async () => {
    await production?.close();
  });

  it("answers the SMS outbox to this machine (IPv4, IPv6, IPv4-mapped loopback)", async () => {
    for (const remoteAddress of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const response = await outbox(phone, { remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(200);
      expect(response.json().data.code).toMatch(/^\d{4}$/);
    }
  });

  it("answers anyone else as if the route did not exist, as production does", async () => {
    expect(JSON.parse(notFoundBody)).toEqual({ status: 404, message: "No route GET /api/dev/sms-outbox." });
    for (const options of [
      { remoteAddress: "203.0.113.7" },
      { remoteAddress: "10.0.0.5" },
      // Through a proxy on this machine: the peer is loopback, the visitor is not.
      { headers: { "x-forwarded-for": "203.0.113.7" } },
      { headers: { "x-forwarded-for": "127.0.0.1" } },
      { headers: { forwarded: "for=127.0.0.1" } },
      { headers: { "x-real-ip": "127.0.0.1" } },
    ]) {
      const response = await outbox(phone, options);
      expect(response.statusCode, JSON.stringify(options)).toBe(404);
      expect(response.body).toBe(notFoundBody);
    }
  });

  it("cannot be fooled by X-Forwarded-For when TRUST_PROXY trusts every proxy", async () => {
    const trusting = await serverWith({ trustProxy: true });
    try {
      const customer = await newCustomer(trusting);
      const response = await outbox(
        customer.phone,
        { remoteAddress: "203.0.113.7", headers: { "x-forwarded-for": "127.0.0.1" } },
        trusting,
      );
      expect(response.statusCode).toBe(404);
    } finally {
      await trusting.close();
    }
  });

  it("answers anyone when DEMO_SMS_OUTBOX=open", async () => {
    expect(loadConfig({}).demoSmsOutbox).toBe("loopback");
    const config: Partial<Config> = { demoSmsOutbox: loadConfig({ DEMO_SMS_OUTBOX: "open" }).demoSmsOutbox };
    const open = await serverWith(config);
    try {
      const customer = await newCustomer(open);
      expect((await outbox(customer.phone, { remoteAddress: "203.0.113.7" }, open)).statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });

  it("marks every answer of a demo server with the cookie the Demo marker reads; production never", async () => {
    const demoAnswer = await t.api({ method: "GET", url: "/api/fetch_outlet" });
    expect(demoAnswer.headers["set-cookie"]).toMatch(
      new RegExp(`^${DEMO_MODE_COOKIE}=1; Path=/; Max-Age=\\d+`),
    );
    const notFound = await t.app.inject({ method: "GET", url: "/no-such-file.txt" });
    expect(notFound.headers["set-cookie"]).toMatch(new RegExp(`^${DEMO_MODE_COOKIE}=1;`));

    expect(
      (await production.api({ method: "GET", url: "/api/fetch_outlet" })).headers["set-cookie"],
    ).toBeUndefined();
    // A browser that visited a demo on this address loses the marker at its next request.
    const cleared = await production.api({
      method: "GET",
      url: "/api/fetch_outlet",
      headers: { cookie: `${DEMO_MODE_COOKIE}=1` },
    });
    expect(cleared.headers["set-cookie"]).toMatch(new RegExp(`^${DEMO_MODE_COOKIE}=; Path=/; Max-Age=0`));
  });
});

/** Every text value within a parsed log line. */
function stringsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === "string") into.push(value);
  else if (value && typeof value === "object")
    for (const entry of Object.values(value)) stringsIn(entry, into);
  return into;
}
