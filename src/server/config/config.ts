import path from "node:path";
import { z } from "zod";
import { publicConfigDefaults } from "#shared/config/public-config.ts";
import { type PaymobConfig, paymobConfig, paymobEnv } from "./paymob.ts";
import { type PushConfig, pushConfig, pushEnv, pushProductionProblems } from "./push.ts";
import { carriesSecretsSafely, readSecretFile, secretSetting } from "./secrets.ts";
import { type SimphonyConfig, simphonyConfig, simphonyEnv, simphonyProductionProblems } from "./simphony.ts";

// Demo-only secrets: fine for a laptop, refused in production mode.
const DEMO_SECRET = "demo-secret-not-for-production";

/** Twilio's resource ids: a two-letter prefix and 32 hex digits (catches a value pasted in the wrong variable). */
const SID = (prefix: string) => new RegExp(`^${prefix}[0-9a-fA-F]{32}$`);

/** How the Twilio adapter reaches and signs in to Twilio's Messages API. */
export type TwilioConfig = {
  accountSid: string;
  /** The account's auth token, or the API key's secret when `apiKeySid` is set. */
  authToken: string;
  apiKeySid: string | null;
  /** Sends through this Messaging Service (its sender pool); else from `from`. */
  messagingServiceSid: string | null;
  from: string | null;
  apiUrl: string;
};

/**
 * Requests per window beyond which the API answers 429 with Retry-After: generous for a
 * customer, tight for a script. Orders count per account (place_order and re_order together),
 * address searches and sign-ups per client address.
 */
export const DEFAULT_LIMITS = {
  ordersPerMinute: 5,
  ordersPerHour: 30,
  geocodesPerMinute: 30,
  geocodesPerHour: 300,
  signupsPerHour: 10,
};
export type Limits = typeof DEFAULT_LIMITS;

