// `npm start`: build the PWA if its sources changed, migrate, load demo data into an empty
// database, then serve the PWA and the API from one process. `npm run build` also bundles this
// file into dist-server/main.js (src/server/build/build-server.ts), which `npm run start:prod`
// runs with plain node: that copy never builds the PWA, it serves the one built with it.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app.ts";
import { ensureClientBuilt } from "./build/ensure-client-built.ts";
import { loadConfig } from "./config/config.ts";
import { databaseOptionsFromConfig, openDatabase } from "./db/database.ts";
import { seedDemoStaffSecrets } from "./db/seed/demo-staff-secrets.ts";
import { isDatabaseEmpty, seedDemoData } from "./db/seed/seed.ts";
import { loggerFor } from "./http/log-format.ts";

/** Bundled (dist-server/main.js) rather than run from its TypeScript source. */
const compiled = !import.meta.url.endsWith(".ts");
const projectRoot = fileURLToPath(new URL(compiled ? ".." : "../..", import.meta.url));

async function main() {
  const config = loadConfig();
  // DIST_DIR: a build folder of its own (parallel test servers must not rebuild each other's).
  const clientDir = path.resolve(projectRoot, process.env.DIST_DIR ?? "dist");
  // SKIP_CLIENT_BUILD=1 (tests of the API alone): serve whatever build exists, or only the API.
  const skipBuild = process.env.SKIP_CLIENT_BUILD === "1";
  if (!skipBuild && !compiled) await ensureClientBuilt(projectRoot, clientDir);

  const database = openDatabase(databaseOptionsFromConfig(config));
  await database.migrate();
  if (config.mode === "demo" && (await isDatabaseEmpty(database.db))) {
    await seedDemoData(database.db, { boxProduct: config.boxProduct });
  }
  // A demo database from before per-store kiosk PINs gets its demo ones too.
  if (config.mode === "demo") await seedDemoStaffSecrets(database.db);

  const offsetMs = config.clockOffsetMinutes * 60_000;
  const app = await buildApp({
    config,
    database,
    ...(offsetMs !== 0 && { now: () => new Date(Date.now() + offsetMs) }),
    logger: await loggerFor(config),
    clientDir: skipBuild && !existsSync(path.join(clientDir, "index.html")) ? undefined : clientDir,
  });
  // Paid orders reach the POS through the outbox; this also resumes hand-offs a crash interrupted.
  const stopPosOutbox = app.posOutbox.start();
  // Payment pages whose result never reached us are settled by asking the provider.
  const stopReconciling = app.payments.startReconciling(config.paymentsReconcileAfterMinutes);
  const stopMenuSync = app.posMenuSync?.start();
  const shutdown = async (signal: string) => {
    // First out of the load balancer: /readyz answers 503 while requests still are served.
    app.startDraining();
    if (config.drainSeconds > 0) {
      app.log.info(`${signal}: draining for ${config.drainSeconds} s (/readyz answers 503), then closing`);
      await new Promise((resolve) => setTimeout(resolve, config.drainSeconds * 1000));
    } else app.log.info(`${signal}: closing`);
    await stopReconciling();
    await stopMenuSync?.();
    await stopPosOutbox();
    // Stops accepting, ends the live streams; requests in progress finish first.
    const closing = app.close();
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
