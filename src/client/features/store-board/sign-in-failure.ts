// What staff read when signing in did not work: the server's words for a wrong username or
// password (422), how long to wait after too many tries (429 with Retry-After), or ours.
import { firstServerErrors } from "#client/components/ui/form/validation.ts";
import { ApiError, isConnectionError } from "#client/lib/api-client.ts";
import { storeBoardStrings as t } from "./messages.gen.ts";

export const SIGN_IN_FIELDS = ["username", "password"] as const;
export type SignInField = (typeof SIGN_IN_FIELDS)[number];

export type SignInFailure = {
  fields: Partial<Record<SignInField, string>>;
  /** About the whole form; null when the fields say it all. */
  message: string | null;
  /** Signing in is refused for this long: the button waits, the message counts down. */
  waitSeconds?: number;
};

/** A wait when the server gave none: long enough not to invite hammering. */
const DEFAULT_WAIT_SECONDS = 60;

export function signInFailure(error: unknown): SignInFailure {
  if (error instanceof ApiError && error.kind === "http") {
    if (error.status === 422) {
      const fields = firstServerErrors(error.fieldErrors, SIGN_IN_FIELDS);
      const explained = Object.keys(fields).length > 0;
      return { fields, message: explained ? null : (error.serverMessage ?? t.signInFailed) };
    }
    if (error.status === 429) {
      const waitSeconds = Math.ceil(error.retryAfterSeconds ?? DEFAULT_WAIT_SECONDS);
      // The server's words say whose tries ran out (this account's, this device's).
      return {
        fields: {},
        message: error.serverMessage ?? t.signInWait({ seconds: waitSeconds }),
        waitSeconds,
      };
    }
  }
  return { fields: {}, message: isConnectionError(error) ? t.signInOffline : t.signInFailed };
}