const envSchema = z.object({
  // "demo" runs with built-in adapters and demo data; "production" refuses to start without keys.
  APP_MODE: z.enum(["demo", "production"]).default("demo"),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default("data"),
  DATABASE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  PUBLIC_BOX_PRODUCT: z.string().min(1).default(publicConfigDefaults.PUBLIC_BOX_PRODUCT),
  OTP_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(300),
  OTP_SECRET: z.string().min(16).default(DEMO_SECRET),
  SMS_PROVIDER: z.enum(["outbox", "twilio"]).default("outbox"),
  // Twilio Programmable Messaging (SMS_PROVIDER=twilio). The auth token may come from a file
  // (a secret mounted by the platform) so it never sits in the environment.
  TWILIO_ACCOUNT_SID: z.string().regex(SID("AC"), "an account SID: AC and 32 hex digits").optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN_FILE: z.string().min(1).optional(),
  // Sign in with an API key (SK…) instead of the account SID: TWILIO_AUTH_TOKEN is then its secret.
  TWILIO_API_KEY: z.string().regex(SID("SK"), "an API key SID: SK and 32 hex digits").optional(),
  TWILIO_MESSAGING_SERVICE_SID: z
    .string()
    .regex(SID("MG"), "a Messaging Service SID: MG and 32 hex digits")
    .optional(),
  // A number in E.164 or a registered alphanumeric sender ID; used when no Messaging Service is set.
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_API_URL: z.string().url().default("https://api.twilio.com"),
  PAYMENTS_PROVIDER: z.enum(["sandbox", "paymob"]).default("sandbox"),
  // The built-in sandbox provider's signing secret.
  PAYMENTS_HMAC_SECRET: z.string().min(16).default(DEMO_SECRET),
  // Payment pages open this long without a result are settled by asking the provider.
  PAYMENTS_RECONCILE_AFTER_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  ...paymobEnv,
  POS_PROVIDER: z.enum(["built-in", "simphony"]).default("built-in"),
  ...simphonyEnv,
  ...pushEnv,
  INSTAGRAM_ACCESS_TOKEN: z.string().optional(),
  INSTAGRAM_GRAPH_URL: z.string().url().default("https://graph.instagram.com/me/media"),
  MAPBOX_TOKEN: z.string().optional(),
  PUBLIC_MAPBOX_TOKEN: z.string().optional(),
  // Behind a load balancer: "true", or its addresses / subnets (comma-separated).
  TRUST_PROXY: z.string().optional(),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(60),
  ORDER_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(DEFAULT_LIMITS.ordersPerMinute),
  ORDER_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(DEFAULT_LIMITS.ordersPerHour),
  GEOCODE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(DEFAULT_LIMITS.geocodesPerMinute),
  GEOCODE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(DEFAULT_LIMITS.geocodesPerHour),
  SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(DEFAULT_LIMITS.signupsPerHour),
  // A request (headers and body) must arrive within this time, or its connection is closed.
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(600).default(30),
  // Demo mode: "loopback" serves the SMS outbox to this machine only; "open" to anyone.
  DEMO_SMS_OUTBOX: z.enum(["loopback", "open"]).default("loopback"),
  // Texts sent for new registrations per hour, across every address and instance.
  REGISTER_SMS_PER_HOUR: z.coerce.number().int().min(1).default(200),
  PAYMENT_SESSIONS_PER_IP: z.coerce.number().int().min(1).default(60),
  // Check every answer against its response schema: on by default outside production.
  CHECK_RESPONSES: z.enum(["true", "false"]).optional(),
  // On SIGTERM, /readyz answers 503 this long before the server stops accepting (the load
  // balancer's health check notices it and sends no more). Default 10 in production, 0 otherwise.
  DRAIN_SECONDS: z.coerce.number().min(0).max(300).optional(),
  // Demo and tests only: the server's clock runs this many minutes ahead (or behind), so that a
  // browser test run at night still finds the stores open. Production refuses anything but 0.
  CLOCK_OFFSET_MINUTES: z.coerce.number().int().min(-2880).max(2880).default(0),
  // "json": one JSON object a line; "pretty": readable (pino-pretty); "auto": pretty on a
  // terminal outside production, JSON everywhere else.
  LOG_FORMAT: z.enum(["auto", "json", "pretty"]).default("auto"),
  // Each store's kiosk PIN is in the database now (npm run kiosk:secret): an old setting is refused
  // rather than silently ignored, so nobody believes it still guards the kiosks.
  KIOSK_PIN: z
    .undefined(
      "KIOSK_PIN is no longer used: each store has its own staff PIN, set with `npm run kiosk:secret -- --outlet <id>`",
    )
    .optional(),
});

export type Config = {
  mode: "demo" | "production";
  port: number;
  host: string;
  /** Where browsers reach this server (payment pages send them back here). */
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  boxProduct: string;
  otpTtlSeconds: number;
  otpSecret: string;
  smsProvider: "outbox" | "twilio";
  /** Set exactly when smsProvider is "twilio". */
  twilio: TwilioConfig | null;
  paymentsProvider: "sandbox" | "paymob";
  paymentsHmacSecret: string;
  /** Set exactly when paymentsProvider is "paymob". */
  paymob: PaymobConfig | null;
  paymentsReconcileAfterMinutes: number;
  posProvider: "built-in" | "simphony";
  /** Set exactly when posProvider is "simphony". */
  simphony: SimphonyConfig | null;
  /** Web Push (VAPID): demo mode's published key pair unless keys are set. */
  push: PushConfig;
  instagram: { accessToken: string; graphUrl: string } | null;
  mapboxToken: string | null;
  /** The browser's map token (maps draw with Mapbox when set). */
  publicMapboxToken: string | null;
  trustProxy: boolean | string[];
  /** register, login, verify_otp and resend_otp calls per IP per 10 minutes. */
  authRateLimitPerIp: number;
  /** Registration texts per hour in all (SMS pumping through new numbers from many addresses). */
  registerSmsPerHour: number;
  /** Payment pages (/payments/checkout) opened per IP per 10 minutes. */
  paymentSessionsPerIp: number;
  limits: Limits;
  /** How long a request may take to arrive (headers and body) before its connection closes. */
  requestTimeoutMs: number;
  /** Who may read the demo's SMS outbox: this machine only, or anyone. */
  demoSmsOutbox: "loopback" | "open";
  /** Answers are checked against their response schemas (a mismatch is a logged 500). */
  checkResponses: boolean;
  /** Seconds /readyz answers 503 on SIGTERM before the server stops accepting. */
  drainSeconds: number;
  /** Demo and tests only: minutes the server's clock is moved by (0 in production). */
  clockOffsetMinutes: number;
  /** GET /metrics answers only a request bearing this token; null: /metrics is off (404). */
  metricsToken: string | null;
  logFormat: "auto" | "json" | "pretty";
};

