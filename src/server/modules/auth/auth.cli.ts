// `npm run auth:unlock -- --phone 01012345678` (src/server/auth-unlock.ts opens the database and
// runs this): lifts the lock a phone's wrong codes put on its login. Anyone who knows a number
// can spend its budget of wrong codes; the owner, once support has made sure it is them, should
// not have to wait out the month.
import { parseArgs } from "node:util";
import { normaliseEgyptianMobile } from "#shared/rules/phone.ts";
import type { Db } from "../../db/database.ts";
import { forgetLimits } from "../../http/rate-limit.ts";
import { wrongCodeKeysOf } from "./auth.service.ts";

export const AUTH_UNLOCK_USAGE = "Usage: npm run auth:unlock -- --phone <Egyptian mobile number>";

type Output = { log: (line: string) => void; error: (line: string) => void };

/** Runs the command; the exit code. */
export async function authUnlockCommand(args: string[], db: Db, out: Output): Promise<number> {
  let given: string | undefined;
  try {
    given = parseArgs({ args, options: { phone: { type: "string" } } }).values.phone;
  } catch {
    given = undefined;
  }
  const phone = given ? normaliseEgyptianMobile(given) : null;
  if (!phone) {
    out.error(AUTH_UNLOCK_USAGE);
    return 2;
  }
  const keys = wrongCodeKeysOf(phone);
  const forgotten = await forgetLimits(db, [keys.day, keys.thirtyDays]);
  out.log(
    forgotten > 0
      ? `The wrong codes counted against ${phone} are forgotten: its next code will work.`
      : `No wrong codes are counted against ${phone}: nothing to lift.`,
  );
  return 0;
}
