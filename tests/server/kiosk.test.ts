// POST /api/kiosk/verify_pin: each store's staff PIN, a failure budget per store shared by every
// address and instance, and the kiosk audit log. The clock is the test's: waits pass instantly.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { and, asc, eq, gte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config/config.ts";
import { kioskAuditLog, kioskStaffSecrets } from "#server/db/schema.ts";
import { MAX_DELAY_SECONDS } from "#server/http/failure-budget.ts";
import { KIOSK_SECRET_USAGE, kioskSecretCommand } from "#server/modules/kiosk/kiosk.cli.ts";
import { storeSecret } from "#server/modules/kiosk/kiosk.repository.ts";
import { rotateKioskSecret } from "#server/modules/kiosk/kiosk.service.ts";
import {
  DEMO_SCRYPT_COST,
  demoKioskSecret,
  hashKioskSecret,
  kioskSecretMatches,
} from "#server/modules/kiosk/kiosk-secret.ts";
import { createTestApp, type TestApp } from "../fixtures/test-app.ts";
import { testEngine } from "../fixtures/test-database.ts";

let clock = new Date("2026-03-01T09:00:00Z");
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await t?.close();
});

let address = 0;
const nextAddress = () => {
  address += 1;
  return `198.51.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`;
};
type Try = { outlet: number; pin: string; purpose?: "setup" | "exit"; ip?: string; userAgent?: string };
const verify = ({ outlet, pin, purpose = "setup", ip = nextAddress(), userAgent = "Kiosk tablet" }: Try) =>
  t.api({
    method: "POST",
    url: "/api/kiosk/verify_pin",
    payload: { outlet_id: outlet, pin, purpose },
    remoteAddress: ip,
    headers: { "user-agent": userAgent },
  });

/** A known secret for the outlet (light hashing keeps the many tries below fast); its budget is whole. */
async function setSecret(outletId: number, secret: string) {
  const hash = await hashKioskSecret(secret, DEMO_SCRYPT_COST);
  await storeSecret(t.database.db, hash, {
    outletId,
    event: "secret_set",
    ip: "",
    userAgent: "test",
    at: clock,
  });
}

const auditSince = (outletId: number, since: Date) =>
  t.database.db
    .select({ event: kioskAuditLog.event, ip: kioskAuditLog.ip, userAgent: kioskAuditLog.userAgent })
    .from(kioskAuditLog)
    .where(and(eq(kioskAuditLog.outletId, outletId), gte(kioskAuditLog.createdAt, since)))
    .orderBy(asc(kioskAuditLog.id));

const WRONG = {
  status: 422,
  message: "The PIN is not correct.",
  errors: { pin: ["The PIN is not correct."] },
};