/** METRICS_TOKEN's least length: it guards the business figures (orders, payments, OTPs). */
const METRICS_TOKEN_MIN_LENGTH = 16;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const values = parsed.data;
  const config: Config = {
    mode: values.APP_MODE,
    port: values.PORT,
    host: values.HOST,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ""),
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    logLevel: values.LOG_LEVEL,
    boxProduct: values.PUBLIC_BOX_PRODUCT,
    otpTtlSeconds: values.OTP_TTL_SECONDS,
    otpSecret: values.OTP_SECRET,
    smsProvider: values.SMS_PROVIDER,
    twilio: values.SMS_PROVIDER === "twilio" ? twilioConfig(values) : null,
    paymentsProvider: values.PAYMENTS_PROVIDER,
    paymentsHmacSecret: values.PAYMENTS_HMAC_SECRET,
    paymob: values.PAYMENTS_PROVIDER === "paymob" ? paymobConfig(env, values) : null,
    paymentsReconcileAfterMinutes: values.PAYMENTS_RECONCILE_AFTER_MINUTES,
    posProvider: values.POS_PROVIDER,
    simphony: values.POS_PROVIDER === "simphony" ? simphonyConfig(values) : null,
    push: pushConfig(env, values),
    instagram: values.INSTAGRAM_ACCESS_TOKEN
      ? { accessToken: values.INSTAGRAM_ACCESS_TOKEN, graphUrl: values.INSTAGRAM_GRAPH_URL }
      : null,
    mapboxToken: values.MAPBOX_TOKEN || null,
    publicMapboxToken: values.PUBLIC_MAPBOX_TOKEN || null,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    authRateLimitPerIp: values.AUTH_RATE_LIMIT_PER_IP,
    limits: {
      ordersPerMinute: values.ORDER_LIMIT_PER_MINUTE,
      ordersPerHour: values.ORDER_LIMIT_PER_HOUR,
      geocodesPerMinute: values.GEOCODE_LIMIT_PER_MINUTE,
      geocodesPerHour: values.GEOCODE_LIMIT_PER_HOUR,
      signupsPerHour: values.SIGNUP_LIMIT_PER_HOUR,
    },
    requestTimeoutMs: Math.round(values.REQUEST_TIMEOUT_SECONDS * 1000),
    demoSmsOutbox: values.DEMO_SMS_OUTBOX,
    registerSmsPerHour: values.REGISTER_SMS_PER_HOUR,
    paymentSessionsPerIp: values.PAYMENT_SESSIONS_PER_IP,
    checkResponses: values.CHECK_RESPONSES
      ? values.CHECK_RESPONSES === "true"
      : values.APP_MODE !== "production",
    drainSeconds: values.DRAIN_SECONDS ?? (values.APP_MODE === "production" ? 10 : 0),
    clockOffsetMinutes: values.CLOCK_OFFSET_MINUTES,
    metricsToken: metricsToken(env),
    logFormat: values.LOG_FORMAT,
  };
  if (config.mode === "production") assertProductionReady(config, values);
  return config;
}

