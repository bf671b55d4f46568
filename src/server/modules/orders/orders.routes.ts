import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { z } from "zod";
import { placeOrderRequestSchema, reOrderRequestSchema } from "#shared/contract/orders.ts";
import { apiPaths } from "#shared/contract/routes.ts";
import { callerId } from "../../http/authenticate.ts";
import type { OrdersService, PlaceOrderInput } from "./orders.service.ts";

type Deps = { orders: OrdersService; authenticate: preHandlerAsyncHookHandler };

// Order ids are UUIDs; the service answers 404 for anything else, never a database error.
const orderIdParamsSchema = z.object({ id: z.string().max(64) });

const idempotencyKey = (request: FastifyRequest) => {
  const header = request.headers["idempotency-key"];
  return typeof header === "string" ? header.trim() : undefined;
};

export function ordersRoutes(api: FastifyInstance, { orders, authenticate }: Deps) {
  api.post<{ Body: PlaceOrderInput }>(
    apiPaths.placeOrder,
    { onRequest: authenticate, schema: { body: placeOrderRequestSchema } },
    async (request) => orders.placeOrder(callerId(request), request.body, idempotencyKey(request)),
  );

  api.post<{ Body: { order_id: string } }>(
    apiPaths.reOrder,
    { onRequest: authenticate, schema: { body: reOrderRequestSchema } },
    async (request) => orders.reOrder(callerId(request), request.body.order_id, idempotencyKey(request)),
  );

  // Unauthenticated by spec: the order id is a random UUID, known only to whoever placed it.
  api.get<{ Params: { id: string } }>(
    "/order_details/:id",
    { schema: { params: orderIdParamsSchema } },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return orders.details(request.params.id);
    },
  );

  api.get(apiPaths.orderHistory, { onRequest: authenticate }, async (request) => ({
    status: 200,
    data: await orders.history(callerId(request)),
  }));
}
