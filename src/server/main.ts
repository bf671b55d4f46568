// `npm start`: build the PWA if its sources changed, migrate, load demo data into an empty
// database, then serve the PWA and the API from one process.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app.ts";
import { ensureClientBuilt } from "./build/ensure-client-built.ts";
import { loadConfig } from "./config/config.ts";
import { databaseOptionsFromConfig, openDatabase } from "./db/database.ts";
import { seedDemoStaffSecrets } from "./db/seed/demo-staff-secrets.ts";
import { isDatabaseEmpty, seedDemoData } from "./db/seed/seed.ts";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

async function main() {
  const config = loadConfig();
  // DIST_DIR: a build folder of its own (parallel test servers must not rebuild each other's).
  const clientDir = path.resolve(projectRoot, process.env.DIST_DIR ?? "dist");
  // SKIP_CLIENT_BUILD=1 (tests of the API alone): serve whatever build exists, or only the API.
  const skipBuild = process.env.SKIP_CLIENT_BUILD === "1";
  if (!skipBuild) await ensureClientBuilt(projectRoot, clientDir);

  const database = openDatabase(databaseOptionsFromConfig(config));
  await database.migrate();
  if (config.mode === "demo" && (await isDatabaseEmpty(database.db))) {
    await seedDemoData(database.db, { boxProduct: config.boxProduct });
  }
  // A demo database from before per-store kiosk PINs gets its demo ones too.
  if (config.mode === "demo") await seedDemoStaffSecrets(database.db);

  const app = await buildApp({
    config,
    database,
    clientDir: skipBuild && !existsSync(path.join(clientDir, "index.html")) ? undefined : clientDir,
  });
  // Paid orders reach the POS through the outbox; this also resumes hand-offs a crash interrupted.
  const stopPosOutbox = app.posOutbox.start();
  // Payment pages whose result never reached us are settled by asking the provider.
  const stopReconciling = app.payments.startReconciling(config.paymentsReconcileAfterMinutes);
  const stopMenuSync = app.posMenuSync?.start();
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await stopReconciling();
    await stopMenuSync?.();
    await stopPosOutbox();
    const closing = app.close(); // stops accepting; requests in progress finish first
    await app.settle(10_000);
    await closing;
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);

  await app.listen({ port: config.port, host: config.host });
  const where = `storefront on http://localhost:${config.port} (${database.engine})`;
  if (config.mode === "production") app.log.info(`${where}, production mode`);
  else {
    const outbox =
      config.demoSmsOutbox === "open" ? "to ANYONE (DEMO_SMS_OUTBOX=open)" : "from this machine only";
    app.log.warn(
      `${where} in DEMO MODE, not for real customers: the sandbox card provider approves the public ` +
        "test card 4242 4242 4242 4242 (no payment is real), and every login code is readable in the SMS " +
        `outbox, GET /api/dev/sms-outbox, ${outbox}. APP_MODE=production runs the real shop.`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
