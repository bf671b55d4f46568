import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { KNOWN_PUSH_SERVICES } from "./push.ts";

// A VAPID key pair made for these tests, and another pair's public key.
const VAPID = {
  publicKey: "BJtx-nEI2DpQ_8Zmph9FD8OflBGB_tagkO1CWrNL-0IC0CFVM_eXRIGGfjxKH8u2r4OvbgQ8fcNLg-fmjoRgeuE",
  privateKey: "lUG9MizdzTAcAOF_bEmFaueb9qO308UFv8MRISBt5E8",
  otherPublicKey: "BDqUhgjG_wlV3RBSZrAwWqIEbZjUH1x49OLAAjfcpLjIjERwJ9bWS8hDwakH2n1EDy8v8D9IWfxOmwAvJAEuSKk",
};

describe("CHECK_RESPONSES", () => {
  it("checks answers by default outside production, and can be turned off or on", () => {
    expect(loadConfig({}).checkResponses).toBe(true);
    expect(loadConfig({ CHECK_RESPONSES: "false" }).checkResponses).toBe(false);
    expect(loadConfig({ CHECK_RESPONSES: "true" }).checkResponses).toBe(true);
  });

  it("refuses anything but true or false", () => {
    expect(() => loadConfig({ CHECK_RESPONSES: "yes" })).toThrow(/CHECK_RESPONSES/);
  });
});

describe("SMS_PROVIDER=twilio", () => {
  const twilio = {
    SMS_PROVIDER: "twilio",
    TWILIO_ACCOUNT_SID: `AC${"0a".repeat(16)}`,
    TWILIO_AUTH_TOKEN: "token-from-the-console",
    TWILIO_MESSAGING_SERVICE_SID: `MG${"1b".repeat(16)}`,
  };
  const production = {
    APP_MODE: "production",
    PUBLIC_URL: "https://shop.example.com",
    OTP_SECRET: "a-real-secret-of-enough-length",
    PAYMENTS_HMAC_SECRET: "another-real-secret-of-length",
  };

  it("keeps the outbox by default", () => {
    expect(loadConfig({})).toMatchObject({ smsProvider: "outbox", twilio: null });
  });

  it("reads the account, the token, the sender and the API's address", () => {
    expect(loadConfig(twilio).twilio).toEqual({
      accountSid: twilio.TWILIO_ACCOUNT_SID,
      authToken: "token-from-the-console",
      apiKeySid: null,
      messagingServiceSid: twilio.TWILIO_MESSAGING_SERVICE_SID,
      from: null,
      apiUrl: "https://api.twilio.com",
    });
    const withKey = loadConfig({
      ...twilio,
      TWILIO_MESSAGING_SERVICE_SID: undefined,
      TWILIO_FROM: "SpecCoffee",
      TWILIO_API_KEY: `SK${"2c".repeat(16)}`,
      TWILIO_API_URL: "http://127.0.0.1:9999/",
    }).twilio;
    expect(withKey).toMatchObject({ from: "SpecCoffee", apiKeySid: `SK${"2c".repeat(16)}` });
    expect(withKey?.apiUrl).toBe("http://127.0.0.1:9999");
  });

  it("names every missing setting", () => {
    expect(() => loadConfig({ SMS_PROVIDER: "twilio" })).toThrow(
      "SMS_PROVIDER=twilio needs: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN (or TWILIO_AUTH_TOKEN_FILE), TWILIO_MESSAGING_SERVICE_SID (or TWILIO_FROM).",
    );
    expect(() => loadConfig({ ...twilio, TWILIO_AUTH_TOKEN: undefined })).toThrow(
      "SMS_PROVIDER=twilio needs: TWILIO_AUTH_TOKEN (or TWILIO_AUTH_TOKEN_FILE).",
    );
  });

  it("refuses a value pasted into the wrong variable", () => {
    expect(() => loadConfig({ ...twilio, TWILIO_ACCOUNT_SID: "token-from-the-console" })).toThrow(
      /TWILIO_ACCOUNT_SID: an account SID/,
    );
  });

  it("reads the token from a mounted file, and refuses both a file and a value", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "twilio-")), "token");
    writeFileSync(file, "token-in-a-file\n");
    const fromFile = { ...twilio, TWILIO_AUTH_TOKEN: undefined, TWILIO_AUTH_TOKEN_FILE: file };
    expect(loadConfig(fromFile).twilio?.authToken).toBe("token-in-a-file");
    expect(() => loadConfig({ ...fromFile, TWILIO_AUTH_TOKEN_FILE: `${file}.missing` })).toThrow(
      /TWILIO_AUTH_TOKEN_FILE: cannot read .*ENOENT/,
    );
    expect(() => loadConfig({ ...twilio, TWILIO_AUTH_TOKEN_FILE: file })).toThrow(/not both/);
  });

  it("is a real gateway for production, over https only", () => {
    expect(() => loadConfig(production)).toThrow(/SMS_PROVIDER/);
    // Production still needs the other real providers; the SMS gateway is no longer missing.
    expect(() => loadConfig({ ...production, ...twilio })).toThrow(/PAYMENTS_PROVIDER/);
    expect(() => loadConfig({ ...production, ...twilio })).not.toThrow(/SMS_PROVIDER|TWILIO/);
    expect(() => loadConfig({ ...production, ...twilio, TWILIO_API_URL: "http://api.twilio.com" })).toThrow(
      /TWILIO_API_URL over https/,
    );
  });
});

