import type { Db } from "../../db/database.ts";
import { HttpError } from "../../http/errors.ts";
import { waitText } from "../../http/failure-budget.ts";
import { RequestValidationError } from "../../http/validation.ts";
import {
  acceptTry,
  audit,
  claimTry,
  findOutletName,
  findSecretHash,
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
  ip: string;
  userAgent: string;
};

type Options = { production: boolean; now: () => Date };

export function createKioskService(db: Db, { production, now }: Options) {
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
    /** Checks a staff secret against the outlet's, within its shared failure budget. */
    async verify({ outletId, pin, purpose, ip, userAgent }: KioskTry): Promise<void> {
      // A store without a secret of its own has no kiosk: in production the demo's counts as none.
      const stored = await findSecretHash(db, outletId);
      if (!stored || (production && (await isDemoHash(outletId, stored)))) {
        throw new HttpError(403, kioskPinStrings.notSetUp);
      }
      const at = now();
      const claim = await claimTry(db, outletId, at);
      if (!claim) throw new HttpError(403, kioskPinStrings.notSetUp);
      if ("blockedUntil" in claim) {
        // Not checked, not logged: a flood of these costs neither a hash nor a log row.
        const seconds = Math.max(1, Math.ceil((claim.blockedUntil.getTime() - at.getTime()) / 1000));
        throw new HttpError(429, kioskPinStrings.tooManyTries({ wait: waitText(seconds) }), {
          "retry-after": String(seconds),
        });
      }
      const entry = { outletId, ip, userAgent, at };
      if (await kioskSecretMatches(pin, claim.secretHash)) {
        await acceptTry(db, claim.secretHash, { ...entry, event: purpose });
        return;
      }
      await audit(db, { ...entry, event: `${purpose}_refused` });
      throw new RequestValidationError({ pin: [kioskPinStrings.wrongPin] });
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
