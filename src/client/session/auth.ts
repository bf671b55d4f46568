// The session (spec sections 3, 4 and 6): logged in when a token is stored. The token comes
// only from a verified OTP; login and registration store the challenge the OTP screen needs (an
// opaque id and the phone: the server names no account before the code is verified).
import { useMemo } from "react";
import { adoptProfileLocale } from "#client/lib/locale.ts";
import {
  parseJson,
  readJson,
  readRaw,
  removeKeys,
  storageKeys,
  useStoredRaw,
  writeJson,
  writeRaw,
} from "#client/lib/storage.ts";
import {
  type OtpChallenge,
  otpChallengeSchema,
  type UserData,
  userDataSchema,
} from "#shared/contract/auth.ts";

/** The stored bearer token, or null. */
export function token(): string | null {
  const stored = readRaw(storageKeys.token)?.trim();
  return stored ? stored : null;
}

export function isLoggedIn(): boolean {
  return token() !== null;
}

/** The stored token, re-rendering when it changes (this tab or another). */
export function useToken(): string | null {
  return useStoredRaw(storageKeys.token)?.trim() || null;
}

/**
 * The server refused `sentToken`: forget it and the user data, unless a login in another tab
 * has stored a new token meanwhile (that one is still good). True when it was forgotten.
 */
export function forgetRefusedToken(sentToken: string): boolean {
  if (token() !== sentToken) return false;
  clearSession();
  return true;
}

/**
 * After a verified OTP: the bearer token and the user's data; the challenge is done with. A
 * device where no language was chosen yet takes the one the customer's profile keeps.
 */
export function storeSession(bearer: string, userData: UserData): void {
  removeKeys(storageKeys.otpChallenge);
  writeJson(storageKeys.userData, userData);
  writeRaw(storageKeys.token, bearer);
  if (userData.language) adoptProfileLocale(userData.language);
}

/** After login, registration or a resend: the code's challenge, for the OTP screen. */
export function storeOtpChallenge(challenge: OtpChallenge): void {
  writeJson(storageKeys.otpChallenge, challenge);
}

/** The stored challenge, or null. */
export function storedOtpChallenge(): OtpChallenge | null {
  return readJson(storageKeys.otpChallenge, otpChallengeSchema);
}

/** After a profile update. */
export function storeUserData(userData: UserData): void {
  writeJson(storageKeys.userData, userData);
}

/** The stored user data, or null when absent or not in the expected shape. */
export function storedUserData(): UserData | null {
  return readJson(storageKeys.userData, userDataSchema);
}

/** Forgets the token, the user data and any code being entered (other stored choices stay). */
export function clearSession(): void {
  removeKeys(storageKeys.token, storageKeys.userData, storageKeys.otpChallenge);
}

/** The stored user data, re-rendering when it changes (this tab or another). */
export function useStoredUserData(): UserData | null {
  const raw = useStoredRaw(storageKeys.userData);
  return useMemo(() => parseJson(raw, userDataSchema), [raw]);
}
