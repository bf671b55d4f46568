// Placing an order (spec sections 4, 5, 7): the spec's checks in order, server-side pricing,
// integer piastres, and one order per Idempotency-Key however often the request arrives.
import { createHash, randomUUID } from "node:crypto";
import type { BodyOf, ReplyOf } from "#shared/contract/endpoint.ts";
import { IDEMPOTENCY_KEY_HEADER } from "#shared/contract/endpoint.ts";
import type { OrderStatusEvent } from "#shared/contract/order-status.ts";
import { ORDER_TYPE } from "#shared/contract/order-type.ts";
import type { OrderStatus, orderDetails, PastOrder } from "#shared/contract/orders.ts";
import type { placeOrder, reOrder } from "#shared/contract/place-order.ts";
import type { BoardOrder } from "#shared/contract/store.ts";
import { localized } from "#shared/i18n/localized-content.ts";
import { toEgp } from "#shared/money/money.ts";
import { closedMessage, isOpenAt } from "#shared/rules/opening-hours.ts";
import {
  asapMinutes,
  BOARD_LEAD_MINUTES,
  orderAheadMessages,
  orderAheadSlots,
  slotProblem,
} from "#shared/rules/order-ahead.ts";
import { boardMoves, canMove, type OrderActor, type StoreMove } from "#shared/rules/order-lifecycle.ts";
import { lineTotal, orderTotals } from "#shared/rules/order-totals.ts";
import { firstFailedCheck, placeOrderMessages } from "#shared/rules/place-order-checks.ts";
import type { CheckoutOrder } from "../../adapters/payments/payments.port.ts";
import type { PosOrder } from "../../adapters/pos/pos.port.ts";
import type { Db, Tx } from "../../db/database.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import { assertIdempotencyKey } from "../../http/idempotency.ts";
import type { ServiceMetrics } from "../../http/metrics.ts";
import type { RateLimiter } from "../../http/rate-limit.ts";
import { RequestValidationError } from "../../http/validation.ts";
import type { AddressesService } from "../addresses/addresses.service.ts";
import type { MenuService } from "../menu/menu.service.ts";
import { menuMessages } from "../menu/messages.gen.ts";
import type { OutletsService } from "../outlets/outlets.service.ts";
import type { PosOutbox } from "../pos/pos-outbox.ts";
import { ordersMessages as m, orderStatusWords } from "./messages.gen.ts";
import { assertNoProblems, parseCartData, priceLines } from "./order-pricing.ts";
import type { OrderRow } from "./orders.repository.ts";
import * as repository from "./orders.repository.ts";
import { receiptOf, toPosOrder } from "./receipt.ts";

/** Orders from walk-ins at one store's kiosks in an hour: a queue at the counter stays well under. */
export const WALK_IN_ORDERS_PER_STORE_PER_HOUR = 120;

type PlaceOrderInput = BodyOf<typeof placeOrder>;
type PlaceOrderAnswer = ReplyOf<typeof placeOrder>;
type ReOrderAnswer = ReplyOf<typeof reOrder>;

export const ORDER_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const asId = (value: number | "" | null | undefined) => (typeof value === "number" ? value : null);

export function checkoutUrl(orderId: string): string {
  return `/payments/checkout/${orderId}`;
}

type Deps = {
  menu: MenuService;
  outlets: OutletsService;
  addresses: AddressesService;
  /** The POS's receipts (oracle_response of order_details). */
  posOutbox: Pick<PosOutbox, "oracleResponse">;
  limiter: RateLimiter;
  /** Orders (place_order and re_order together) one account may make per minute and per hour. */
  limits: { ordersPerMinute: number; ordersPerHour: number };
  /** After a move by the store or the POS is committed (the customer's push notification). */
  onMoved?: (order: OrderRow) => void;
  /** How long an unpaid order ahead keeps its place in its slot (its payment page's time). */
  slotHoldMinutes: number;
  metrics?: Pick<ServiceMetrics, "orderPlaced">;
};

