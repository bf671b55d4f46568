// The Simphony STS Gen2 adapter against a local fake of its documented endpoints: the sign-in and
// its cached id_token, the check it opens (revenue center, menu item numbers, condiments, tender),
// once only even when handed an order twice or after a lost answer, what it retries and what not,
// the receipt built from the POS's check, totals that differ from the payment, check status, the
// settings it needs, the menu sync, and one order through the real outbox.

import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import type { PosOrder } from "#server/adapters/pos/pos.port.ts";
import { posReceipt } from "#server/adapters/pos/receipt.ts";
import { fetchSimphonyMenu, menuChanges, simphonyMenuSync } from "#server/adapters/pos/simphony-menu-sync.ts";
import {
  checkNameOf,
  type SimphonyOptions,
  simphonyClient,
  simphonyPos,
} from "#server/adapters/pos/simphony-pos.ts";
import {
  type SimphonyConfig,
  simphonyConfig,
  simphonyEnv,
  simphonyProductionProblems,
} from "#server/config/simphony.ts";
import { orders, posOutbox } from "#server/db/schema.ts";
import { toPosOrder } from "#server/modules/orders/receipt.ts";
import { createPosOutbox } from "#server/modules/pos/pos-outbox.ts";
import { ORDER_TYPE } from "#shared/contract/order-type.ts";
import { toEgp } from "#shared/money/money.ts";
import { orderTotals } from "#shared/rules/order-totals.ts";
import { type SimphonyFake, startSimphonyFake } from "../fakes/simphony-fake.ts";
import { newCustomer } from "../fixtures/customers.ts";
import { orderBody } from "../fixtures/orders.ts";
import { createTestApp, type TestApp } from "../fixtures/test-app.ts";
import { testEngine } from "../fixtures/test-database.ts";

const CLIENT_ID = "MDAwMDAwMDAtMDAwMC0wMDAwLTAwMDAtMDAwMDAwMDAwMDAw";
const USERNAME = "storefront-sts";
const PASSWORD = "simphony-password-that-must-never-be-logged";
const ORG = "speccoffee";
const MAADI = { locRef: "maadi9", rvcRef: 1 };
const ZAMALEK = { locRef: "zamalek", rvcRef: 2 };
const TENDER_ID = 31;
const EMPLOYEE_REF = 9001;

// Our ids (items 21001/21002, condiments 3001/3002) and the POS's numbers for them.
const MENU_MAP = {
  items: new Map([
    [21001, 101],
    [21002, 102],
  ]),
  condiments: new Map([
    [3001, 501],
    [3002, 502],
  ]),
  deliveryFee: 901,
};

let fake: SimphonyFake;
beforeAll(async () => {
  fake = await startSimphonyFake({
    clientId: CLIENT_ID,
    username: USERNAME,
    password: PASSWORD,
    orgShortName: ORG,
    places: [MAADI, ZAMALEK],
    menuItems: {
      101: { name: "Flat White", price: 65 },
      102: { name: "Croissant", price: 45 },
      901: { name: "Delivery", price: null, taxable: false },
    },
    condiments: {
      501: { name: "Oat milk", price: 10 },
      502: { name: "Extra shot", price: 15 },
    },
  });
});
afterAll(async () => {
  await fake?.close();
});
beforeEach(() => fake.reset());

const settings = (overrides: Partial<SimphonyConfig> = {}): SimphonyConfig => ({
  apiUrl: fake.url,
  authUrl: fake.url,
  clientId: CLIENT_ID,
  username: USERNAME,
  password: PASSWORD,
  orgShortName: ORG,
  outlets: new Map([
    [4, MAADI],
    [5, ZAMALEK],
  ]),
  menuMap: MENU_MAP,
  tenderId: TENDER_ID,
  employeeRef: EMPLOYEE_REF,
  orderTypes: { pickup: 12, delivery: 13 },
  menuSync: false,
  ...overrides,
});

type Extra = Partial<Pick<SimphonyOptions, "timeoutMs" | "now" | "attempts">>;

