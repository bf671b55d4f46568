// `npm run staff:account -- --outlet 4 --username amira`: creates a store staff account (or sets a
// new password) and prints the password once; the database keeps only its hash.
import { runOperatorCommand } from "./jobs/operator-command.ts";
import { STAFF_ACCOUNT_USAGE, staffAccountCommand } from "./modules/store/staff.cli.ts";

runOperatorCommand(STAFF_ACCOUNT_USAGE, staffAccountCommand);