describe("APP_MODE=production", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "production-"));
  const file = (name: string, text: string) => {
    const at = path.join(folder, name);
    writeFileSync(at, text);
    return at;
  };
  const live = {
    APP_MODE: "production",
    PUBLIC_URL: "https://shop.example.com",
    OTP_SECRET: "a-real-secret-of-enough-length",
    SMS_PROVIDER: "twilio",
    TWILIO_ACCOUNT_SID: `AC${"0a".repeat(16)}`,
    TWILIO_AUTH_TOKEN_FILE: file("twilio", "token\n"),
    TWILIO_MESSAGING_SERVICE_SID: `MG${"1b".repeat(16)}`,
    PAYMENTS_PROVIDER: "paymob",
    PAYMOB_SECRET_KEY_FILE: file("paymob-secret", "egy_sk_live_from_a_file\n"),
    PAYMOB_PUBLIC_KEY: "egy_pk_live_x",
    PAYMOB_API_KEY_FILE: file("paymob-api", "api-key-from-a-file"),
    PAYMOB_HMAC_SECRET_FILE: file("paymob-hmac", "hmac-from-a-file"),
    PAYMOB_INTEGRATION_IDS: "4097558",
    POS_PROVIDER: "simphony",
    SIMPHONY_API_URL: "https://sts.example.oraclecloud.com",
    SIMPHONY_AUTH_URL: "https://idm.example.oraclecloud.com",
    SIMPHONY_CLIENT_ID: "client",
    SIMPHONY_USERNAME: "storefront",
    SIMPHONY_PASSWORD_FILE: file("simphony", "password-from-a-file"),
    SIMPHONY_ORG_SHORT_NAME: "speccoffee",
    SIMPHONY_OUTLETS_FILE: file("outlets.json", JSON.stringify({ 4: { locRef: "maadi", rvcRef: 1 } })),
    SIMPHONY_MENU_MAP_FILE: file("menu.json", JSON.stringify({ items: { 21001: 101 }, condiments: {} })),
    SIMPHONY_TENDER_ID: "31",
    SIMPHONY_EMPLOYEE_REF: "9001",
    VAPID_PUBLIC_KEY: VAPID.publicKey,
    VAPID_PRIVATE_KEY_FILE: file("vapid", `${VAPID.privateKey}\n`),
    VAPID_SUBJECT: "mailto:ops@example.com",
  };

  it("starts with a real adapter behind every port, its secrets read from files", () => {
    const config = loadConfig(live);
    expect(config).toMatchObject({ mode: "production", smsProvider: "twilio", paymentsProvider: "paymob" });
    expect(config.paymob).toMatchObject({
      secretKey: "egy_sk_live_from_a_file",
      hmacSecret: "hmac-from-a-file",
    });
    expect(config.simphony?.password).toBe("password-from-a-file");
    expect(config.push).toMatchObject({ ...VAPID_PAIR, subject: "mailto:ops@example.com" });
    // A load balancer gets 10 s to notice a stopping instance; /metrics stays off until a token is set.
    expect(config).toMatchObject({ drainSeconds: 10, metricsToken: null });
    expect(loadConfig({ ...live, DRAIN_SECONDS: "0" }).drainSeconds).toBe(0);
  });

  it("refuses demo mode's published VAPID key pair and contact", () => {
    const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY_FILE, VAPID_SUBJECT, ...withoutPush } = live;
    expect(() => loadConfig(withoutPush)).toThrow(
      /APP_MODE=production needs: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY \(or VAPID_PRIVATE_KEY_FILE\).*, VAPID_SUBJECT/,
    );
    expect(() => loadConfig({ ...withoutPush, VAPID_SUBJECT })).not.toThrow(/VAPID_SUBJECT/);
  });

  it("refuses to start with the built-in stand-ins, naming each", () => {
    expect(() => loadConfig({ ...live, PAYMENTS_PROVIDER: "sandbox" })).toThrow(
      /APP_MODE=production needs: PAYMENTS_PROVIDER \(a real card provider\)\./,
    );
    expect(() => loadConfig({ ...live, POS_PROVIDER: "built-in" })).toThrow(
      /APP_MODE=production needs: POS_PROVIDER \(the stores' POS\)\./,
    );
    expect(() => loadConfig({ ...live, SIMPHONY_AUTH_URL: "http://idm.example.com" })).toThrow(
      /SIMPHONY_AUTH_URL over https/,
    );
    // The providers' local fakes, on this machine, are allowed over plain http.
    expect(() => loadConfig({ ...live, PAYMOB_API_URL: "http://127.0.0.1:9302" })).not.toThrow();
  });

  it("runs on the real clock: a moved one is for demos and tests", () => {
    expect(loadConfig({ CLOCK_OFFSET_MINUTES: "-660" }).clockOffsetMinutes).toBe(-660);
    expect(loadConfig(live).clockOffsetMinutes).toBe(0);
    expect(() => loadConfig({ ...live, CLOCK_OFFSET_MINUTES: "60" })).toThrow(
      /APP_MODE=production needs: CLOCK_OFFSET_MINUTES unset/,
    );
  });
});

