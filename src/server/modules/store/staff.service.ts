// Staff accounts of the stores: each bound to one outlet, signed in with a password (a scrypt
// hash is all we keep) for one shift at most. Wrong passwords spend the account's failure budget,
// shared by every address and instance; one address also has a budget of its own over all accounts.
import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { ReplyOf } from "#shared/contract/endpoint.ts";
import type { staffSignIn } from "#shared/contract/store.ts";
import { localized } from "#shared/i18n/localized-content.ts";
import type { Db } from "../../db/database.ts";
import { bearerToken, hashToken, newToken } from "../../http/authenticate.ts";
import { HttpError } from "../../http/errors.ts";
import { tooManyTries, waitText } from "../../http/failure-budget.ts";
import { addressKey, type RateLimiter } from "../../http/rate-limit.ts";
import { hashSecret, type ScryptCost, STAFF_SCRYPT_COST, secretMatches } from "../../http/scrypt-secret.ts";
import { RequestValidationError } from "../../http/validation.ts";
import { staffStrings } from "./messages.gen.ts";
import * as repository from "./staff.repository.ts";

/** A session lasts one long shift; then the board asks to sign in again. */
export const STAFF_SESSION_HOURS = 12;
/** Sign-in attempts one address may make in 10 minutes, whatever the accounts. */
export const SIGN_INS_PER_IP = 30;

export { staffStrings };

/** Who is signed in on a staff call (set by the staff check). */
export type StaffCaller = { staffId: number; outletId: number; name: string; outletName: string };

declare module "fastify" {
  interface FastifyRequest {
    staff: StaffCaller | null;
  }
}

/** The signed-in staff member of a call guarded by the staff check. */
export function staffOf(request: FastifyRequest): StaffCaller {
  if (!request.staff) throw new HttpError(401, staffStrings.unauthenticated);
  return request.staff;
}

type Options = { production: boolean; limiter: RateLimiter; now: () => Date };

export function createStaffService(db: Db, { production, limiter, now }: Options) {
  // Spent on an unknown username too, so that the answer's timing does not tell which exist
  // (made on first use: most instances never see an unknown name).
  let decoy: Promise<string> | null = null;
  const refused = () => new RequestValidationError({ password: [staffStrings.wrongPassword] });
  const liveSession = async (tokenHash: string) => {
    const session = await repository.liveSession(db, tokenHash, now());
    // The demo's published accounts open nothing in production.
    return !session || session.disabledAt || (production && session.demo) ? null : session;
  };

  return {
    async signIn(
      username: string,
      password: string,
      ip: string,
    ): Promise<ReplyOf<typeof staffSignIn>["data"]> {
      await limiter.check({
        key: `staff-sign-in:ip:${addressKey(ip)}`,
        max: SIGN_INS_PER_IP,
        windowSeconds: 600,
        message: (seconds) => staffStrings.tooManyFromHere({ wait: waitText(seconds) }),
      });
      const account = await repository.findAccount(db, username);
      // The demo's published accounts open nothing in production.
      if (!account || account.disabledAt || (production && account.demo)) {
        decoy ??= hashSecret(randomBytes(16).toString("hex"));
        await secretMatches(password, await decoy);
        throw refused();
      }
      const at = now();
      const claim = await repository.claimTry(db, account.id, at);
      if (!claim) throw refused();
      if ("blockedUntil" in claim) throw tooManyTries(claim.blockedUntil, at, staffStrings.tooManyTries);
      if (!(await secretMatches(password, claim.passwordHash))) throw refused();
      const { token, tokenHash } = newToken();
      const expiresAt = new Date(at.getTime() + STAFF_SESSION_HOURS * 3_600_000);
      await repository.startSession(
        db,
        { ...account, passwordHash: claim.passwordHash },
        { tokenHash, expiresAt },
      );
      // Sessions past their end are refused anyway; a sign-in (a few a day) clears them away.
      await repository.deleteExpiredSessions(db, at);
      const outlet = await repository.findOutletName(db, account.outletId);
      return {
        token,
        expires_at: expiresAt.toISOString(),
        staff: { name: account.displayName },
        outlet: { id: account.outletId, name: outlet ? localized(outlet.name, outlet.nameAr) : "" },
      };
    },

    signOut: (tokenHash: string) => repository.endSession(db, tokenHash),

    /** Whether a session still opens the board: not signed out, expired, or its account disabled. */
    stillSignedIn: async (tokenHash: string) => (await liveSession(tokenHash)) !== null,

    /** The onRequest check of every staff call: 401 unless the staff token is live. */
    authenticate: async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw new HttpError(401, staffStrings.unauthenticated);
      const tokenHash = hashToken(token);
      const session = await liveSession(tokenHash);
      if (!session) throw new HttpError(401, staffStrings.unauthenticated);
      request.tokenHash = tokenHash;
      request.staff = {
        staffId: session.staffId,
        outletId: session.outletId,
        name: session.name,
        // In the language of the request, like every text the board shows.
        outletName: localized(session.outletName, session.outletNameAr),
      };
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;

/** Generated passwords: 16 characters of base64url, 96 random bits. */
export function generateStaffPassword(): string {
  return randomBytes(12).toString("base64url");
}

/**
 * Creates a staff account, or sets a new password on it (its sessions end). null: no such outlet,
 * or the username belongs to another outlet's account.
 */
export async function saveStaffAccount(
  db: Db,
  account: { outletId: number; username: string; displayName: string; password: string; demo?: boolean },
  cost: ScryptCost = STAFF_SCRYPT_COST,
): Promise<{ outletName: string; result: "created" | "updated" } | { error: "no-outlet" | "other-outlet" }> {
  const outletName = (await repository.findOutletName(db, account.outletId))?.name ?? null;
  if (outletName === null) return { error: "no-outlet" };
  const result = await repository.saveAccount(db, {
    outletId: account.outletId,
    username: account.username,
    displayName: account.displayName,
    passwordHash: await hashSecret(account.password, cost),
    demo: account.demo,
  });
  return result ? { outletName, result } : { error: "other-outlet" };
}

export const disableStaffAccount = (db: Db, username: string, at: Date) =>
  repository.disableAccount(db, username, at);
