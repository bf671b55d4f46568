import type { FastifyInstance } from "fastify";
import { apiPaths } from "#shared/contract/routes.ts";
import type { Db } from "../../db/database.ts";
import { cachedBody, sendCached } from "../../http/etag.ts";
import { listOutlets } from "./outlets.repository.ts";

export function outletsRoutes(api: FastifyInstance, { db }: { db: Db }) {
  api.get(apiPaths.fetchOutlet, async (request, reply) => {
    const data = await listOutlets(db);
    return sendCached(request, reply, cachedBody({ status: 200, data }), 300);
  });
}
