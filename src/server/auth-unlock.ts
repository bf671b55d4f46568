// `npm run auth:unlock -- --phone 01012345678`: lifts the lock wrong codes put on a phone's login.
import { runOperatorCommand } from "./jobs/operator-command.ts";
import { AUTH_UNLOCK_USAGE, authUnlockCommand } from "./modules/auth/auth.cli.ts";

runOperatorCommand(AUTH_UNLOCK_USAGE, authUnlockCommand);
