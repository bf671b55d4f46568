import { contractMessages } from "#shared/contract/messages.gen.ts";
import type { Locale } from "#shared/i18n/locale.ts";
import type { Db } from "../../db/database.ts";
import { hashToken, newToken } from "../../http/authenticate.ts";
import { HttpError } from "../../http/errors.ts";
import { tooManyTries } from "../../http/failure-budget.ts";
import type { RateLimiter } from "../../http/rate-limit.ts";
import { RequestValidationError } from "../../http/validation.ts";
import type { AuthService } from "../auth/auth.service.ts";
import {
  acceptTry,
  audit,
  claimTry,
  findOutletName,
  findSecretHash,
  insertDevice,
  liveDeviceOutlet,
  revokeDevice,
  storeSecret,
} from "./kiosk.repository.ts";
import {
  demoKioskSecret,
  generateKioskSecret,
  hashKioskSecret,
  kioskSecretMatches,
  type ScryptCost,
} from "./kiosk-secret.ts";
import { kioskPinStrings } from "./messages.gen.ts";

export { kioskPinStrings };

export type KioskTry = {
  outletId: number;
  pin: string;
  purpose: "setup" | "exit";
  /** On exit: the tablet's device token, to end it. */
  kioskToken?: string | undefined;
  ip: string;
  userAgent: string;
};

/**
 * Walk-ins one tablet may start in an hour: a queue at a busy counter stays well under it, and a
 * stolen device token buys no more than this before staff notice and set the tablet up again.
 */
export const WALK_INS_PER_KIOSK_PER_HOUR = 60;

type Options = {
  production: boolean;
  now: () => Date;
  auth: Pick<AuthService, "startWalkIn">;
  limiter: RateLimiter;
};

export function createKioskService(db: Db, { production, now, auth, limiter }: Options) {
  // Whether a stored hash is the outlet's published demo secret, once per hash and process.
  const demoHashes = new Map<string, Promise<boolean>>();
  const isDemoHash = (outletId: number, secretHash: string) => {
    let known = demoHashes.get(secretHash);
    if (!known) {
      known = kioskSecretMatches(demoKioskSecret(outletId), secretHash);
      demoHashes.set(secretHash, known);
    }
    return known;
  };

  return {
    /**
     * Checks a staff secret against the outlet's, within its shared failure budget. The right
     * secret gives the tablet a new device token; on the way out, the one it sends ends (staff
     * who then stay keep the new one; a tablet that leaves forgets it with its binding).
     */
    async verify({
      outletId,
      pin,
      purpose,
      kioskToken,
      ip,
      userAgent,
    }: KioskTry): Promise<{ kioskToken: string }> {
      // A store without a secret of its own has no kiosk: in production the demo's counts as none.
      const stored = await findSecretHash(db, outletId);
      if (!stored || (production && (await isDemoHash(outletId, stored)))) {
        throw new HttpError(403, kioskPinStrings.notSetUp);
      }
      const at = now();
      const claim = await claimTry(db, outletId, at);
      if (!claim) throw new HttpError(403, kioskPinStrings.notSetUp);
      if ("blockedUntil" in claim) throw tooManyTries(claim.blockedUntil, at, kioskPinStrings.tooManyTries);
      const entry = { outletId, ip, userAgent, at };
      if (await kioskSecretMatches(pin, claim.secretHash)) {
        await acceptTry(db, claim.secretHash, { ...entry, event: purpose });
        if (purpose === "exit" && kioskToken) await revokeDevice(db, outletId, hashToken(kioskToken), at);
        const device = newToken();
        await insertDevice(db, outletId, device.tokenHash, at);
        return { kioskToken: device.token };
      }
      await audit(db, { ...entry, event: `${purpose}_refused` });
      throw new RequestValidationError({ pin: [kioskPinStrings.wrongPin] });
    },

    /** A walk-in's session at the store whose tablet's device token this is. */
    async walkIn(kioskToken: string, firstName: string, language: Locale) {
      const device = await liveDeviceOutlet(db, hashToken(kioskToken));
      if (!device) throw new HttpError(403, contractMessages.kioskNotSetUp);
      await limiter.check({
        key: `kiosk-walk-in:${device.id}`,
        max: WALK_INS_PER_KIOSK_PER_HOUR,
        windowSeconds: 3600,
      });
      return auth.startWalkIn(firstName, device.outletId, language);
    },
  };
}
export type KioskService = ReturnType<typeof createKioskService>;

/**
 * The operator's command: a new random secret for the outlet, stored as its hash only (any wait
 * ends, the old secret stops working); the secret itself is returned once, to be shown once.
 * null: no such outlet.
 */
export async function rotateKioskSecret(
  db: Db,
  outletId: number,
  at: Date,
  cost?: ScryptCost,
): Promise<{ outletName: string; secret: string } | null> {
  const outletName = await findOutletName(db, outletId);
  if (outletName === null) return null;
  const secret = generateKioskSecret();
  const entry = { outletId, event: "secret_set", ip: "", userAgent: "npm run kiosk:secret", at } as const;
  await storeSecret(db, await hashKioskSecret(secret, cost), entry);
  return { outletName, secret };
}