describe(`POST /api/kiosk/verify_pin (${testEngine})`, () => {
  it("accepts the store's demo PIN in demo mode, for setting up and for leaving", async () => {
    for (const purpose of ["setup", "exit"] as const) {
      const response = await verify({ outlet: 1, pin: demoKioskSecret(1), purpose });
      expect(response.statusCode).toBe(200);
      // With the tablet's new device token (kiosk-walk-in.test.ts).
      expect(response.json()).toEqual({
        status: 200,
        message: "PIN accepted.",
        kiosk_token: expect.any(String),
      });
    }
  });

  it("refuses a wrong PIN as a field error", async () => {
    for (const pin of ["24680000", "2468000100", demoKioskSecret(2)]) {
      const response = await verify({ outlet: 1, pin });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(WRONG);
    }
    expect((await verify({ outlet: 1, pin: demoKioskSecret(1) })).statusCode).toBe(200);
  });

  it("one store's PIN does not open another store's kiosk", async () => {
    await setSecret(2, "1111222233");
    await setSecret(3, "4444555566");
    expect((await verify({ outlet: 3, pin: "1111222233" })).json()).toEqual(WRONG);
    expect((await verify({ outlet: 2, pin: "4444555566" })).json()).toEqual(WRONG);
    expect((await verify({ outlet: 3, pin: demoKioskSecret(3) })).json()).toEqual(WRONG);
    expect((await verify({ outlet: 3, pin: "4444555566" })).statusCode).toBe(200);
    expect((await verify({ outlet: 2, pin: "1111222233" })).statusCode).toBe(200);
  });

  it.each([
    ["no PIN", { outlet_id: 1, purpose: "setup" }, "pin", "The PIN is required."],
    ["an empty PIN", { outlet_id: 1, pin: "", purpose: "setup" }, "pin", "The PIN is required."],
    ["letters", { outlet_id: 1, pin: "1234abcd", purpose: "setup" }, "pin", "The PIN is 8 to 12 digits."],
    [
      "an old 4-digit PIN",
      { outlet_id: 1, pin: "2468", purpose: "setup" },
      "pin",
      "The PIN is 8 to 12 digits.",
    ],
    [
      "too long",
      { outlet_id: 1, pin: "1".repeat(13), purpose: "setup" },
      "pin",
      "The PIN is 8 to 12 digits.",
    ],
    ["a number instead of text", { outlet_id: 1, pin: 24680001, purpose: "setup" }, "pin", undefined],
    ["no outlet", { pin: "24680001", purpose: "setup" }, "outlet_id", undefined],
    ["no purpose", { outlet_id: 1, pin: "24680001" }, "purpose", "The purpose is setup or exit."],
    ["another purpose", { outlet_id: 1, pin: "24680001", purpose: "x" }, "purpose", undefined],
  ])("refuses %s with a 422, without spending the store's budget", async (_case, payload, field, message) => {
    const response = await t.api({
      method: "POST",
      url: "/api/kiosk/verify_pin",
      payload,
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors;
    expect(errors[field]).toHaveLength(1);
    if (message) expect(errors[field]).toEqual([message]);
    const [row] = await t.database.db
      .select({ failures: kioskStaffSecrets.failedAttempts })
      .from(kioskStaffSecrets)
      .where(eq(kioskStaffSecrets.outletId, 1));
    expect(row?.failures).toBe(0);
  });

  it("a brute force rotating its address every 10 tries gets 18 guesses in an hour and 110 in a day", async () => {
    const secret = "7301948265";
    await setSecret(4, secret);
    const start = clock.getTime();
    let heard = 0;
    let throttled = 0;
    let guess = 0;
    let ip = nextAddress();
    const guessesUntil = async (seconds: number) => {
      while (clock.getTime() < start + seconds * 1000) {
        if ((heard + throttled) % 10 === 0) ip = nextAddress();
        const pin = String(guess).padStart(10, "0");
        const response = await verify({ outlet: 4, pin, ip });
        if (response.statusCode === 429) {
          throttled += 1;
          const wait = Number(response.headers["retry-after"]);
          expect(wait).toBeGreaterThanOrEqual(1);
          expect(wait).toBeLessThanOrEqual(MAX_DELAY_SECONDS);
          expect(response.json().message).toMatch(
            /^Too many wrong PINs for this store\. Please wait \d+ (seconds?|minutes?) and try again\.$/,
          );
          advance(wait); // the attacker comes back the moment the wait ends
        } else {
          expect(response.statusCode).toBe(422);
          heard += 1;
          guess += 1;
        }
      }
    };
    await guessesUntil(3600);
    expect(heard).toBe(18);
    await guessesUntil(24 * 3600);
    expect(heard).toBe(110);
    // The old chain-wide 4-digit PIN fell in 5.3 s; 10 digits at ~110 guesses a day take millions of years.
    expect(heard / 1e10).toBeLessThan(1e-7);
    expect(
      (await auditSince(4, new Date(start))).filter((row) => row.event === "setup_refused"),
    ).toHaveLength(110);
  });

  it("a flood of wrong PINs from other addresses holds the right PIN back only until its wait ends", async () => {
    const secret = "5820193746";
    await setSecret(6, secret);
    const flood = [];
    for (let attempt = 0; attempt < 30; attempt++)
      flood.push((await verify({ outlet: 6, pin: "1234567890" })).statusCode);
    // 5 free tries, a 6th heard, then a 1 s wait during which nothing is heard.
    expect(flood.filter((status) => status === 422)).toHaveLength(6);
    expect(flood.filter((status) => status === 429)).toHaveLength(24);

    const staff = { outlet: 6, pin: secret, ip: "203.0.113.7" };
    const held = await verify(staff);
    expect(held.statusCode).toBe(429);
    expect(held.headers["retry-after"]).toBe("1");
    expect(held.json()).toEqual({
      status: 429,
      message: "Too many wrong PINs for this store. Please wait 1 second and try again.",
    });
    advance(1);
    expect((await verify(staff)).statusCode).toBe(200);

    // The right PIN made the budget whole: the next typos are free again.
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await verify({ outlet: 6, pin: "1234567890" })).statusCode).toBe(422);
    }
    expect((await verify(staff)).statusCode).toBe(200);
  });

  it("after a long attack the staff wait at most 15 minutes", async () => {
    const secret = "6677889900";
    await setSecret(7, secret);
    for (let failures = 0; failures < 40; ) {
      const response = await verify({ outlet: 7, pin: "0000000001" });
      if (response.statusCode === 429) advance(Number(response.headers["retry-after"]));
      else failures += 1;
    }
    const held = await verify({ outlet: 7, pin: secret });
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers["retry-after"])).toBe(MAX_DELAY_SECONDS);
    expect(held.json().message).toBe(
      "Too many wrong PINs for this store. Please wait 15 minutes and try again.",
    );
    advance(MAX_DELAY_SECONDS);
    expect((await verify({ outlet: 7, pin: secret })).statusCode).toBe(200);
  });

  it("tries at the same moment share one budget: once it is spent, only one of them is heard", async () => {
    await setSecret(8, "1029384756");
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await verify({ outlet: 8, pin: "0000000002" })).statusCode).toBe(422);
    }
    const statuses = (
      await Promise.all(Array.from({ length: 12 }, () => verify({ outlet: 8, pin: "0000000003" })))
    ).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 422)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(11);
  });

  it("writes setups, exits and refused PINs to the audit log, with address and device; waits are not logged", async () => {
    await setSecret(9, "9988776655");
    advance(1);
    const since = new Date(clock);
    const tablet = { outlet: 9, ip: "203.0.113.20", userAgent: "Mozilla/5.0 (Linux; Android 14; Tab S9)" };
    expect((await verify({ ...tablet, pin: "9988776650", purpose: "setup" })).statusCode).toBe(422);
    expect((await verify({ ...tablet, pin: "9988776655", purpose: "setup" })).statusCode).toBe(200);
    expect((await verify({ ...tablet, pin: "9988776651", purpose: "exit" })).statusCode).toBe(422);
    expect((await verify({ ...tablet, pin: "9988776655", purpose: "exit" })).statusCode).toBe(200);
    const device = { ip: tablet.ip, userAgent: tablet.userAgent };
    expect(await auditSince(9, since)).toEqual([
      { event: "setup_refused", ...device },
      { event: "setup", ...device },
      { event: "exit_refused", ...device },
      { event: "exit", ...device },
    ]);

    for (let attempt = 0; attempt < 6; attempt++) await verify({ ...tablet, pin: "1111111111" });
    expect((await verify({ ...tablet, pin: "1111111111" })).statusCode).toBe(429);
    const logged = await auditSince(9, since);
    expect(logged).toHaveLength(4 + 6);
  });

  it("a store without a PIN has no kiosk", async () => {
    await t.database.db.delete(kioskStaffSecrets).where(eq(kioskStaffSecrets.outletId, 10));
    for (const outlet of [10, 999]) {
      const response = await verify({ outlet, pin: demoKioskSecret(outlet) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        status: 403,
        message: "This store's kiosk has no staff PIN yet. Ask the operator to set one.",
      });
    }
  });

  it("in production a store that still has the demo PIN has no kiosk until the operator sets one", async () => {
    const production = await buildApp({
      config: { ...loadConfig({ APP_MODE: "demo", LOG_LEVEL: "silent" }), mode: "production" },
      database: t.database,
      logger: false,
      now: () => clock,
    });
    const tryPin = (pin: string) =>
      production.inject({
        method: "POST",
        url: "/api/kiosk/verify_pin",
        headers: { "x-requested-with": "XMLHttpRequest" },
        payload: { outlet_id: 11, pin, purpose: "setup" },
      });
    try {
      const refused = await tryPin(demoKioskSecret(11));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(
        "This store's kiosk has no staff PIN yet. Ask the operator to set one.",
      );
      const rotated = await rotateKioskSecret(t.database.db, 11, clock, DEMO_SCRYPT_COST);
      expect(rotated?.secret).toMatch(/^\d{10}$/);
      expect((await tryPin(rotated?.secret ?? "")).statusCode).toBe(200);
      expect((await tryPin(demoKioskSecret(11))).json()).toEqual(WRONG);
    } finally {
      await production.close();
    }
  });

  it("the operator's new secret replaces the old one at once, ends any wait, and is logged", async () => {
    const since = new Date(clock);
    for (let attempt = 0; attempt < 7; attempt++) await verify({ outlet: 12, pin: "3141592653" });
    expect((await verify({ outlet: 12, pin: demoKioskSecret(12) })).statusCode).toBe(429);

    const rotated = await rotateKioskSecret(t.database.db, 12, clock, DEMO_SCRYPT_COST);
    expect(rotated).toEqual({ outletName: expect.any(String), secret: expect.stringMatching(/^\d{10}$/) });
    const [row] = await t.database.db
      .select()
      .from(kioskStaffSecrets)
      .where(eq(kioskStaffSecrets.outletId, 12));
    expect(row).toMatchObject({ failedAttempts: 0, blockedUntil: null });
    expect(row?.secretHash).not.toContain(rotated?.secret);
    expect((await verify({ outlet: 12, pin: demoKioskSecret(12) })).json()).toEqual(WRONG);
    expect((await verify({ outlet: 12, pin: rotated?.secret ?? "" })).statusCode).toBe(200);
    expect((await auditSince(12, since)).map((entry) => entry.event)).toContain("secret_set");
    expect(await rotateKioskSecret(t.database.db, 999, clock, DEMO_SCRYPT_COST)).toBeNull();
  });

  it("needs the X-Requested-With header like every API call", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/kiosk/verify_pin",
      payload: { outlet_id: 1, pin: demoKioskSecret(1), purpose: "setup" },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe(`npm run kiosk:secret (${testEngine})`, () => {
  const command = async (...args: string[]) => {
    const lines: string[] = [];
    const errors: string[] = [];
    const code = await kioskSecretCommand(
      args,
      t.database.db,
      {
        log: (line) => lines.push(line),
        error: (line) => errors.push(line),
      },
      clock,
    );
    return { code, lines, errors };
  };

  it("prints a new 10-digit PIN once and stores only its (strong) hash", async () => {
    const { code, lines } = await command("--outlet", "5");
    expect(code).toBe(0);
    const secret = lines[0]?.match(/^New kiosk staff PIN for outlet 5 \(.+\): (\d{10})$/)?.[1] ?? "";
    expect(secret).toMatch(/^\d{10}$/);
    expect(lines[1]).toBe(
      "It is shown only this once. The previous PIN no longer works, and any wait is over.",
    );
    const [row] = await t.database.db
      .select()
      .from(kioskStaffSecrets)
      .where(eq(kioskStaffSecrets.outletId, 5));
    expect(row?.secretHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await kioskSecretMatches(secret, row?.secretHash ?? "")).toBe(true);
    expect((await verify({ outlet: 5, pin: secret })).statusCode).toBe(200);
    expect((await verify({ outlet: 5, pin: demoKioskSecret(5) })).statusCode).toBe(422);
  });

  it("refuses a missing or unknown outlet", async () => {
    expect(await command()).toEqual({ code: 2, lines: [], errors: [KIOSK_SECRET_USAGE] });
    expect(await command("--outlet", "four")).toEqual({ code: 2, lines: [], errors: [KIOSK_SECRET_USAGE] });
    expect(await command("--outlet", "99")).toEqual({
      code: 1,
      lines: [],
      errors: ["There is no outlet 99."],
    });
  });

  it.runIf(testEngine === "pglite")("runs as a script", async () => {
    const script = path.resolve(import.meta.dirname, "../../src/server/kiosk-secret.ts");
    const tsx = path.resolve(import.meta.dirname, "../../node_modules/.bin/tsx");
    await expect(promisify(execFile)(tsx, [script])).rejects.toMatchObject({
      code: 2,
      stderr: `${KIOSK_SECRET_USAGE}\n`,
    });
  });
});

describe("configuration", () => {
  it("refuses the old chain-wide KIOSK_PIN, pointing to the per-store command", () => {
    expect(() => loadConfig({ APP_MODE: "demo", KIOSK_PIN: "2468" })).toThrow(/npm run kiosk:secret/);
  });

  it("no longer needs a kiosk setting in production mode", () => {
    const otherwiseReady = {
      APP_MODE: "production",
      PUBLIC_URL: "https://shop.example.com",
      OTP_SECRET: "a-real-secret-of-enough-length",
      PAYMENTS_HMAC_SECRET: "another-real-secret-of-length",
    };
    expect(() => loadConfig(otherwiseReady)).toThrow(/SMS_PROVIDER/);
    expect(() => loadConfig(otherwiseReady)).not.toThrow(/KIOSK/);
  });
});