const VAPID_PAIR = { publicKey: VAPID.publicKey, privateKey: VAPID.privateKey };

describe("Web Push (VAPID)", () => {
  it("runs the demo with its published key pair and the browsers' push services", () => {
    const { push } = loadConfig({});
    expect(push.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(push.subject).toBe("mailto:demo@example.com");
    expect(push.serviceHosts).toEqual(KNOWN_PUSH_SERVICES);
    // The same pair after a restart: the browsers' subscriptions keep working.
    expect(loadConfig({}).push).toEqual(push);
  });

  it("takes a configured pair, checking that its halves belong together", () => {
    const env = { VAPID_PUBLIC_KEY: VAPID.publicKey, VAPID_PRIVATE_KEY: VAPID.privateKey };
    expect(loadConfig(env).push).toMatchObject(VAPID_PAIR);
    expect(() => loadConfig({ ...env, VAPID_PUBLIC_KEY: VAPID.otherPublicKey })).toThrow(
      /VAPID_PUBLIC_KEY is not the public half of VAPID_PRIVATE_KEY/,
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: VAPID.publicKey })).toThrow(/together/);
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: VAPID.privateKey })).toThrow(/together/);
    expect(() => loadConfig({ ...env, VAPID_PUBLIC_KEY: "BAAA" })).toThrow(/VAPID_PUBLIC_KEY: 65 bytes/);
    expect(() => loadConfig({ ...env, VAPID_SUBJECT: "ops@example.com" })).toThrow(/VAPID_SUBJECT/);
  });

  it("reads the push services allowed from PUSH_SERVICE_HOSTS", () => {
    expect(
      loadConfig({ PUSH_SERVICE_HOSTS: "fcm.googleapis.com, .Push.Example.com" }).push.serviceHosts,
    ).toEqual(["fcm.googleapis.com", ".push.example.com"]);
  });
});

describe("operations: drain, metrics, log format", () => {
  it("drains not at all in the demo (10 s in production, above), unless told", () => {
    expect(loadConfig({}).drainSeconds).toBe(0);
    expect(loadConfig({ DRAIN_SECONDS: "2.5" }).drainSeconds).toBe(2.5);
    expect(() => loadConfig({ DRAIN_SECONDS: "-1" })).toThrow(/DRAIN_SECONDS/);
    expect(() => loadConfig({ DRAIN_SECONDS: "301" })).toThrow(/DRAIN_SECONDS/);
  });

  it("serves /metrics only with a token of some length, given inline or in a file", () => {
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(loadConfig({ METRICS_TOKEN: "" }).metricsToken).toBeNull();
    const token = "0123456789abcdef0123";
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN: at least 16 characters/);
    expect(() => loadConfig({ METRICS_TOKEN: "with a space in the token" })).toThrow(/no spaces/);
    const file = path.join(mkdtempSync(path.join(tmpdir(), "metrics-token-")), "token");
    writeFileSync(file, `${token}\n`);
    expect(loadConfig({ METRICS_TOKEN_FILE: file }).metricsToken).toBe(token);
    expect(() => loadConfig({ METRICS_TOKEN: token, METRICS_TOKEN_FILE: file })).toThrow(/not both/);
  });

  it("logs JSON or readable lines, or picks by itself", () => {
    expect(loadConfig({}).logFormat).toBe("auto");
    expect(loadConfig({ LOG_FORMAT: "json" }).logFormat).toBe("json");
    expect(() => loadConfig({ LOG_FORMAT: "xml" })).toThrow(/LOG_FORMAT/);
  });
});
