// Web Push: a customer who allowed notifications hears that their order is ready (or on its way)
// with the app closed. Subscriptions belong to a user and to the session that made them, so a
// logout silences that device.
import type { BodyOf } from "#shared/contract/endpoint.ts";
import type { OrderStatus } from "#shared/contract/orders.ts";
import type { PushMessage, pushSubscribe } from "#shared/contract/push.ts";
import { DEFAULT_LOCALE, isLocale } from "#shared/i18n/locale.ts";
import type { PushSender } from "../../adapters/push/push.port.ts";
import type { Db } from "../../db/database.ts";
import { inLocale } from "../../http/locale.ts";
import { RequestValidationError } from "../../http/validation.ts";
import { pushStrings } from "./messages.gen.ts";
import * as repository from "./push.repository.ts";

/** Devices per account that hear its orders; a new one beyond this drops the oldest. */
export const MAX_SUBSCRIPTIONS_PER_USER = 10;

export { pushStrings };

/** The order as it stands after a move (what the notification needs of it). */
export type MovedOrder = {
  id: string;
  userId: number;
  status: OrderStatus;
  orderType: number;
  pickupNumber: number | null;
};

type Log = {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
};

/** The notification a move deserves, or null (only "ready" and "out for delivery" do). */
export function orderMovedMessage(order: MovedOrder): PushMessage | null {
  const about = { url: `/order-summary?order_id=${encodeURIComponent(order.id)}`, tag: `order-${order.id}` };
  if (order.status === "ready") {
    const body =
      order.pickupNumber === null
        ? pushStrings.readyBodyNoNumber
        : pushStrings.readyBody({ pickupNumber: String(order.pickupNumber) });
    return { title: pushStrings.readyTitle, body, ...about };
  }
  if (order.status === "out_for_delivery") {
    return { title: pushStrings.onItsWayTitle, body: pushStrings.onItsWayBody, ...about };
  }
  return null;
}

/** Whether an endpoint's host is one of the push services (`.suffix` entries match subdomains). */
export function isPushService(endpoint: string, serviceHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  return (
    url.protocol === "https:" &&
    serviceHosts.some((allowed) => (allowed.startsWith(".") ? host.endsWith(allowed) : host === allowed))
  );
}

export function createPushService(
  db: Db,
  options: {
    sender: PushSender;
    publicKey: string;
    serviceHosts: readonly string[];
    log: Log;
    /** Which of the account's sessions still stand (the auth module keeps sessions). */
    standingSessions: (userId: number, tokenHashes: string[]) => Promise<Set<string>>;
  },
) {
  const { sender, log } = options;
  return {
    publicKey: options.publicKey,

    /** This device (the caller's session) hears the caller's orders until logout. */
    async subscribe(userId: number, tokenHash: string, subscription: BodyOf<typeof pushSubscribe>) {
      // The server will POST to this address: only to a push service, never anywhere a caller likes.
      if (!isPushService(subscription.endpoint, options.serviceHosts)) {
        throw new RequestValidationError({ endpoint: [pushStrings.unknownService] });
      }
      await repository.upsertSubscription(db, {
        userId,
        tokenHash,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
      });
      const all = await repository.listByUser(db, userId);
      await repository.deleteByIds(
        db,
        all.slice(MAX_SUBSCRIPTIONS_PER_USER).map((row) => row.id),
      );
    },

    /** The caller's own subscription at this endpoint goes; anyone else's stays. */
    unsubscribe: (userId: number, endpoint: string) => repository.deleteForUser(db, userId, endpoint),

    /** A session ended (logout): its devices stop hearing the account's orders. */
    forgetSession: (tokenHash: string) => repository.deleteBySession(db, tokenHash),

    /** Every session but this one ended (logout on other devices). */
    forgetOtherSessions: (userId: number, keepTokenHash: string) =>
      repository.deleteOtherSessions(db, userId, keepTokenHash),

    /**
     * Tells every device of the order's customer that it is ready or on its way. Never throws: a
     * notification is a courtesy, and the move it follows has already happened.
     */
    async notifyOrderMoved(order: MovedOrder): Promise<void> {
      if (!orderMovedMessage(order)) return;
      try {
        const devices = await repository.listByUser(db, order.userId);
        // A device whose session has ended (expired, idle, crowded out by newer logins) hears
        // nothing more: whoever holds it may not be the customer, and the message links to the
        // order's address and phone.
        const standing = await options.standingSessions(
          order.userId,
          devices.map((device) => device.tokenHash),
        );
        await repository.deleteByIds(
          db,
          devices.filter((device) => !standing.has(device.tokenHash)).map((device) => device.id),
        );
        const targets = devices.filter((device) => standing.has(device.tokenHash));
        if (targets.length === 0) return;
        // In the customer's language, not that of the store's request that moved the order.
        const language = await repository.languageOf(db, order.userId);
        const locale = isLocale(language) ? language : DEFAULT_LOCALE;
        const message = inLocale(locale, () => orderMovedMessage(order)) as PushMessage;
        const outcomes = await Promise.all(targets.map((target) => sender.send(target, message)));
        const gone = targets.filter((_, index) => outcomes[index] === "gone").map((target) => target.id);
        await repository.deleteByIds(db, gone);
        const sent = outcomes.filter((outcome) => outcome === "sent").length;
        log.info(
          { orderId: order.id, status: order.status, devices: targets.length, sent, gone: gone.length },
          "Order notification sent",
        );
      } catch (error) {
        log.error({ err: error, orderId: order.id }, "Order notification failed");
      }
    },
  };
}
export type PushService = ReturnType<typeof createPushService>;
