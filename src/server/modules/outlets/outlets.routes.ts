import type { FastifyInstance } from "fastify";
import { fetchOutlet } from "#shared/contract/outlets.ts";
import { cachedBody, sendCached } from "../../http/etag.ts";
import { route } from "../../http/route.ts";
import type { OutletsService } from "./outlets.service.ts";

export function outletsRoutes(api: FastifyInstance, { outlets }: { outlets: OutletsService }) {
  route(
    api,
    fetchOutlet,
  )(async (request, reply) => {
    const data = await outlets.list();
    return sendCached(request, reply, cachedBody({ status: 200 as const, data }), 300);
  });
}
