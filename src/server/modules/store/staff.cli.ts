// `npm run staff:account -- --outlet 4 --username amira --name Amira` (src/server/staff-account.ts
// opens the database and runs this): creates a store staff account, or gives it a new password,
// and prints the password once. `--disable --username amira` ends an account and its sessions.
import { parseArgs } from "node:util";
import { STAFF_USERNAME_PATTERN } from "#shared/contract/store.ts";
import type { Db } from "../../db/database.ts";
import { disableStaffAccount, generateStaffPassword, saveStaffAccount } from "./staff.service.ts";

export const STAFF_ACCOUNT_USAGE = [
  "Usage: npm run staff:account -- --outlet <outlet id> --username <name> [--name <shown name>]",
  "       npm run staff:account -- --disable --username <name>",
].join("\n");

type Output = { log: (line: string) => void; error: (line: string) => void };

function parse(args: string[]) {
  try {
    return parseArgs({
      args,
      options: {
        outlet: { type: "string" },
        username: { type: "string" },
        name: { type: "string" },
        disable: { type: "boolean" },
      },
    }).values;
  } catch {
    return null;
  }
}

/** Runs the command; the exit code. */
export async function staffAccountCommand(
  args: string[],
  db: Db,
  out: Output,
  at = new Date(),
): Promise<number> {
  const values = parse(args);
  const username = values?.username?.trim().toLowerCase();
  if (!values || !username || !STAFF_USERNAME_PATTERN.test(username)) {
    out.error(STAFF_ACCOUNT_USAGE);
    out.error("A username is 3 to 40 of a-z, 0-9, '.', '_' and '-', starting with a letter or digit.");
    return 2;
  }
  if (values.disable) {
    if (!(await disableStaffAccount(db, username, at))) {
      out.error(`There is no staff account ${username}.`);
      return 1;
    }
    out.log(`Staff account ${username} is disabled; its sessions have ended.`);
    return 0;
  }
  if (!values.outlet || !/^\d{1,9}$/.test(values.outlet)) {
    out.error(STAFF_ACCOUNT_USAGE);
    return 2;
  }
  const outletId = Number(values.outlet);
  const password = generateStaffPassword();
  const saved = await saveStaffAccount(db, {
    outletId,
    username,
    displayName: values.name?.trim() || username,
    password,
  });
  if ("error" in saved) {
    out.error(
      saved.error === "no-outlet"
        ? `There is no outlet ${outletId}.`
        : `The username ${username} belongs to another outlet's account.`,
    );
    return 1;
  }
  const what = saved.result === "created" ? "New staff account" : "New password for staff account";
  out.log(`${what} ${username} at outlet ${outletId} (${saved.outletName}): ${password}`);
  out.log("It is shown only this once; the database keeps only its hash.");
  if (saved.result === "updated")
    out.log("The previous password no longer works, and its sessions have ended.");
  return 0;
}
