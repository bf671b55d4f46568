import type { FastifyInstance } from "fastify";
import { fetchMenu } from "#shared/contract/menu.ts";
import { sendCached } from "../../http/etag.ts";
import { route } from "../../http/route.ts";
import type { MenuService } from "./menu.service.ts";

export function menuRoutes(api: FastifyInstance, { menu }: { menu: MenuService }) {
  route(
    api,
    fetchMenu,
  )(async (request, reply) => {
    const body = await menu.menuBody(request.body.outlet_id);
    return sendCached(request, reply, body, 60);
  });
}
