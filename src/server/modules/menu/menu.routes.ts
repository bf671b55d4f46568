import type { FastifyInstance } from "fastify";
import { type FetchMenuRequest, fetchMenuRequestSchema } from "#shared/contract/menu.ts";
import { apiPaths } from "#shared/contract/routes.ts";
import { sendCached } from "../../http/etag.ts";
import type { createMenuService } from "./menu.service.ts";

export function menuRoutes(api: FastifyInstance, { menu }: { menu: ReturnType<typeof createMenuService> }) {
  api.post<{ Body: { outlet_id: number } & Omit<FetchMenuRequest, "outlet_id"> }>(
    apiPaths.fetchMenu,
    { schema: { body: fetchMenuRequestSchema } },
    async (request, reply) => {
      const body = await menu.menuBody(request.body.outlet_id);
      return sendCached(request, reply, body, 60);
    },
  );
}
