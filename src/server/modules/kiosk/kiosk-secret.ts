// Each store's kiosk staff secret: digits (the kiosk's keypad types them), stored only as a scrypt
// hash (http/scrypt-secret.ts).
import { randomInt } from "node:crypto";
import { hashSecret, type ScryptCost, STAFF_SCRYPT_COST, secretMatches } from "../../http/scrypt-secret.ts";

export { DEMO_SCRYPT_COST, type ScryptCost } from "../../http/scrypt-secret.ts";

/** Generated secrets: 10 digits, 10^10 values (an attacker gets ~100 guesses a day at most). */
export const KIOSK_SECRET_LENGTH = 10;

/** The cost of the kiosk PINs' hashes (the staff passwords'). */
export const KIOSK_SCRYPT_COST = STAFF_SCRYPT_COST;

/** What kiosk_staff_secrets.secret_hash holds. */
export const hashKioskSecret = (secret: string, cost: ScryptCost = KIOSK_SCRYPT_COST) =>
  hashSecret(secret, cost);
export const kioskSecretMatches = secretMatches;

/** A uniformly random secret of `length` digits (leading zeros included). */
export function generateKioskSecret(length = KIOSK_SECRET_LENGTH): string {
  return Array.from({ length }, () => String(randomInt(10))).join("");
}

/** The demo's published secret of an outlet: 2468 and the outlet's id in 4 digits (outlet 5: 24680005). */
export function demoKioskSecret(outletId: number): string {
  return `2468${String(outletId).padStart(4, "0")}`;
}
