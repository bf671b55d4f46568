// Secrets people type (a store's kiosk PIN, a staff password), stored only as a scrypt hash with
// a salt of its own. The hash names its cost, so stronger settings can come later and published
// demo secrets can use light ones.
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

export type ScryptCost = { N: number; r: number; p: number };
/** ~50-200 ms and 32 MiB per hash: slow for a stolen table, fine for a few staff tries a day. */
export const STAFF_SCRYPT_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 1 };
/** For the demo's secrets only: they are published, so their hashes protect nothing. */
export const DEMO_SCRYPT_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

const KEY_LENGTH = 32;

function derive(secret: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // maxmem: scrypt needs 128 * N * r bytes; Node's default (32 MiB) is just short of that.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) => {
    scrypt(secret.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` (base64url). */
export async function hashSecret(secret: string, cost: ScryptCost = STAFF_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(secret, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** Compares in constant time; a malformed stored hash matches nothing. */
export async function secretMatches(candidate: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (expected.length !== KEY_LENGTH || !Object.values(cost).every(Number.isSafeInteger)) return false;
  const key = await derive(candidate, Buffer.from(salt, "base64url"), cost);
  return timingSafeEqual(key, expected);
}
