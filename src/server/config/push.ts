import { createECDH } from "node:crypto";
import { z } from "zod";
import { secretSetting } from "./secrets.ts";

/** How the server signs its Web Push requests (VAPID) and where it may send them. */
export type PushConfig = {
  /** The application server key browsers subscribe with (base64url, 65 bytes uncompressed P-256). */
  publicKey: string;
  /** Its private half (base64url, 32 bytes): signs every push request. */
  privateKey: string;
  /** A contact for the push services (mailto: or https:). */
  subject: string;
  /**
   * The push services a subscription may point at: a host name, or `.suffix` for its subdomains.
   * The server POSTs to a subscription's address, so an arbitrary one would let a customer
   * make it call any https address.
   */
  serviceHosts: string[];
};

/**
 * Demo mode's key pair, published like the demo's other secrets so that subscriptions survive a
 * restart and several demo instances agree; production refuses it.
 */
const DEMO_KEYS = {
  publicKey: "BJSHRJdm5XZsqH6l4PIgpdX-ageFBX-X4rAN8Xpt8-2OBxFx1g_7UWIYD948lWHxePWUtkTCwEaRjdVJoIsDcYQ",
  privateKey: "QlLyM5jg1AhKDG5sZwsCxuFxl-oHBRzN-mGnKJAWuUQ",
};
const DEMO_SUBJECT = "mailto:demo@example.com";

/** The browsers' push services: Chrome and most Chromium browsers, Firefox, Safari, Edge. */
export const KNOWN_PUSH_SERVICES = [
  "fcm.googleapis.com",
  "updates.push.services.mozilla.com",
  "web.push.apple.com",
  ".push.apple.com",
  ".notify.windows.com",
];

const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, "base64url without padding")
    .refine((value) => Buffer.from(value, "base64url").length === bytes, `${bytes} bytes once decoded`);

// The private key is a secret: VAPID_PRIVATE_KEY or VAPID_PRIVATE_KEY_FILE (see secrets.ts).
export const pushEnv = {
  VAPID_PUBLIC_KEY: base64url(65).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, "a mailto: address or an https: URL")
    .optional(),
  PUSH_SERVICE_HOSTS: z.string().min(1).optional(),
};

/** The push settings: the configured key pair, or demo mode's when none is set. */
export function pushConfig(
  env: Record<string, string | undefined>,
  values: { VAPID_PUBLIC_KEY?: string; VAPID_SUBJECT?: string; PUSH_SERVICE_HOSTS?: string },
): PushConfig {
  const privateKey = secretSetting(env, "VAPID_PRIVATE_KEY");
  const publicKey = values.VAPID_PUBLIC_KEY;
  if (Boolean(privateKey) !== Boolean(publicKey)) {
    throw new Error("Invalid configuration: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together.");
  }
  if (publicKey && privateKey && publicKeyOf(privateKey) !== publicKey) {
    throw new Error("Invalid configuration: VAPID_PUBLIC_KEY is not the public half of VAPID_PRIVATE_KEY.");
  }
  return {
    publicKey: publicKey ?? DEMO_KEYS.publicKey,
    privateKey: privateKey ?? DEMO_KEYS.privateKey,
    subject: values.VAPID_SUBJECT ?? DEMO_SUBJECT,
    serviceHosts: values.PUSH_SERVICE_HOSTS
      ? values.PUSH_SERVICE_HOSTS.split(",").map((host) => host.trim().toLowerCase())
      : KNOWN_PUSH_SERVICES,
  };
}

/** What production mode still needs for Web Push (empty when ready). */
export function pushProductionProblems(push: PushConfig): string[] {
  return [
    push.privateKey === DEMO_KEYS.privateKey &&
      "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (or VAPID_PRIVATE_KEY_FILE): `npx web-push generate-vapid-keys`",
    push.subject === DEMO_SUBJECT && "VAPID_SUBJECT (a mailto: or https: contact for the push services)",
  ].filter((problem): problem is string => Boolean(problem));
}

function publicKeyOf(privateKey: string): string {
  const bytes = Buffer.from(privateKey, "base64url");
  if (bytes.length !== 32)
    throw new Error("Invalid configuration: VAPID_PRIVATE_KEY must be 32 bytes (base64url).");
  const ecdh = createECDH("prime256v1");
  try {
    ecdh.setPrivateKey(bytes);
  } catch {
    throw new Error("Invalid configuration: VAPID_PRIVATE_KEY is not a P-256 private key.");
  }
  return ecdh.getPublicKey().toString("base64url");
}
