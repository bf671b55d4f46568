// `npm run kiosk:secret -- --outlet 4`: sets (or rotates) one store's kiosk staff PIN and prints it
// once; the database keeps only its hash.
import { runOperatorCommand } from "./jobs/operator-command.ts";
import { KIOSK_SECRET_USAGE, kioskSecretCommand } from "./modules/kiosk/kiosk.cli.ts";

runOperatorCommand(KIOSK_SECRET_USAGE, kioskSecretCommand);
