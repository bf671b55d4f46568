import type { FastifyInstance } from "fastify";
import { orderDetails, orderHistory } from "#shared/contract/orders.ts";
import { placeOrder, reOrder } from "#shared/contract/place-order.ts";
import { callerId } from "../../http/authenticate.ts";
import { idempotencyKeyOf } from "../../http/idempotency.ts";
import { route } from "../../http/route.ts";
import type { OrdersService } from "./orders.service.ts";

export function ordersRoutes(api: FastifyInstance, { orders }: { orders: OrdersService }) {
  route(
    api,
    placeOrder,
  )(async (request) => orders.placeOrder(callerId(request), request.body, idempotencyKeyOf(request)));

  route(
    api,
    reOrder,
  )(async (request) => orders.reOrder(callerId(request), request.body.order_id, idempotencyKeyOf(request)));

  // Order ids are UUIDs; the service answers 404 for anything else, never a database error.
  route(
    api,
    orderDetails,
  )(async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    return orders.details(request.params.id);
  });

  route(
    api,
    orderHistory,
  )(async (request) => ({
    status: 200,
    data: await orders.history(callerId(request)),
  }));
}
