// Placing an order (spec sections 4, 5, 7): the spec's checks in order, server-side pricing,
// integer piastres, and one order per Idempotency-Key however often the request arrives.
import { createHash, randomUUID } from "node:crypto";
import type { BodyOf, ReplyOf } from "#shared/contract/endpoint.ts";
import { IDEMPOTENCY_KEY_HEADER } from "#shared/contract/endpoint.ts";
import { ORDER_TYPE } from "#shared/contract/order-type.ts";
import type { placeOrder, reOrder } from "#shared/contract/place-order.ts";
import { localized } from "#shared/i18n/localized-content.ts";
import { closedMessage, isOpenAt } from "#shared/rules/opening-hours.ts";
import { orderAheadMessages, slotProblem } from "#shared/rules/order-ahead.ts";
import { orderTotals } from "#shared/rules/order-totals.ts";
import { firstFailedCheck, placeOrderMessages } from "#shared/rules/place-order-checks.ts";
import type { Db } from "../../db/database.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import { assertIdempotencyKey } from "../../http/idempotency.ts";
import type { ServiceMetrics } from "../../http/metrics.ts";
import type { RateLimiter } from "../../http/rate-limit.ts";
import { RequestValidationError } from "../../http/validation.ts";
import type { AddressesService } from "../addresses/addresses.service.ts";
import type { MenuService } from "../menu/menu.service.ts";
import type { OutletsService } from "../outlets/outlets.service.ts";
import { ordersMessages as m } from "./messages.gen.ts";
import { assertNoProblems, parseCartData, priceLines } from "./order-pricing.ts";
import type { SlotHolds } from "./order-slots.ts";
import * as repository from "./orders.repository.ts";
import { ORDER_ID_PATTERN } from "./orders.repository.ts";

/** Orders from walk-ins at one store's kiosks in an hour: a queue at the counter stays well under. */
export const WALK_IN_ORDERS_PER_STORE_PER_HOUR = 120;

/**
 * Where an order is placed from: a store's kiosk (a tablet strangers share) or not, and for a
 * walk-in (see kiosk/walk_in) their store, where alone they may order pickup.
 */
export type OrderSource = { atKiosk: boolean; walkInOutletId: number | null };

type PlaceOrderInput = BodyOf<typeof placeOrder>;
type PlaceOrderAnswer = ReplyOf<typeof placeOrder>;
type ReOrderAnswer = ReplyOf<typeof reOrder>;

const asId = (value: number | "" | null | undefined) => (typeof value === "number" ? value : null);

function checkoutUrl(orderId: string): string {
  return `/payments/checkout/${orderId}`;
}

export type PlaceOrderDeps = {
  menu: MenuService;
  outlets: OutletsService;
  addresses: AddressesService;
  limiter: RateLimiter;
  /** Orders (place_order and re_order together) one account may make per minute and per hour. */
  limits: { ordersPerMinute: number; ordersPerHour: number };
  metrics?: Pick<ServiceMetrics, "orderPlaced">;
  /** An order ahead takes its place in its slot as it is inserted. */
  slotHolds: SlotHolds;
};

export function createOrderPlacing(
  db: Db,
  { menu, outlets, addresses, limiter, limits, metrics, slotHolds }: PlaceOrderDeps,
  now: () => Date,
) {
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
    extra: { source: OrderSource; reorderOf?: string },
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
      slotHeldUntil: input.pickup_at ? slotHolds.heldUntil(now()) : null,
      placedAtKiosk: extra.source.atKiosk || extra.source.walkInOutletId !== null,
    };
  }

  type Claim = { key: string; requestHash: string; responseStatus: number; responseBody: unknown };

  /**
   * Inserts an order (claiming its Idempotency-Key with it, when there is one); false when the key
   * was taken meanwhile. An order ahead is counted and inserted under its slot's lock, then its
   * account's: 422 when the slot is full or the account holds its share of unpaid places,
   * however many instances place orders at once.
   */
  async function insertOrder(order: repository.NewOrder, claim: Claim | null): Promise<boolean> {
    const slot = order.pickupAt;
    if (!slot) {
      if (!claim) await repository.insertOrder(db, order);
      return claim ? repository.insertOrderClaimingKey(db, order, claim) : true;
    }
    const capacity = await slotHolds.slotCapacityOf(order.outletId);
    return db.transaction(async (tx) => {
      const full = await slotHolds.lockedSlotIsFull(tx, { outletId: order.outletId, slot, capacity });
      // A twin of this request that got here first: replay its answer, not "full".
      if (claim && (await repository.findIdempotencyKey(tx, order.userId, claim.key))) return false;
      if (full) throw new RequestValidationError({ pickup_at: [orderAheadMessages.full] });
      if (await slotHolds.accountHoldsItsShare(tx, order.userId)) {
        throw new RequestValidationError({ pickup_at: [m.unpaidOrdersAhead] });
      }
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

  const hashOf = (kind: string, value: unknown) =>
    createHash("sha256").update(kind).update(JSON.stringify(value)).digest("hex");

  return {
    async placeOrder(
      userId: number,
      input: PlaceOrderInput,
      idempotencyKey: string | undefined,
      source: OrderSource,
    ): Promise<PlaceOrderAnswer> {
      const { walkInOutletId } = source;
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
        const order = buildOrder(userId, input, prepared, { source });
        return { order, answer: { status: 200, url: checkoutUrl(order.id), id: order.id } };
      });
    },

    /** A new order with the old one's lines at today's menu; lines no longer sold are reported. */
    async reOrder(
      userId: number,
      orderId: string,
      idempotencyKey: string | undefined,
      pickupAt: string | null,
      source: OrderSource,
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
        const order = buildOrder(userId, input, prepared, { source, reorderOf: old.id });
        return { order, answer: { status: 200, url: checkoutUrl(order.id), id: order.id, unavailable } };
      });
    },
  };
}
