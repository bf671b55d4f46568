import type { FastifyInstance, FastifyRequest } from "fastify";
import { KIOSK_DEVICE_HEADER } from "#shared/contract/endpoint.ts";
import { orderAheadSlots } from "#shared/contract/order-ahead.ts";
import { orderStatusStream } from "#shared/contract/order-status.ts";
import { orderDetails, orderHistory } from "#shared/contract/orders.ts";
import { placeOrder, reOrder } from "#shared/contract/place-order.ts";
import type { LiveEvents } from "../../events/live-events.ts";
import { callerId } from "../../http/authenticate.ts";
import { idempotencyKeyOf } from "../../http/idempotency.ts";
import { route } from "../../http/route.ts";
import { streamRoute } from "../../http/stream-route.ts";
import type { OrdersService } from "./orders.service.ts";
import type { OrderSource } from "./place-order.ts";

const kioskDevice = KIOSK_DEVICE_HEADER.toLowerCase();

function orderSourceOf(request: FastifyRequest): OrderSource {
  return { atKiosk: request.headers[kioskDevice] === "1", walkInOutletId: request.walkInOutletId ?? null };
}

export function ordersRoutes(
  api: FastifyInstance,
  { orders, events }: { orders: OrdersService; events: LiveEvents },
) {
  route(
    api,
    placeOrder,
  )(async (request) =>
    orders.placeOrder(callerId(request), request.body, idempotencyKeyOf(request), orderSourceOf(request)),
  );

  route(
    api,
    reOrder,
  )(async (request) =>
    orders.reOrder(
      callerId(request),
      request.body.order_id,
      idempotencyKeyOf(request),
      request.body.pickup_at ?? null,
      orderSourceOf(request),
    ),
  );

  route(
    api,
    orderAheadSlots,
  )(async (request, reply) => {
    reply.header("cache-control", "no-store");
    return { status: 200, data: await orders.slotsOf(request.query.outlet_id) };
  });

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

  // Where the order is now, then each move as it is committed on any instance. A lost listening
  // connection may have missed moves: the stream says where the order is again.
  streamRoute(
    api,
    orderStatusStream,
  )(async (request) => {
    const id = request.params.id;
    const first = await orders.statusNow(id);
    return (stream) => {
      stream.send(first);
      const stopOrder = events.onOrder(id, (event) =>
        stream.send({
          id: event.id,
          order_status: event.status,
          order_type: event.orderType,
          pickup_number: event.pickupNumber,
          at: event.at,
        }),
      );
      const sayAgain = () => orders.statusNow(id).then(stream.send, () => stream.end());
      // A move committed between the first read and listening would be missed: read once more.
      orders.statusNow(id).then(
        (now) => {
          if (now.order_status !== first.order_status) stream.send(now);
        },
        () => stream.end(),
      );
      const stopResume = events.onResume(sayAgain);
      return () => {
        stopOrder();
        stopResume();
      };
    };
  });
}
