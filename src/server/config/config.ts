import path from "node:path";
import { z } from "zod";
import { publicConfigDefaults } from "#shared/config/public-config.ts";

// Demo-only secrets: fine for a laptop, refused in production mode.
const DEMO_SECRET = "demo-secret-not-for-production";
/** The demo's kiosk staff PIN; production needs its own KIOSK_PIN. */
export const DEMO_KIOSK_PIN = "2468";

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
  SMS_PROVIDER: z.enum(["outbox"]).default("outbox"),
  PAYMENTS_PROVIDER: z.enum(["sandbox"]).default("sandbox"),
  PAYMENTS_HMAC_SECRET: z.string().min(16).default(DEMO_SECRET),
  POS_PROVIDER: z.enum(["built-in"]).default("built-in"),
  INSTAGRAM_ACCESS_TOKEN: z.string().optional(),
  INSTAGRAM_GRAPH_URL: z.string().url().default("https://graph.instagram.com/me/media"),
  MAPBOX_TOKEN: z.string().optional(),
  PUBLIC_MAPBOX_TOKEN: z.string().optional(),
  // Behind a load balancer: "true", or its addresses / subnets (comma-separated).
  TRUST_PROXY: z.string().optional(),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(60),
  // Check every answer against its response schema: on by default outside production.
  CHECK_RESPONSES: z.enum(["true", "false"]).optional(),
  KIOSK_PIN: z
    .string()
    .regex(/^\d{4,12}$/, "KIOSK_PIN must be 4 to 12 digits")
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
  smsProvider: "outbox";
  paymentsProvider: "sandbox";
  paymentsHmacSecret: string;
  posProvider: "built-in";
  instagram: { accessToken: string; graphUrl: string } | null;
  mapboxToken: string | null;
  /** The browser's map token (maps draw with Mapbox when set). */
  publicMapboxToken: string | null;
  trustProxy: boolean | string[];
  /** register, login, verify_otp and resend_otp calls per IP per 10 minutes. */
  authRateLimitPerIp: number;
  /** The staff PIN that guards a store kiosk's setup and leaving kiosk mode. */
  kioskPin: string;
  /** Answers are checked against their response schemas (a mismatch is a logged 500). */
  checkResponses: boolean;
};

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
    paymentsProvider: values.PAYMENTS_PROVIDER,
    paymentsHmacSecret: values.PAYMENTS_HMAC_SECRET,
    posProvider: values.POS_PROVIDER,
    instagram: values.INSTAGRAM_ACCESS_TOKEN
      ? { accessToken: values.INSTAGRAM_ACCESS_TOKEN, graphUrl: values.INSTAGRAM_GRAPH_URL }
      : null,
    mapboxToken: values.MAPBOX_TOKEN || null,
    publicMapboxToken: values.PUBLIC_MAPBOX_TOKEN || null,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    authRateLimitPerIp: values.AUTH_RATE_LIMIT_PER_IP,
    kioskPin: values.KIOSK_PIN ?? DEMO_KIOSK_PIN,
    checkResponses: values.CHECK_RESPONSES
      ? values.CHECK_RESPONSES === "true"
      : values.APP_MODE !== "production",
  };
  if (config.mode === "production") assertProductionReady(config, values);
  return config;
}

function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (!value || value === "false") return false;
  if (value === "true") return true;
  return value.split(",").map((address) => address.trim());
}

/** Production never falls back to a demo secret or a built-in stand-in for an outside system. */
function assertProductionReady(config: Config, values: z.infer<typeof envSchema>): void {
  const missing: string[] = [];
  if (!values.PUBLIC_URL) missing.push("PUBLIC_URL (the site's https address)");
  if (config.otpSecret === DEMO_SECRET) missing.push("OTP_SECRET");
  if (config.paymentsHmacSecret === DEMO_SECRET) missing.push("PAYMENTS_HMAC_SECRET");
  if (config.smsProvider === "outbox") missing.push("SMS_PROVIDER (a real SMS gateway)");
  if (config.paymentsProvider === "sandbox") missing.push("PAYMENTS_PROVIDER (a real card provider)");
  if (config.posProvider === "built-in") missing.push("POS_PROVIDER (the stores' POS)");
  if (!values.KIOSK_PIN || values.KIOSK_PIN === DEMO_KIOSK_PIN)
    missing.push("KIOSK_PIN (the kiosks' staff PIN)");
  if (missing.length > 0) {
    throw new Error(
      `APP_MODE=production needs: ${missing.join(", ")}. Use APP_MODE=demo to run with built-in adapters.`,
    );
  }
}