/** METRICS_TOKEN (or METRICS_TOKEN_FILE), or null when /metrics is off. */
function metricsToken(env: NodeJS.ProcessEnv): string | null {
  const token = secretSetting(env, "METRICS_TOKEN");
  if (token === undefined) return null;
  if (token.length < METRICS_TOKEN_MIN_LENGTH || /\s/.test(token)) {
    throw new Error(
      `Invalid configuration:\n  METRICS_TOKEN: at least ${METRICS_TOKEN_MIN_LENGTH} characters, no spaces (e.g. \`openssl rand -hex 24\`)`,
    );
  }
  return token;
}

function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (!value || value === "false") return false;
  if (value === "true") return true;
  return value.split(",").map((address) => address.trim());
}

/** The Twilio settings, or an error naming every one that is missing. */
function twilioConfig(values: z.infer<typeof envSchema>): TwilioConfig {
  if (values.TWILIO_AUTH_TOKEN && values.TWILIO_AUTH_TOKEN_FILE) {
    throw new Error("Invalid configuration: set TWILIO_AUTH_TOKEN or TWILIO_AUTH_TOKEN_FILE, not both.");
  }
  const authToken = values.TWILIO_AUTH_TOKEN_FILE
    ? readSecretFile("TWILIO_AUTH_TOKEN_FILE", values.TWILIO_AUTH_TOKEN_FILE)
    : values.TWILIO_AUTH_TOKEN;
  const missing: string[] = [];
  if (!values.TWILIO_ACCOUNT_SID) missing.push("TWILIO_ACCOUNT_SID");
  if (!authToken) missing.push("TWILIO_AUTH_TOKEN (or TWILIO_AUTH_TOKEN_FILE)");
  if (!values.TWILIO_MESSAGING_SERVICE_SID && !values.TWILIO_FROM) {
    missing.push("TWILIO_MESSAGING_SERVICE_SID (or TWILIO_FROM)");
  }
  if (!values.TWILIO_ACCOUNT_SID || !authToken || missing.length > 0) {
    throw new Error(`SMS_PROVIDER=twilio needs: ${missing.join(", ")}.`);
  }
  return {
    accountSid: values.TWILIO_ACCOUNT_SID,
    authToken,
    apiKeySid: values.TWILIO_API_KEY ?? null,
    messagingServiceSid: values.TWILIO_MESSAGING_SERVICE_SID ?? null,
    from: values.TWILIO_FROM ?? null,
    apiUrl: values.TWILIO_API_URL.replace(/\/$/, ""),
  };
}

/** Production never falls back to a demo secret or a built-in stand-in for an outside system. */
function assertProductionReady(config: Config, values: z.infer<typeof envSchema>): void {
  const missing: string[] = [];
  if (!values.PUBLIC_URL) missing.push("PUBLIC_URL (the site's https address)");
  if (config.otpSecret === DEMO_SECRET) missing.push("OTP_SECRET");
  if (config.smsProvider === "outbox") missing.push("SMS_PROVIDER (a real SMS gateway)");
  // The auth token travels in every request's Authorization header.
  if (config.twilio && !carriesSecretsSafely(config.twilio.apiUrl)) missing.push("TWILIO_API_URL over https");
  if (config.paymentsProvider === "sandbox") missing.push("PAYMENTS_PROVIDER (a real card provider)");
  if (config.paymob && !carriesSecretsSafely(config.paymob.apiUrl)) missing.push("PAYMOB_API_URL over https");
  if (config.posProvider === "built-in") missing.push("POS_PROVIDER (the stores' POS)");
  if (config.simphony) missing.push(...simphonyProductionProblems(config.simphony));
  missing.push(...pushProductionProblems(config.push));
  if (config.clockOffsetMinutes !== 0)
    missing.push("CLOCK_OFFSET_MINUTES unset (a moved clock is for demos and tests)");
  if (missing.length > 0) {
    throw new Error(
      `APP_MODE=production needs: ${missing.join(", ")}. Use APP_MODE=demo to run with built-in adapters.`,
    );
  }
}
