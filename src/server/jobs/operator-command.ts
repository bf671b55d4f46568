// The operator's commands (`npm run kiosk:secret`, `npm run staff:account`): each opens the
// database with the server's settings (DATABASE_URL or DATA_DIR), migrates it, runs once and exits
// with the command's code. With the embedded database (PGlite), stop the server first: one
// process only.
import { loadConfig } from "../config/config.ts";
import { type Db, databaseOptionsFromConfig, openDatabase } from "../db/database.ts";

type Output = { log: (line: string) => void; error: (line: string) => void };

export function runOperatorCommand(
  usage: string,
  command: (args: string[], db: Db, out: Output) => Promise<number>,
): void {
  const main = async (): Promise<number> => {
    const args = process.argv.slice(2);
    // Wrong arguments are told before the database is opened.
    if (args.length === 0) {
      console.error(usage);
      return 2;
    }
    const database = openDatabase(databaseOptionsFromConfig(loadConfig()));
    try {
      await database.migrate();
      return await command(args, database.db, console);
    } finally {
      await database.close();
    }
  };
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
