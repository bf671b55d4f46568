// A store staff member's session on the order board: its own token, apart from any customer's,
// bound by the server to one outlet. Forgotten when it expires or the server refuses it.
import { readJson, removeKeys, storageKeys, useStoredRaw, writeJson } from "#client/lib/storage.ts";
import { type StaffSession, staffSessionSchema } from "#shared/contract/store.ts";

/** The stored staff session, or null when absent, damaged or expired. */
export function storedStaffSession(now = Date.now()): StaffSession | null {
  const session = readJson(storageKeys.staffSession, staffSessionSchema);
  if (!session || Date.parse(session.expires_at) <= now) return null;
  return session;
}

export { forgetRefusedStaffToken, staffToken } from "./staff-token.ts";

export function storeStaffSession(session: StaffSession): void {
  writeJson(storageKeys.staffSession, session);
}

export function clearStaffSession(): void {
  removeKeys(storageKeys.staffSession);
}

/** The stored staff session, re-rendering when it changes (this tab or another). */
export function useStaffSession(): StaffSession | null {
  useStoredRaw(storageKeys.staffSession);
  return storedStaffSession();
}
