import { z } from "zod";
import { secretSetting } from "./secrets.ts";

/** How the Paymob adapter reaches Paymob and checks what it sends. */
export type PaymobConfig = {
  apiUrl: string;
  /** Creates payment intentions (Authorization: Token …). */
  secretKey: string;
  /** Opens the hosted checkout in the customer's browser (not a secret). */
  publicKey: string;
  /** Signs in for refunds, voids and inquiries (POST /api/auth/tokens). */
  apiKey: string;
  /** Verifies the HMAC of every callback. */
  hmacSecret: string;
  /** The card payment integrations the checkout offers. */
  integrationIds: number[];
};

// Secrets may be set as NAME or NAME_FILE; see secrets.ts.
export const paymobEnv = {
  PAYMOB_API_URL: z.string().url().default("https://accept.paymob.com"),
  PAYMOB_PUBLIC_KEY: z.string().min(1).optional(),
  PAYMOB_INTEGRATION_IDS: z
    .string()
    .regex(/^\d+(\s*,\s*\d+)*$/, "integration ids, comma-separated (Developers → Payment Integrations)")
    .optional(),
};

/** The Paymob settings, or an error naming every one that is missing. */
export function paymobConfig(
  env: Record<string, string | undefined>,
  values: { PAYMOB_API_URL: string; PAYMOB_PUBLIC_KEY?: string; PAYMOB_INTEGRATION_IDS?: string },
): PaymobConfig {
  const secretKey = secretSetting(env, "PAYMOB_SECRET_KEY");
  const apiKey = secretSetting(env, "PAYMOB_API_KEY");
  const hmacSecret = secretSetting(env, "PAYMOB_HMAC_SECRET");
  const missing = [
    !secretKey && "PAYMOB_SECRET_KEY (or PAYMOB_SECRET_KEY_FILE)",
    !values.PAYMOB_PUBLIC_KEY && "PAYMOB_PUBLIC_KEY",
    !apiKey && "PAYMOB_API_KEY (or PAYMOB_API_KEY_FILE)",
    !hmacSecret && "PAYMOB_HMAC_SECRET (or PAYMOB_HMAC_SECRET_FILE)",
    !values.PAYMOB_INTEGRATION_IDS && "PAYMOB_INTEGRATION_IDS",
  ].filter((name): name is string => Boolean(name));
  if (!secretKey || !apiKey || !hmacSecret || !values.PAYMOB_PUBLIC_KEY || !values.PAYMOB_INTEGRATION_IDS) {
    throw new Error(`PAYMENTS_PROVIDER=paymob needs: ${missing.join(", ")}.`);
  }
  return {
    apiUrl: values.PAYMOB_API_URL.replace(/\/$/, ""),
    secretKey,
    publicKey: values.PAYMOB_PUBLIC_KEY,
    apiKey,
    hmacSecret,
    integrationIds: values.PAYMOB_INTEGRATION_IDS.split(",").map((id) => Number(id.trim())),
  };
}