export function createOrdersService(
  db: Db,
  { menu, outlets, addresses, posOutbox, limiter, limits, onMoved, slotHoldMinutes, metrics }: Deps,
  now: () => Date = () => new Date(),
) {
  const moveOf = (order: OrderRow, to: OrderStatus) => ({
    order,
    from: order.status,
    to,
    at: now(),
  });
  /** Runs the spec's checks and prices the lines; returns the order to insert. */
  async function prepareOrder(
    userId: number,
    input: PlaceOrderInput,
    lines: ReturnType<typeof parseCartData>,
  ) {
    const delivery = input.order_type === ORDER_TYPE.delivery;
    const addressId = asId(input.selected_address_id);
    const address = delivery && addressId !== null ? await addresses.forOrder(userId, addressId) : null;
    if (delivery && addressId !== null && !address) {
      throw new RequestValidationError({ selected_address_id: [placeOrderMessages.selectAddress] });
    }
    const pickupOutlet =
      !delivery && asId(input.selected_outlet_id) !== null
        ? await outlets.outlet(asId(input.selected_outlet_id) as number)
        : null;
    if (!delivery && asId(input.selected_outlet_id) !== null && !pickupOutlet) {
      throw new RequestValidationError({ selected_outlet_id: [placeOrderMessages.selectOutlet] });
    }
    const deliveryOutlet = address?.closestOutletId ? await outlets.outlet(address.closestOutletId) : null;
    const chosenOutlet = delivery ? deliveryOutlet : pickupOutlet;
    // Ordered ahead, the outlet's hours are checked at the chosen time rather than now.
    const aheadAt = input.pickup_at ? new Date(input.pickup_at) : null;
    const checkedAt = aheadAt && !Number.isNaN(aheadAt.getTime()) ? aheadAt : now();

    const failed = firstFailedCheck({
      loggedIn: true,
      paymentMethod: input.selected_method,
      orderType: input.order_type,
      pickupOutletId: pickupOutlet?.id ?? null,
      address: address ? { id: address.id, closestOutletId: address.closestOutletId } : null,
      deliveryOutlet: deliveryOutlet
        ? {
            name: localized(deliveryOutlet.name, deliveryOutlet.nameAr),
            deliveryEnabled: deliveryOutlet.deliveryEnabled,
            openingTimes: deliveryOutlet.openingTimes,
          }
        : null,
      now: checkedAt,
    });
    if (failed) throw new RequestValidationError({ [failed.field]: [failed.message] });
    // Pickup as soon as possible needs the store open now; a time ahead is judged by its slot.
    const pickupHours = pickupOutlet?.openingTimes;
    if (pickupOutlet && pickupHours && !input.pickup_at && !isOpenAt(pickupHours, now())) {
      const name = localized(pickupOutlet.name, pickupOutlet.nameAr);
      throw new RequestValidationError({ selected_outlet_id: [closedMessage(name, pickupHours, now())] });
    }
    if (input.pickup_at && chosenOutlet) {
      const problem = slotProblem(
        input.pickup_at,
        { name: localized(chosenOutlet.name, chosenOutlet.nameAr), hours: chosenOutlet.openingTimes },
        now(),
        chosenOutlet.prepMinutes,
      );
      if (problem) throw new RequestValidationError({ pickup_at: [problem] });
    }

    const outlet = (delivery ? deliveryOutlet : pickupOutlet) as NonNullable<typeof pickupOutlet>;
    const { priced, problems } = priceLines(lines, await menu.catalogue(outlet.id));
    return { outlet, address, priced, problems };
  }

  function buildOrder(
    userId: number,
    input: PlaceOrderInput,
    prepared: Awaited<ReturnType<typeof prepareOrder>>,
    extra: { reorderOf?: string } = {},
  ): repository.NewOrder {
    const delivery = input.order_type === ORDER_TYPE.delivery;
    const totals = orderTotals(
      prepared.priced.map((line) => ({
        unitPrice: line.unitPrice,
        condimentPrices: line.condiments.map((condiment) => condiment.price),
        quantity: line.quantity,
      })),
      { delivery },
    );
    const id = randomUUID();
    const address = prepared.address;
    return {
      id,
      userId,
      outletId: prepared.outlet.id,
      orderType: delivery ? ORDER_TYPE.delivery : ORDER_TYPE.pickup,
      addressId: address?.id ?? null,
      deliverTo: address
        ? {
            label: address.label,
            address: address.line,
            phone_number: address.phoneNumber,
            latitude: address.latitude,
            longitude: address.longitude,
          }
        : null,
      lines: prepared.priced,
      subtotal: totals.subtotal,
      vat: totals.vat,
      deliveryFee: totals.delivery,
      total: totals.total,
      paymentMethod: input.selected_method,
      status: "awaiting_payment",
      reorderOf: extra.reorderOf ?? null,
      pickupAt: input.pickup_at ? new Date(input.pickup_at) : null,
      slotHeldUntil: input.pickup_at ? new Date(now().getTime() + slotHoldMinutes * 60_000) : null,
    };
  }

  type Claim = { key: string; requestHash: string; responseStatus: number; responseBody: unknown };

  /** An outlet's orders per slot (read before a transaction: PGlite has one connection). */
  const slotCapacityOf = async (outletId: number) => (await outlets.outlet(outletId))?.slotCapacity ?? 0;

  /**
   * Takes the slot's lock for the rest of the transaction, then says whether the slot has no
   * place left for one more order (`except`: an order already in it, not to count).
   */
  async function lockedSlotIsFull(
    tx: Tx,
    slotOf: { outletId: number; slot: Date; capacity: number },
    except?: string,
  ): Promise<boolean> {
    const { outletId, slot, capacity } = slotOf;
    await repository.lockSlot(tx, outletId, slot);
    const holds = await repository.slotHolds(tx, outletId, { from: slot, to: slot, at: now(), except });
    return (holds.get(slot.getTime()) ?? 0) >= capacity;
  }

  /**
   * Inserts an order (claiming its Idempotency-Key with it, when there is one); false when the key
   * was taken meanwhile. An order ahead is counted and inserted under its slot's lock: 422 when
   * the slot is full, however many instances place orders for it at once.
   */
  async function insertOrder(order: repository.NewOrder, claim: Claim | null): Promise<boolean> {
    const slot = order.pickupAt;
    if (!slot) {
      if (!claim) await repository.insertOrder(db, order);
      return claim ? repository.insertOrderClaimingKey(db, order, claim) : true;
    }
    const capacity = await slotCapacityOf(order.outletId);
    return db.transaction(async (tx) => {
      const full = await lockedSlotIsFull(tx, { outletId: order.outletId, slot, capacity });
      // A twin of this request that got here first: replay its answer, not "full".
      if (claim && (await repository.findIdempotencyKey(tx, order.userId, claim.key))) return false;
      if (full) throw new RequestValidationError({ pickup_at: [orderAheadMessages.full] });
      if (!claim) {
        await repository.insertOrder(tx, order);
        return true;
      }
      return repository.insertOrderClaimingKeyIn(tx, order, claim);
    });
  }

  /**
   * Makes at most one order per (user, key). The key (with the answer to replay) is claimed by
   * the statement that inserts the order, so a concurrent twin waits for that commit and then
   * replays its answer. The checks and pricing run before it (reads only, most from the menu
   * service's cache); an answered key is looked up only when they fail, so that a retry of an
   * answered request replays it even if the checks would now fail (hours...).
   */
  async function idempotently<Answer>(
    userId: number,
    key: string | undefined,
    requestHash: string,
    prepare: () => Promise<{ order: repository.NewOrder; answer: Answer }>,
  ): Promise<Answer> {
    if (key !== undefined) assertIdempotencyKey(key);
    try {
      await limiter.check(
        { key: `orders:minute:${userId}`, max: limits.ordersPerMinute, windowSeconds: 60 },
        { key: `orders:hour:${userId}`, max: limits.ordersPerHour, windowSeconds: 3600 },
      );
    } catch (error) {
      // A retry of an answered request makes no new order: it still gets its answer.
      const answered =
        key !== undefined && error instanceof HttpError && error.statusCode === 429
          ? await repository.findIdempotencyKey(db, userId, key)
          : null;
      if (answered?.responseStatus == null || answered.requestHash !== requestHash) throw error;
      return answered.responseBody as Answer;
    }
    if (key === undefined) {
      const { order, answer } = await prepare();
      await insertOrder(order, null);
      metrics?.orderPlaced();
      return answer;
    }
    const replay = async () => {
      const previous = await repository.findIdempotencyKey(db, userId, key);
      if (!previous || previous.responseStatus === null) {
        throw new HttpError(409, m.stillBeingPlaced);
      }
      if (previous.requestHash !== requestHash) {
        throw new RequestValidationError({
          [IDEMPOTENCY_KEY_HEADER]: [m.keyUsedForAnother],
        });
      }
      return previous.responseBody as Answer;
    };
    let prepared: Awaited<ReturnType<typeof prepare>>;
    try {
      prepared = await prepare();
    } catch (error) {
      // A retry of an answered request replays it, even if the checks would now fail.
      if (await repository.findIdempotencyKey(db, userId, key)) return replay();
      throw error;
    }
    const { order, answer } = prepared;
    const claim = { key, requestHash, responseStatus: 200, responseBody: answer };
    if (!(await insertOrder(order, claim))) return replay();
    metrics?.orderPlaced();
    return answer;
  }

  // Outlets are never deleted; an order's outlet is always found.
  const outletNameOf = async (outletId: number) => (await outlets.outlet(outletId))?.name ?? "";

  const hashOf = (kind: string, value: unknown) =>
    createHash("sha256").update(kind).update(JSON.stringify(value)).digest("hex");

  return {
    /** `walkInOutletId`: a walk-in's store (see kiosk/walk_in), where alone they may order pickup. */
    async placeOrder(
      userId: number,
      input: PlaceOrderInput,
      idempotencyKey?: string,
      walkInOutletId: number | null = null,
    ): Promise<PlaceOrderAnswer> {
      if (walkInOutletId !== null) {
        if (input.order_type !== ORDER_TYPE.pickup) {
          throw new RequestValidationError({ order_type: [m.walkInPickupHere] });
        }
        if (asId(input.selected_outlet_id) !== walkInOutletId) {
          throw new RequestValidationError({ selected_outlet_id: [m.walkInPickupHere] });
        }
        // Each walk-in is a new account with limits of its own: the store's count bounds them all.
        await limiter.check({
          key: `orders:walk-in:${walkInOutletId}`,
          max: WALK_IN_ORDERS_PER_STORE_PER_HOUR,
          windowSeconds: 3600,
        });
      }
      const lines = parseCartData(input.data);
      return idempotently(userId, idempotencyKey, hashOf("place_order", input), async () => {
        const prepared = await prepareOrder(userId, input, lines);
        assertNoProblems(prepared.problems);
        const order = buildOrder(userId, input, prepared);
        return { order, answer: { status: 200, url: checkoutUrl(order.id), id: order.id } };
      });
    },

    /** A new order with the old one's lines at today's menu; lines no longer sold are reported. */
    async reOrder(
      userId: number,
      orderId: string,
      idempotencyKey?: string,
      pickupAt: string | null = null,
    ): Promise<ReOrderAnswer> {
      const old = ORDER_ID_PATTERN.test(orderId)
        ? await repository.findUsersOrder(db, userId, orderId)
        : null;
      if (!old) throw notFound(m.orderNotFound);
      const input: PlaceOrderInput = {
        data: JSON.stringify(
          old.lines.map((line) => ({
            itemId: line.itemId,
            quantity: line.quantity,
            note: line.note,
            condiment_data: line.condiments.map((condiment) => ({ condiment_id: condiment.id })),
          })),
        ),
        order_type: old.orderType === ORDER_TYPE.delivery ? ORDER_TYPE.delivery : ORDER_TYPE.pickup,
        selected_address_id: old.addressId,
        selected_outlet_id: old.outletId,
        // Stored only after place_order validated it.
        selected_method: old.paymentMethod as PlaceOrderInput["selected_method"],
        // A new time (the old one has passed), or as soon as possible.
        pickup_at: pickupAt,
      };
      const lines = parseCartData(input.data);
      return idempotently(userId, idempotencyKey, hashOf("re_order", [orderId, pickupAt]), async () => {
        const prepared = await prepareOrder(userId, input, lines);
        const unavailable = prepared.problems.map((problem) => old.lines[problem.line]?.name ?? m.anItem);
        if (prepared.priced.length === 0) {
          throw new RequestValidationError({
            order_id: [m.noneAvailable],
          });
        }
        const order = buildOrder(userId, input, prepared, { reorderOf: old.id });
        return { order, answer: { status: 200, url: checkoutUrl(order.id), id: order.id, unavailable } };
      });
    },

    async details(id: string): Promise<ReplyOf<typeof orderDetails>> {
      const order = ORDER_ID_PATTERN.test(id) ? await repository.findOrder(db, id) : null;
      if (!order) throw notFound(m.orderNotFound);
      const [outletName, oracleResponse] = await Promise.all([
        outletNameOf(order.outletId),
        posOutbox.oracleResponse(order.id),
      ]);
      return {
        status: 200,
        data: {
          id: order.id,
          order_status: order.status,
          order_type: order.orderType,
          pickup_number: order.pickupNumber,
          pickup_at: order.pickupAt?.toISOString() ?? null,
          created_at: order.createdAt.toISOString(),
          outlet_name: outletName,
          deliver_to: order.deliverTo
            ? {
                label: order.deliverTo.label,
                address: order.deliverTo.address,
                phone_number: order.deliverTo.phone_number,
              }
            : null,
          totals: {
            subtotal: toEgp(order.subtotal),
            vat: toEgp(order.vat),
            delivery: toEgp(order.deliveryFee),
            total: toEgp(order.total),
          },
          // The POS's own receipt once it has the order; the same receipt computed here before.
          oracle_response: oracleResponse ?? receiptOf(order, outletName),
        },
      };
    },

    /** What the POS is handed for a paid order; null when there is no such order. */
    async forPos(id: string): Promise<PosOrder | null> {
      const order = await repository.findOrder(db, id);
      return order ? toPosOrder(order, await outletNameOf(order.outletId)) : null;
    },

    /** The order a payment is for, as its payment page shows it; null for an unknown or malformed id. */
    async forPayment(id: string): Promise<PayableOrder | null> {
      const found = ORDER_ID_PATTERN.test(id) ? await repository.findOrderWithCustomer(db, id) : null;
      if (!found) return null;
      const { order, customer } = found;
      return {
        id: order.id,
        userId: order.userId,
        walkIn: customer.walkInOutletId !== null,
        status: order.status,
        orderType: order.orderType,
        total: order.total,
        lines: [
          ...order.lines.map((line) => ({
            name: line.name,
            quantity: line.quantity,
            // One unit with its condiments: the lines then add up to the total as the cart's do.
            unitPrice: lineTotal({
              unitPrice: line.unitPrice,
              condimentPrices: line.condiments.map((condiment) => condiment.price),
              quantity: 1,
            }),
          })),
          ...(order.deliveryFee > 0
            ? [{ name: "Delivery fee", quantity: 1, unitPrice: order.deliveryFee }]
            : []),
          ...(order.vat > 0 ? [{ name: "VAT", quantity: 1, unitPrice: order.vat }] : []),
        ],
        customer: {
          firstName: customer.firstName,
          lastName: customer.lastName ?? "",
          email: customer.email ?? "",
          phone: customer.phone ?? "",
        },
      };
    },

    /** Inside the payment's transaction: its order, and the moves a result makes. */
    inPayment: {
      find: (tx: Tx, id: string) => repository.findOrder(tx, id),
      /** Paid, unless the order is past being paid (already paid, cancelled). */
      markPaid: (tx: Tx, order: OrderRow, reference: string) =>
        canMove(order, "paid") &&
        repository.moveStatus(tx, { ...moveOf(order, "paid"), actor: "payment", actorRef: reference }),
      /** A declined payment: the order waits for another try (a paid order stays paid). */
      markPaymentFailed: (tx: Tx, order: OrderRow, reference: string) =>
        canMove(order, "payment_failed") &&
        repository.moveStatus(tx, {
          ...moveOf(order, "payment_failed"),
          actor: "payment",
          actorRef: reference,
        }),
    },

    /**
     * Moves an order to its next state, as the store or the POS asks (shared/rules/order-lifecycle.ts).
     * 409 when the move is not allowed from where the order is, or someone else moved it first;
     * 404 for an order of another outlet than `atOutlet` (a store sees its own orders only).
     */
    async move(
      id: string,
      to: OrderStatus,
      by: { actor: OrderActor; ref?: string; atOutlet?: number },
    ): Promise<{ from: OrderStatus; order: OrderRow }> {
      const result = await db.transaction(async (tx) => {
        const order = ORDER_ID_PATTERN.test(id) ? await repository.findOrder(tx, id) : null;
        if (!order || (by.atOutlet !== undefined && order.outletId !== by.atOutlet)) {
          throw notFound(m.orderNotFound);
        }
        const allowed =
          by.actor === "store" ? boardMoves(order).includes(to as StoreMove) : canMove(order, to);
        if (!allowed) {
          throw new HttpError(
            409,
            m.cannotMove({ from: orderStatusWords[order.status], to: orderStatusWords[to] }),
          );
        }
        const moved = await repository.moveStatus(tx, {
          ...moveOf(order, to),
          actor: by.actor,
          actorRef: by.ref,
        });
        if (!moved) throw new HttpError(409, m.changedMeanwhile);
        return { from: order.status, order: { ...order, status: to } };
      });
      onMoved?.(result.order);
      return result;
    },

    /** The times an outlet offers now: as soon as possible (with its estimate) and its slots. */
    async slotsOf(outletId: number) {
      const outlet = await outlets.outlet(outletId);
      if (!outlet) throw new RequestValidationError({ outlet_id: [menuMessages.outletMissing] });
      const at = now();
      const asap = asapMinutes(outlet.prepMinutes, await repository.queueLength(db, outletId));
      const slots = orderAheadSlots(outlet.openingTimes, at, asap);
      const holds = await repository.slotHolds(db, outletId, { from: at, at });
      return {
        asap_available: !outlet.openingTimes || isOpenAt(outlet.openingTimes, at),
        asap_minutes: asap,
        slots: slots.map((slot) => ({
          ...slot,
          full: (holds.get(Date.parse(slot.start)) ?? 0) >= outlet.slotCapacity,
        })),
      };
    },

    /**
     * Before a payment page opens for an order ahead whose place in its slot ran out (a declined
     * payment, a page left too long): takes a place again for the page's time, or false when
     * the slot has filled meanwhile or passed.
     */
    async holdSlotForPayment(id: string): Promise<boolean> {
      const order = await repository.findOrder(db, id);
      if (!order?.pickupAt) return true;
      const slot = order.pickupAt;
      const at = now();
      if (order.slotHeldUntil && order.slotHeldUntil > at) return true;
      if (slot <= at) return false;
      const capacity = await slotCapacityOf(order.outletId);
      return db.transaction(async (tx) => {
        if (await lockedSlotIsFull(tx, { outletId: order.outletId, slot, capacity }, id)) return false;
        await repository.holdSlot(tx, id, new Date(at.getTime() + slotHoldMinutes * 60_000));
        return true;
      });
    },

    /** An outlet's open orders as its board shows them, newest paid first. */
    async board(outletId: number): Promise<BoardOrder[]> {
      const showAheadUntil = new Date(now().getTime() + BOARD_LEAD_MINUTES * 60_000);
      const rows = await repository.openOrdersOf(db, outletId, showAheadUntil);
      return rows.map(({ order, firstName, movedAt }) => toBoardOrder(order, firstName, movedAt));
    },

    /** One order of the outlet as its board shows it (after a move); 404 for another outlet's. */
    async boardOrder(id: string, outletId: number): Promise<BoardOrder> {
      const row = ORDER_ID_PATTERN.test(id) ? await repository.findOrderWithCustomer(db, id) : null;
      if (!row || row.order.outletId !== outletId) throw notFound(m.orderNotFound);
      const changes = await repository.statusChangesOf(db, id);
      return toBoardOrder(row.order, row.customer.firstName, changes.at(-1)?.at ?? row.order.createdAt);
    },

    /** Where an order is now, as its status stream tells it; 404 for no such order. */
    async statusNow(id: string): Promise<OrderStatusEvent> {
      const order = ORDER_ID_PATTERN.test(id) ? await repository.findOrder(db, id) : null;
      if (!order) throw notFound(m.orderNotFound);
      const changes = await repository.statusChangesOf(db, id);
      return {
        id: order.id,
        order_status: order.status,
        order_type: order.orderType,
        pickup_number: order.pickupNumber,
        at: (changes.at(-1)?.at ?? order.createdAt).toISOString(),
      };
    },

    /** The moves an order went through, oldest first. */
    statusChanges: (id: string) => repository.statusChangesOf(db, id),

    async history(userId: number): Promise<PastOrder[]> {
      const rows = await repository.paidOrdersOf(db, userId);
      // The outlets' rows come from the outlets' cache: a handful of stores, read once.
      const outletOf = new Map(
        await Promise.all(
          [...new Set(rows.map((order) => order.outletId))].map(
            async (id) => [id, await outlets.outlet(id)] as const,
          ),
        ),
      );
      return rows.map((order) => {
        const outlet = outletOf.get(order.outletId);
        return {
          id: order.id,
          created_at: order.createdAt.toISOString(),
          order_status: order.status,
          order_type: order.orderType,
          pickup_number: order.pickupNumber,
          pickup_at: order.pickupAt?.toISOString() ?? null,
          outlet_id: order.outletId,
          ...(outlet ? { outlet_name: outlet.name } : {}),
          ...(outlet?.nameAr ? { outlet_name_ar: outlet.nameAr } : {}),
          address_id: order.addressId,
          total: toEgp(order.total),
          order_data: {
            menuItems: order.lines.map((line) => ({
              name: line.name,
              ...(line.nameAr ? { name_ar: line.nameAr } : {}),
              quantity: line.quantity,
              total: toEgp(
                lineTotal({
                  unitPrice: line.unitPrice,
                  condimentPrices: line.condiments.map((condiment) => condiment.price),
                  quantity: line.quantity,
                }),
              ),
              item_id: line.itemId,
              condiment_ids: line.condiments.map((condiment) => condiment.id),
              note: line.note,
            })),
          },
        };
      });
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;

/** An order as the store's board shows it: what to make and for whom (the first name only). */
function toBoardOrder(order: OrderRow, name: string, movedAt: Date): BoardOrder {
  return {
    id: order.id,
    pickup_number: order.pickupNumber,
    order_status: order.status,
    order_type: order.orderType,
    // Accounts keep the name as registered ("Nour Hassan"): the first word is enough to call out.
    customer_first_name: name.trim().split(/\s+/)[0] ?? "",
    paid_at: (order.paidAt ?? order.createdAt).toISOString(),
    pickup_at: order.pickupAt?.toISOString() ?? null,
    updated_at: movedAt.toISOString(),
    // In the language of the request: the tablet's reader's (the kitchen's ticket is the POS's).
    lines: order.lines.map((line) => ({
      name: localized(line.name, line.nameAr),
      quantity: line.quantity,
      condiments: line.condiments.map((condiment) => localized(condiment.name, condiment.nameAr)),
      note: line.note,
    })),
    next: boardMoves(order),
  };
}
/** An order as its payment page needs it: what it charges, for what, and who pays. */
export type PayableOrder = Omit<CheckoutOrder, "amount" | "savedCardTokens"> & {
  userId: number;
  /** Placed by a walk-in at a store's kiosk: no card is kept for them. */
  walkIn: boolean;
  status: OrderStatus;
  orderType: number;
  total: number;
};