/** The adapter with its log captured as JSON lines and its waits recorded instead of slept. */
function adapter(overrides: Partial<SimphonyConfig> = {}, extra: Extra = {}) {
  const lines: string[] = [];
  const write = (level: string) => (object: object, msg: string) =>
    void lines.push(JSON.stringify({ level, ...object, msg }));
  const waits: number[] = [];
  const options: SimphonyOptions = {
    ...settings(overrides),
    log: { info: write("info"), warn: write("warn"), error: write("error") },
    sleep: async (ms) => void waits.push(ms),
    ...extra,
  };
  return { pos: simphonyPos(options), options, lines, waits };
}

const entries = (lines: string[]) => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

type Line = PosOrder["lines"][number];
const FLAT_WHITES: Line = {
  itemId: 21001,
  name: "Flat White",
  quantity: 2,
  unitPrice: 6500,
  condiments: [{ id: 3001, name: "Oat milk", price: 1000 }],
};
const CROISSANT: Line = { itemId: 21002, name: "Croissant", quantity: 1, unitPrice: 4500, condiments: [] };

/** An order as the outbox hands it over, its totals computed as the storefront computes them. */
function posOrder(overrides: Partial<PosOrder> = {}, lines: Line[] = [FLAT_WHITES, CROISSANT]): PosOrder {
  const delivery = overrides.orderType === ORDER_TYPE.delivery;
  const totals = orderTotals(
    lines.map((line) => ({
      unitPrice: line.unitPrice,
      condimentPrices: line.condiments.map((condiment) => condiment.price),
      quantity: line.quantity,
    })),
    { delivery },
  );
  return {
    id: randomUUID(),
    outletId: 4,
    outletName: "Maadi Road 9",
    orderType: ORDER_TYPE.pickup,
    pickupAt: null,
    lines,
    subtotal: totals.subtotal,
    vat: totals.vat,
    deliveryFee: totals.delivery,
    total: totals.total,
    ...overrides,
  };
}

/** No line holds the password, an id_token, a bearer header or a PKCE verifier. */
function expectCleanLog(lines: string[], extraSecrets: string[] = []) {
  const log = lines.join("\n");
  const verifiers = fake
    .requestsFor("token")
    .map((request) => (request.body as Record<string, string>).code_verifier);
  for (const secret of [PASSWORD, ...fake.issuedTokens, ...verifiers, ...extraSecrets]) {
    if (secret) expect(log).not.toContain(secret);
  }
  expect(log).not.toContain("Bearer");
}

const createdBodies = () =>
  fake
    .requestsFor("createCheck")
    .map((request) => request.body as { header: Record<string, unknown> } & object);

