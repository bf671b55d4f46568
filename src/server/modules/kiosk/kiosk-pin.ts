// The staff PIN of the store kiosks (KIOSK_PIN). It stays on the server: the browser asks
// POST /api/kiosk/verify_pin, so the PIN is never in the JavaScript bundle.
import { createHash, timingSafeEqual } from "node:crypto";

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/** Compares in constant time (hashing first makes the lengths equal). */
export function pinMatches(candidate: string, expected: string): boolean {
  return timingSafeEqual(digest(candidate), digest(expected));
}
