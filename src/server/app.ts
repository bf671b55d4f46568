// buildApp() wires the API (and, when given a built client, the PWA) without listening,
// so tests drive it through inject() and main.ts decides where it listens.
import { existsSync } from "node:fs";
import path from "node:path";
import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { Config } from "./config/config.ts";
import type { Database } from "./db/database.ts";
import { registerErrorHandler } from "./http/errors.ts";
import { requireXmlHttpRequest } from "./http/requested-with.ts";
import { zodValidatorCompiler } from "./http/validation.ts";
import { menuRoutes } from "./modules/menu/menu.routes.ts";
import { createMenuService } from "./modules/menu/menu.service.ts";
import { outletsRoutes } from "./modules/outlets/outlets.routes.ts";

export type AppOptions = {
  config: Config;
  database: Database;
  /** Folder of the built PWA (dist/); omitted in API tests and in `npm run dev`. */
  clientDir?: string;
  logger?: FastifyServerOptions["logger"];
};

export async function buildApp({ config, database, clientDir, logger }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: 256 * 1024,
    trustProxy: true,
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  registerErrorHandler(app);
  await app.register(fastifyCompress, { threshold: 1024 });

  const { db } = database;
  const menu = createMenuService(db);

  await app.register(
    async (api) => {
      requireXmlHttpRequest(api);
      outletsRoutes(api, { db });
      menuRoutes(api, { menu });
    },
    { prefix: "/api" },
  );

  if (clientDir) await serveClient(app, clientDir);
  const sendsPages = Boolean(clientDir);
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    // Client-side routes (/store-menu, /cart, ...) get the app shell; /api and files never do.
    const wantsPage = request.method === "GET" && !pathname.startsWith("/api/") && !path.extname(pathname);
    if (sendsPages && wantsPage) {
      reply.header("cache-control", "no-cache");
      return reply.sendFile("index.html");
    }
    return reply.status(404).send({ status: 404, message: `No route ${request.method} ${pathname}.` });
  });
  return app;
}

async function serveClient(app: FastifyInstance, clientDir: string) {
  const indexHtml = path.join(clientDir, "index.html");
  if (!existsSync(indexHtml)) throw new Error(`No built client at ${clientDir}: run \`npm run build\`.`);

  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: true,
    index: "index.html",
    setHeaders(res, filePath) {
      // Hashed build output never changes; everything else is revalidated (the service
      // worker and the shell must update promptly after a deployment).
      const cacheable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header("cache-control", cacheable ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
}
