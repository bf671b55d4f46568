// `npm run kiosk:secret -- --outlet 4` (src/server/kiosk-secret.ts opens the database and runs this).
import { parseArgs } from "node:util";
import type { Db } from "../../db/database.ts";
import { rotateKioskSecret } from "./kiosk.service.ts";

export const KIOSK_SECRET_USAGE = "Usage: npm run kiosk:secret -- --outlet <outlet id>";

type Output = { log: (line: string) => void; error: (line: string) => void };

/** Sets (or rotates) one store's staff PIN and prints it once; the exit code. */
export async function kioskSecretCommand(
  args: string[],
  db: Db,
  out: Output,
  at = new Date(),
): Promise<number> {
  let outlet: string | undefined;
  try {
    outlet = parseArgs({ args, options: { outlet: { type: "string" } } }).values.outlet;
  } catch {
    outlet = undefined;
  }
  if (!outlet || !/^\d{1,9}$/.test(outlet)) {
    out.error(KIOSK_SECRET_USAGE);
    return 2;
  }
  const outletId = Number(outlet);
  const result = await rotateKioskSecret(db, outletId, at);
  if (!result) {
    out.error(`There is no outlet ${outletId}.`);
    return 1;
  }
  out.log(`New kiosk staff PIN for outlet ${outletId} (${result.outletName}): ${result.secret}`);
  out.log("It is shown only this once. The previous PIN no longer works, and any wait is over.");
  return 0;
}
