// `npm run dev`: the API on API_PORT (8081) and Vite with hot reload, which proxies /api to it.
import { createServer } from "vite";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config/config.ts";
import { databaseOptionsFromConfig, openDatabase } from "./db/database.ts";
import { seedDemoStaffSecrets } from "./db/seed/demo-staff-secrets.ts";
import { isDatabaseEmpty, seedDemoData } from "./db/seed/seed.ts";
import { loggerFor } from "./http/log-format.ts";

const apiPort = Number(process.env.API_PORT ?? 8081);

const config = loadConfig();
const database = openDatabase(databaseOptionsFromConfig(config));
await database.migrate();
if (config.mode === "demo" && (await isDatabaseEmpty(database.db))) {
  await seedDemoData(database.db, { boxProduct: config.boxProduct });
}
if (config.mode === "demo") await seedDemoStaffSecrets(database.db);
const api = await buildApp({ config, database, logger: await loggerFor(config) });
api.posOutbox.start();
await api.listen({ port: apiPort, host: "127.0.0.1" });

const vite = await createServer({ server: { port: 5173, host: config.host } });
await vite.listen();
vite.printUrls();
