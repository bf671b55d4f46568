// The staff token the order board's calls carry, read without the board's schemas: every
// screen's API client needs this one read, and the landing page must not carry the board.
import { readRaw, removeKeys, storageKeys } from "#client/lib/storage.ts";

/** The stored staff session's token while it has not expired, or null. */
export function staffToken(now = Date.now()): string | null {
  try {
    const stored = JSON.parse(readRaw(storageKeys.staffSession) ?? "null") as {
      token?: unknown;
      expires_at?: unknown;
    } | null;
    if (typeof stored?.token !== "string" || typeof stored.expires_at !== "string") return null;
    return Date.parse(stored.expires_at) > now ? stored.token : null;
  } catch {
    return null;
  }
}

/** The server refused `sentToken`: forget the session unless a newer sign-in replaced it. */
export function forgetRefusedStaffToken(sentToken: string): boolean {
  if (staffToken() !== sentToken) return false;
  removeKeys(storageKeys.staffSession);
  return true;
}
