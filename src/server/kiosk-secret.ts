// `npm run kiosk:secret -- --outlet 4`: sets (or rotates) one store's kiosk staff PIN. It prints the
// new PIN once; the database keeps only its hash. Run it with the server's settings (DATABASE_URL or
// DATA_DIR, APP_MODE); with the embedded database (PGlite), stop the server first: one process only.
import { loadConfig } from "./config/config.ts";
import { databaseOptionsFromConfig, openDatabase } from "./db/database.ts";
import { KIOSK_SECRET_USAGE, kioskSecretCommand } from "./modules/kiosk/kiosk.cli.ts";

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  // Wrong arguments are told before the database is opened.
  if (args.length === 0) {
    console.error(KIOSK_SECRET_USAGE);
    return 2;
  }
  const database = openDatabase(databaseOptionsFromConfig(loadConfig()));
  try {
    await database.migrate();
    return await kioskSecretCommand(args, database.db, console);
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
