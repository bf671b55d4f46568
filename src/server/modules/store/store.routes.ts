// The store's order board: staff of one outlet sign in, see its open orders, move them along and
// say what is sold out. The outlet is always the signed-in session's, never the request's.
import type { FastifyInstance } from "fastify";
import {
  staffSignIn,
  staffSignOut,
  storeEvents,
  storeMenu,
  storeMoveOrder,
  storeOrders,
  storeSoldOut,
} from "#shared/contract/store.ts";
import { isPaid } from "#shared/rules/order-lifecycle.ts";
import type { LiveEvents } from "../../events/live-events.ts";
import { route } from "../../http/route.ts";
import { streamRoute } from "../../http/stream-route.ts";
import type { MenuService } from "../menu/menu.service.ts";
import type { OrdersService } from "../orders/orders.service.ts";
import type { PaymentsService } from "../payments/payments.service.ts";
import { type StaffService, staffOf, staffStrings } from "./staff.service.ts";

type Deps = {
  staff: StaffService;
  orders: OrdersService;
  menu: MenuService;
  payments: Pick<PaymentsService, "giveBack">;
  events: LiveEvents;
  /** How often an open board stream checks that its session still stands. */
  sessionCheckMs: number;
};

export function storeRoutes(
  api: FastifyInstance,
  { staff, orders, menu, payments, events, sessionCheckMs }: Deps,
) {
  route(
    api,
    staffSignIn,
  )(async (request) => ({
    status: 200,
    data: await staff.signIn(request.body.username, request.body.password, request.ip),
  }));

  route(
    api,
    staffSignOut,
  )(async (request) => {
    if (request.tokenHash) await staff.signOut(request.tokenHash);
    return { status: 200, message: staffStrings.signedOut };
  });

  route(
    api,
    storeOrders,
  )(async (request, reply) => {
    const { outletId, outletName } = staffOf(request);
    reply.header("cache-control", "private, no-store");
    return {
      status: 200,
      data: { outlet: { id: outletId, name: outletName }, orders: await orders.board(outletId) },
    };
  });

  route(
    api,
    storeMoveOrder,
  )(async (request) => {
    const who = staffOf(request);
    const { from } = await orders.move(request.params.id, request.body.to, {
      actor: "store",
      ref: String(who.staffId),
      atOutlet: who.outletId,
    });
    // A paid order the store turns away: the customer's money goes back.
    if ((request.body.to === "rejected" || request.body.to === "cancelled") && isPaid(from)) {
      await payments.giveBack(
        request.params.id,
        request.body.to === "rejected" ? "the store rejected the order" : "the store cancelled the order",
      );
    }
    return { status: 200, data: await orders.boardOrder(request.params.id, who.outletId) };
  });

  // The board reloads its orders on each event, and whenever its stream (re)opens. A session that
  // ends (signed out, expired, a new password, the account disabled) ends its stream too: the
  // board's reconnect is then refused, and nobody keeps hearing the outlet's orders.
  streamRoute(
    api,
    storeEvents,
  )(async (request) => {
    const { outletId } = staffOf(request);
    const { tokenHash } = request;
    return (stream) => {
      const sessionCheck = setInterval(() => {
        if (!tokenHash) return stream.end();
        staff.stillSignedIn(tokenHash).then(
          (signedIn) => signedIn || stream.end(),
          () => {}, // the database did not answer: asked again at the next check
        );
      }, sessionCheckMs);
      sessionCheck.unref();
      const stopOutlet = events.onOutlet(outletId, (event) =>
        stream.send(
          event.type === "order"
            ? { type: "order", id: event.id, order_status: event.status }
            : { type: "sold_out" },
        ),
      );
      const stopResume = events.onResume(() => stream.send({ type: "reload" }));
      return () => {
        clearInterval(sessionCheck);
        stopOutlet();
        stopResume();
      };
    };
  });

  route(
    api,
    storeMenu,
  )(async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    return { status: 200, data: await menu.storeMenu(staffOf(request).outletId) };
  });

  route(
    api,
    storeSoldOut,
  )(async (request) => {
    const who = staffOf(request);
    const { kind, id, sold_out, until } = request.body;
    const state = await menu.setSoldOut(who.outletId, {
      kind,
      id,
      soldOut: sold_out,
      until: until ?? "end_of_day",
      staffId: who.staffId,
    });
    return { status: 200, data: { sold_out: state } };
  });
}