describe(`the Simphony STS Gen2 POS adapter (${testEngine})`, () => {
  it("signs in as documented once (authorize, signin in its session, token with the PKCE verifier) and reuses the id_token", async () => {
    const { pos, lines } = adapter();
    await pos.submit(posOrder());
    await pos.submit(posOrder());

    const [authorize] = fake.requestsFor("authorize");
    const [signin, ...moreSignins] = fake.requestsFor("signin");
    const [token, ...moreTokens] = fake.requestsFor("token");
    expect(moreSignins).toEqual([]);
    expect(moreTokens).toEqual([]);
    const query = new URL(authorize?.url ?? "", fake.url).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      scope: "openid",
      response_type: "code",
      client_id: CLIENT_ID,
      redirect_uri: "apiaccount://callback",
      code_challenge_method: "S256",
    });
    expect(signin?.headers.cookie).toMatch(/OIDC_SESSION=/);
    expect(signin?.body).toEqual({ username: USERNAME, password: PASSWORD, orgname: ORG });
    expect(token?.body).toMatchObject({
      grant_type: "authorization_code",
      client_id: CLIENT_ID,
      redirect_uri: "apiaccount://callback",
    });

    const api = fake.requests.filter((request) => request.url.startsWith("/api/"));
    expect(api.length).toBeGreaterThanOrEqual(4);
    for (const request of api) {
      expect(request.authorized).toBe(true);
      expect(request.headers.authorization).toBe(`Bearer ${fake.issuedTokens[0]}`);
    }
    expect(entries(lines).filter((entry) => entry.msg === "Signed in to Simphony")).toHaveLength(1);
    expectCleanLog(lines);
  });

  it("opens one check in the outlet's revenue center: mapped menu items, condiments, employee, order type, the card tender", async () => {
    const { pos, lines } = adapter();
    const order = posOrder();
    const accepted = await pos.submit(order);

    expect(fake.checks).toHaveLength(1);
    const [request] = fake.requestsFor("createCheck");
    expect(request?.headers).toMatchObject({
      "simphony-orgshortname": ORG,
      "simphony-locref": "maadi9",
      "simphony-rvcref": "1",
      "simphony-features": "detect-duplicate-request",
    });
    expect(request?.body).toEqual({
      header: {
        orgShortName: ORG,
        locRef: "maadi9",
        rvcRef: 1,
        checkName: checkNameOf(order.id),
        idempotencyId: order.id.replaceAll("-", ""),
        checkEmployeeRef: EMPLOYEE_REF,
        orderTypeRef: 12,
      },
      menuItems: [
        { menuItemId: 101, quantity: 2, condiments: [{ condimentId: 501, quantity: 1 }] },
        { menuItemId: 102, quantity: 1, condiments: [] },
      ],
      tenders: [{ tenderId: TENDER_ID, total: 222.3 }],
    });
    expect(checkNameOf(order.id)).toHaveLength(20);

    const check = fake.checks[0];
    expect(check?.header.status).toBe("closed"); // paid in full by the tender
    expect(accepted.reference).toBe(
      `Check ${check?.header.checkNumber} (maadi9/1/${check?.header.checkRef})`,
    );
    // The POS priced it as we did: its receipt is ours, with the check number.
    const ours = posReceipt(order, `Check ${check?.header.checkNumber}`);
    expect(accepted.oracleResponse).toEqual(ours);
    expect(entries(lines).at(-1)).toMatchObject({
      level: "info",
      orderId: order.id,
      checkRef: check?.header.checkRef,
      existing: false,
      msg: "POS check opened (Simphony)",
    });
  });

  it("routes each outlet to its own revenue center", async () => {
    const { pos } = adapter();
    const accepted = await pos.submit(posOrder({ outletId: 5, outletName: "Zamalek" }));
    expect(fake.checks[0]?.header).toMatchObject({ locRef: "zamalek", rvcRef: 2 });
    expect(accepted.reference).toMatch(/\(zamalek\/2\/[0-9a-f]+\)$/);
  });

  it("a delivery order: the fee on the open-priced delivery item, the delivery order type, the same totals", async () => {
    const { pos } = adapter();
    const order = posOrder({ orderType: ORDER_TYPE.delivery });
    const accepted = await pos.submit(order);
    const body = createdBodies()[0] as { header: { orderTypeRef?: number }; menuItems: unknown[] };
    expect(body.header.orderTypeRef).toBe(13);
    expect(body.menuItems.at(-1)).toEqual({ menuItemId: 901, quantity: 1, unitPrice: 25, condiments: [] });
    expect(accepted.oracleResponse).toEqual(posReceipt(order, `Check ${fake.checks[0]?.header.checkNumber}`));
    expect(accepted.oracleResponse.header.informationLines).toContain("Delivery fee 25.00");
  });

  it("handed the same order twice, it opens one check and answers the same reference", async () => {
    const { pos, lines } = adapter();
    const order = posOrder();
    const first = await pos.submit(order);
    fake.forgetDuplicates(); // past the POS's 300 s of duplicate detection: only the lookup is left
    const second = await pos.submit(order);

    expect(fake.checks).toHaveLength(1);
    expect(fake.requestsFor("createCheck")).toHaveLength(1);
    expect(second).toEqual(first);
    expect(entries(lines).at(-1)).toMatchObject({ existing: true, msg: "POS check found (Simphony)" });
  });

  it("a lost answer (the check is opened, the answer never arrives): the retry finds it and opens no second", async () => {
    fake.failNext(1, "drop", "createCheck");
    const { pos, lines, waits } = adapter();
    const order = posOrder();
    const accepted = await pos.submit(order);

    expect(fake.checks).toHaveLength(1);
    expect(fake.requestsFor("createCheck")).toHaveLength(1);
    expect(fake.requestsFor("listChecks")).toHaveLength(2);
    expect(waits).toHaveLength(1);
    expect(accepted.reference).toContain(fake.checks[0]?.header.checkRef);
    expect(entries(lines)[1]).toMatchObject({
      level: "warn",
      orderId: order.id,
      tries: 1,
      reason: "TypeError",
    });
  });

  it("a second POST with the same idempotencyId within the POS's window is answered the first check", async () => {
    const { pos } = adapter();
    const order = posOrder();
    await pos.submit(order);
    // Another instance that missed the listing posts the same check again.
    const body = createdBodies()[0];
    const again = await fetch(`${fake.url}/api/v1/checks`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${fake.issuedTokens[0]}`,
        "content-type": "application/json",
        "Simphony-OrgShortName": ORG,
        "Simphony-LocRef": "maadi9",
        "Simphony-RvcRef": "1",
        "Simphony-Features": "detect-duplicate-request",
      },
      body: JSON.stringify(body),
    });
    expect((await again.json()).header).toMatchObject({
      isCachedResponse: true,
      checkRef: fake.checks[0]?.header.checkRef,
    });
    expect(fake.checks).toHaveLength(1);
  });

  it("retries a 500 and a 503, ~300 ms then ~900 ms apart, and opens one check", async () => {
    fake.failNext(1, 500, "createCheck");
    fake.failNext(1, 503, "createCheck");
    const { pos, lines, waits } = adapter();
    await pos.submit(posOrder());

    expect(fake.requestsFor("createCheck")).toHaveLength(3);
    expect(fake.checks).toHaveLength(1);
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeGreaterThanOrEqual(240);
    expect(waits[0]).toBeLessThanOrEqual(360);
    expect(waits[1]).toBeGreaterThanOrEqual(720);
    expect(waits[1]).toBeLessThanOrEqual(1080);
    expect(
      entries(lines)
        .filter((entry) => entry.level === "warn")
        .map((entry) => entry.status),
    ).toEqual([500, 503]);
  });

  it("retries a 429 (too many requests)", async () => {
    fake.failNext(1, 429, "listChecks");
    const { pos, waits } = adapter();
    await pos.submit(posOrder());
    expect(fake.checks).toHaveLength(1);
    expect(waits).toHaveLength(1);
  });

  it("gives up on a request that hangs after the timeout and tries again", async () => {
    fake.failNext(1, "hang", "createCheck");
    const { pos, lines } = adapter({}, { timeoutMs: 300 });
    await pos.submit(posOrder());
    expect(fake.requestsFor("createCheck")).toHaveLength(2);
    expect(fake.checks).toHaveLength(1);
    expect(entries(lines).find((entry) => entry.level === "warn")).toMatchObject({
      reason: "timeout",
      tries: 1,
    });
  });

  it("retries network errors, and after 3 failed attempts throws and logs an error", async () => {
    const gone = await startSimphonyFake({
      clientId: CLIENT_ID,
      username: USERNAME,
      password: PASSWORD,
      orgShortName: ORG,
      places: [MAADI],
      menuItems: {},
      condiments: {},
    });
    await gone.close();
    const { pos, lines, waits } = adapter({ apiUrl: gone.url, authUrl: gone.url });
    await expect(pos.submit(posOrder())).rejects.toThrow(/did not answer/);
    expect(waits).toHaveLength(2);
    expect(entries(lines).map((entry) => [entry.level, entry.tries, entry.cause])).toEqual([
      ["warn", 1, "ECONNREFUSED"],
      ["warn", 2, "ECONNREFUSED"],
      ["error", 3, "ECONNREFUSED"],
    ]);
  });

  it("never retries a 400: a menu item number the POS does not know", async () => {
    const items = new Map([...MENU_MAP.items, [21002, 999]]);
    const { pos, lines, waits } = adapter({ menuMap: { ...MENU_MAP, items } });
    await expect(pos.submit(posOrder())).rejects.toThrow(
      "Simphony answered 400 to POST /api/v1/checks: Menu item 999 is not on the menu",
    );
    expect(fake.requestsFor("createCheck")).toHaveLength(1);
    expect(fake.checks).toEqual([]);
    expect(waits).toEqual([]);
    expect(entries(lines).at(-1)).toMatchObject({
      level: "error",
      status: 400,
      tries: 1,
      msg: "POS check failed (Simphony)",
    });
  });

  it("refuses an item or condiment missing from the menu map before sending anything, naming our ids", async () => {
    const { pos } = adapter();
    const mystery: Line = {
      itemId: 29999,
      name: "Mystery Cake",
      quantity: 1,
      unitPrice: 5000,
      condiments: [{ id: 3999, name: "Gold leaf", price: 500 }],
    };
    const order = posOrder({}, [FLAT_WHITES, mystery]);
    await expect(pos.submit(order)).rejects.toThrow(
      `Order ${order.id}: SIMPHONY_MENU_MAP_FILE has no Simphony menu item for our item 29999 (Mystery Cake), condiment 3999 (Gold leaf).`,
    );
    expect(fake.requests).toEqual([]);
  });

  it("refuses a delivery fee without a delivery item in the menu map", async () => {
    const { pos } = adapter({ menuMap: { ...MENU_MAP, deliveryFee: null } });
    await expect(pos.submit(posOrder({ orderType: ORDER_TYPE.delivery }))).rejects.toThrow(
      /no Simphony menu item for our the delivery fee \(deliveryFee\)/,
    );
    expect(fake.requests).toEqual([]);
  });

  it("refuses an outlet with no revenue center, naming it", async () => {
    const { pos } = adapter();
    await expect(pos.submit(posOrder({ outletId: 9, outletName: "Heliopolis" }))).rejects.toThrow(
      "No Simphony revenue center for outlet 9 (Heliopolis): add it to SIMPHONY_OUTLETS_FILE.",
    );
    expect(fake.requests).toEqual([]);
  });

  it("totals that differ from the payment: the order is taken, the log has both figures, the receipt says so", async () => {
    fake.setPrice(101, 70); // the store raised the Flat White; the customer paid the old price
    const { pos, lines } = adapter();
    const order = posOrder();
    const accepted = await pos.submit(order);

    expect(fake.checks).toHaveLength(1);
    const check = fake.checks[0];
    expect(check?.header.status).toBe("open"); // a balance is still due at the store
    expect(entries(lines).find((entry) => entry.level === "error")).toEqual({
      level: "error",
      orderId: order.id,
      checkRef: check?.header.checkRef,
      posTotal: 233.7,
      charged: 222.3,
      msg: "Simphony check totals differ from the payment",
    });
    expect(accepted.oracleResponse.header.informationLines).toContain(
      "Totals differ from the payment: the POS check totals 233.70, 222.30 was charged.",
    );
    expect(accepted.oracleResponse.menuItems[0]).toEqual({
      name: "Flat White",
      quantity: 2,
      unitPrice: 70,
      condiments: [{ name: "Oat milk", total: 20 }],
    });
    expect(accepted.oracleResponse.totals).toEqual({ subtotal: 205, taxTotal: 28.7, paymentTotal: 222.3 });
  });

  it("a refused id_token (401): signs in again once and repeats the request", async () => {
    const { pos, waits } = adapter();
    await pos.submit(posOrder());
    fake.expireTokens();
    await pos.submit(posOrder());

    expect(fake.requestsFor("signin")).toHaveLength(2);
    expect(fake.checks).toHaveLength(2);
    const refused = fake.requests.filter((request) => request.url.startsWith("/api/") && !request.authorized);
    expect(refused).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it("renews the id_token shortly before it expires", async () => {
    fake.setTokenLifetime(3600);
    let clock = new Date("2026-01-13T10:00:00Z");
    const { pos } = adapter({}, { now: () => clock });
    await pos.submit(posOrder());
    clock = new Date(clock.getTime() + 3000_000);
    await pos.submit(posOrder());
    expect(fake.requestsFor("signin")).toHaveLength(1);
    clock = new Date(clock.getTime() + 300_000); // 55 minutes in: within the last tenth of its life
    await pos.submit(posOrder());
    expect(fake.requestsFor("signin")).toHaveLength(2);
    fake.setTokenLifetime(14 * 24 * 3600);
  });

  it("wrong password: the sign-in's 401 is not retried, and the log keeps the password out", async () => {
    const wrong = "wrong-password-pasted-by-mistake";
    const { pos, lines, waits } = adapter({ password: wrong });
    await expect(pos.submit(posOrder())).rejects.toThrow(/refused the API account's sign-in/);
    expect(fake.requestsFor("signin")).toHaveLength(1);
    expect(fake.checks).toEqual([]);
    expect(waits).toEqual([]);
    expect(entries(lines)).toEqual([
      expect.objectContaining({
        level: "error",
        step: "signin",
        status: 401,
        code: "AUTHENTICATION_INVALID",
      }),
    ]);
    expectCleanLog(lines, [wrong]);
  });

  it("checkStatus reads the check: closed, open, voided, and null when the POS no longer knows it", async () => {
    const { pos } = adapter();
    const { reference } = await pos.submit(posOrder());
    const checkRef = fake.checks[0]?.header.checkRef ?? "";
    const checkStatus = pos.checkStatus?.bind(pos);
    if (!checkStatus) throw new Error("checkStatus missing");

    expect(await checkStatus(reference)).toBe("closed");
    fake.setStatus(checkRef, "open");
    expect(await checkStatus(reference)).toBe("open");
    fake.setStatus(checkRef, "voided");
    expect(await checkStatus(reference)).toBe("voided");
    expect(await checkStatus("Check 1 (maadi9/1/0000000000deadbeef)")).toBeNull();
    expect(fake.requestsFor("getCheck").at(-1)?.headers).toMatchObject({
      "simphony-locref": "maadi9",
      "simphony-rvcref": "1",
    });
  });

  it("keeps the password, the id_token and the PKCE verifier out of every log line", async () => {
    fake.failNext(1, 503, "createCheck");
    fake.setPrice(102, 50);
    const { pos, lines } = adapter();
    const { reference } = await pos.submit(posOrder());
    fake.expireTokens();
    await pos.checkStatus?.(reference);
    expect(lines.length).toBeGreaterThan(3);
    expectCleanLog(lines);
  });
});

describe("the Simphony settings", () => {
  const env = z.object(simphonyEnv);
  const folder = mkdtempSync(path.join(tmpdir(), "simphony-settings-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const file = (name: string, content: unknown) => {
    const at = path.join(folder, name);
    writeFileSync(at, typeof content === "string" ? content : JSON.stringify(content));
    return at;
  };
  const complete = () => ({
    SIMPHONY_API_URL: "https://sts.example.com/",
    SIMPHONY_AUTH_URL: "https://idm.example.com",
    SIMPHONY_CLIENT_ID: CLIENT_ID,
    SIMPHONY_USERNAME: USERNAME,
    SIMPHONY_PASSWORD_FILE: file("password", `${PASSWORD}\n`),
    SIMPHONY_ORG_SHORT_NAME: ORG,
    SIMPHONY_OUTLETS_FILE: file("outlets.json", { "4": MAADI, "5": ZAMALEK }),
    SIMPHONY_MENU_MAP_FILE: file("menu-map.json", {
      items: { "21001": 101 },
      condiments: { "3001": 501 },
      deliveryFee: 901,
    }),
    SIMPHONY_TENDER_ID: "31",
    SIMPHONY_EMPLOYEE_REF: "9001",
  });

  it("names every missing setting", () => {
    expect(() => simphonyConfig(env.parse({}))).toThrow(
      "POS_PROVIDER=simphony needs: SIMPHONY_API_URL, SIMPHONY_AUTH_URL, SIMPHONY_CLIENT_ID, SIMPHONY_USERNAME, " +
        "SIMPHONY_PASSWORD (or SIMPHONY_PASSWORD_FILE), SIMPHONY_ORG_SHORT_NAME, SIMPHONY_OUTLETS_FILE, " +
        "SIMPHONY_MENU_MAP_FILE, SIMPHONY_TENDER_ID, SIMPHONY_EMPLOYEE_REF.",
    );
    const { SIMPHONY_TENDER_ID, SIMPHONY_PASSWORD_FILE, ...rest } = complete();
    expect(() => simphonyConfig(env.parse(rest))).toThrow(
      "POS_PROVIDER=simphony needs: SIMPHONY_PASSWORD (or SIMPHONY_PASSWORD_FILE), SIMPHONY_TENDER_ID.",
    );
  });

  it("reads the files and the password file; the sync is off unless asked for", () => {
    const config = simphonyConfig(env.parse(complete()));
    expect(config).toEqual({
      apiUrl: "https://sts.example.com",
      authUrl: "https://idm.example.com",
      clientId: CLIENT_ID,
      username: USERNAME,
      password: PASSWORD,
      orgShortName: ORG,
      outlets: new Map([
        [4, MAADI],
        [5, ZAMALEK],
      ]),
      menuMap: { items: new Map([[21001, 101]]), condiments: new Map([[3001, 501]]), deliveryFee: 901 },
      tenderId: 31,
      employeeRef: 9001,
      orderTypes: { pickup: null, delivery: null },
      menuSync: false,
    });
    expect(simphonyProductionProblems(config)).toEqual([]);
    expect(simphonyConfig(env.parse({ ...complete(), SIMPHONY_MENU_SYNC: "on" })).menuSync).toBe(true);
  });

  it("production wants both hosts over https", () => {
    const config = simphonyConfig(
      env.parse({
        ...complete(),
        SIMPHONY_API_URL: "http://sts.example.com",
        SIMPHONY_AUTH_URL: "http://idm",
      }),
    );
    expect(simphonyProductionProblems(config)).toEqual([
      "SIMPHONY_API_URL over https",
      "SIMPHONY_AUTH_URL over https",
    ]);
  });

  it("says what is wrong with a file", () => {
    const outlets = (content: unknown) =>
      simphonyConfig(env.parse({ ...complete(), SIMPHONY_OUTLETS_FILE: file("bad-outlets.json", content) }));
    expect(() => outlets({ "4": { locRef: "maadi9", rvcRef: "1" } })).toThrow(
      /^SIMPHONY_OUTLETS_FILE \(.*bad-outlets\.json\): 4\.rvcRef: /,
    );
    expect(() => outlets({ maadi: MAADI })).toThrow(/keys are our ids/);
    expect(() => outlets("{ not json")).toThrow(/SIMPHONY_OUTLETS_FILE: .* is not valid JSON/);
    expect(() =>
      simphonyConfig(env.parse({ ...complete(), SIMPHONY_MENU_MAP_FILE: path.join(folder, "missing.json") })),
    ).toThrow(/SIMPHONY_MENU_MAP_FILE: cannot read .*missing\.json \(ENOENT\)/);
    expect(() =>
      simphonyConfig(
        env.parse({
          ...complete(),
          SIMPHONY_MENU_MAP_FILE: file("bad-map.json", { items: { "21001": 101 } }),
        }),
      ),
    ).toThrow(/SIMPHONY_MENU_MAP_FILE \(.*\): condiments: /);
    expect(() => simphonyConfig(env.parse({ ...complete(), SIMPHONY_PASSWORD: "inline" }))).toThrow(
      "set SIMPHONY_PASSWORD or SIMPHONY_PASSWORD_FILE, not both",
    );
  });
});

describe("the Simphony menu sync", () => {
  it("compares our items with the POS's through the map: price and availability changes only", () => {
    const changes = menuChanges(
      [
        { itemId: 21001, price: 6500, available: true },
        { itemId: 21002, price: 4500, available: true },
        { itemId: 21003, price: 9900, available: true }, // not in the map
        { itemId: 21004, price: 3000, available: false },
      ],
      {
        prices: new Map([
          [101, 7000],
          [102, 4500],
          [104, 3000],
        ]),
        unavailable: new Set([102]),
      },
      new Map([
        [21001, 101],
        [21002, 102],
        [21004, 104],
      ]),
    );
    expect(changes).toEqual([
      { itemId: 21001, price: { from: 6500, to: 7000 } },
      { itemId: 21002, available: { from: true, to: false } },
      { itemId: 21004, available: { from: false, to: true } },
    ]);
  });

  it("reads each revenue center's menu and unavailable items from the Configuration API", async () => {
    fake.setPrice(101, 70);
    fake.setUnavailable([102]);
    const { options } = adapter({ menuSync: true });
    const client = simphonyClient(options);
    const menu = await fetchSimphonyMenu(client, MAADI);
    expect(menu.prices).toEqual(
      new Map([
        [101, 7000],
        [102, 4500],
      ]),
    ); // the open-priced delivery item has no price
    expect(menu.unavailable).toEqual(new Set([102]));

    const ours = async () => [
      { itemId: 21001, price: 6500, available: true },
      { itemId: 21002, price: 4500, available: true },
    ];
    const byOutlet = await simphonyMenuSync(client, ours);
    const expected = [
      { itemId: 21001, price: { from: 6500, to: 7000 } },
      { itemId: 21002, available: { from: true, to: false } },
    ];
    expect(byOutlet).toEqual(
      new Map([
        [4, expected],
        [5, expected],
      ]),
    );
  });

  it("does nothing when SIMPHONY_MENU_SYNC is off", async () => {
    const { options } = adapter();
    expect(await simphonyMenuSync(simphonyClient(options), async () => [])).toEqual(new Map());
    expect(fake.requests).toEqual([]);
  });
});

describe(`a paid order through the POS outbox to Simphony (${testEngine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // A Tuesday at noon in Cairo: the outlets are open.
    t = await createTestApp({ now: () => new Date("2026-01-13T10:00:00Z") });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("a lost answer, then the outbox's retry: exactly one check, and the order delivered with its receipt", async () => {
    const customer = await newCustomer(t);
    const placed = await t.api({
      method: "POST",
      url: "/api/place_order",
      payload: orderBody([{ itemId: 21001, quantity: 2 }]),
      headers: customer.auth,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().id as string;
    const db = t.database.db;
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!row) throw new Error("order not stored");
    fake.setPrice(101, toEgp(row.lines[0]?.unitPrice ?? 0)); // the POS prices it as the storefront did

    const warnings: string[] = [];
    const log = { warn: (object: object) => void warnings.push(JSON.stringify(object)), error: () => {} };
    const { options } = adapter({}, { attempts: 1 });
    const followed: string[] = [];
    const outbox = createPosOutbox(
      db,
      simphonyPos(options),
      log,
      async (id) => {
        const [found] = await db.select().from(orders).where(eq(orders.id, id));
        return found ? toPosOrder(found, "Maadi Road 9") : null;
      },
      async (id, status) => void followed.push(`${id} ${status}`),
    );
    await db.transaction((tx) => outbox.enqueue(tx, orderId));

    // The POS opens the check, and the answer is lost on the way back.
    fake.failNext(1, "drop", "createCheck");
    expect(await outbox.drain()).toBe(1);
    expect(fake.checks).toHaveLength(1);
    expect(await outbox.pending()).toBe(1);
    expect(warnings.join("\n")).toContain("did not answer");

    // Minutes later (past the POS's duplicate detection) the outbox tries again.
    fake.forgetDuplicates();
    await db
      .update(posOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(posOutbox.orderId, orderId));
    expect(await outbox.drain()).toBe(1);

    expect(fake.checks).toHaveLength(1);
    expect(fake.requestsFor("createCheck")).toHaveLength(1);
    expect(await outbox.pending()).toBe(0);
    const [delivered] = await db.select().from(posOutbox).where(eq(posOutbox.orderId, orderId));
    const check = fake.checks[0];
    expect(delivered).toMatchObject({
      attempts: 2,
      lastError: null,
      posReference: `Check ${check?.header.checkNumber} (maadi9/1/${check?.header.checkRef})`,
    });
    expect(check?.header.checkName).toBe(checkNameOf(orderId));
    expect(delivered?.oracleResponse?.totals.paymentTotal).toBe(toEgp(row.total));
    expect(delivered?.oracleResponse?.header.informationLines.join(" ")).not.toContain("Totals differ");

    // The store works the check at the POS: its state comes back to the order's POS record.
    const posStatus = async () =>
      (
        await db
          .select({ status: posOutbox.posStatus, at: posOutbox.posStatusAt })
          .from(posOutbox)
          .where(eq(posOutbox.orderId, orderId))
      )[0];
    // Paid in full by its tender, the check closes at once; the store may still void it.
    expect(await outbox.refreshStatuses()).toBe(1);
    expect((await posStatus())?.status).toBe("closed");
    expect(await outbox.refreshStatuses()).toBe(0);
    fake.setStatus(check?.header.checkRef ?? "", "Voided");
    expect(await outbox.refreshStatuses()).toBe(1);
    const voided = await posStatus();
    expect(voided?.status).toBe("voided");
    expect(voided?.at).not.toBeNull();
    // The order follows its check (the app cancels it and gives the money back).
    expect(followed).toEqual([`${orderId} closed`, `${orderId} voided`]);
    // A voided check is no longer asked about.
    const asked = fake.requestsFor("getCheck").length;
    expect(await outbox.refreshStatuses()).toBe(0);
    expect(fake.requestsFor("getCheck")).toHaveLength(asked);
  });
});
