// The browser's side of Web Push, for push-offer.ts: the service worker's PushManager and the
// Notification permission.
import { getPushKey } from "./api/get-push-key.ts";
import { subscribePush } from "./api/subscribe-push.ts";
import { type PushEnvironment, type PushSteps, subscriptionInput } from "./push-offer.ts";

async function pushManager(): Promise<PushManager | null> {
  if (!navigator.serviceWorker || typeof PushManager === "undefined" || typeof Notification === "undefined") {
    return null;
  }
  // getRegistration, not `ready`: with no service worker (a dev server) `ready` never settles.
  const registration = await navigator.serviceWorker.getRegistration();
  return registration?.pushManager ?? null;
}

/**
 * What this browser offers. A subscription it already holds is saved again quietly: the server
 * may have forgotten it (a logout elsewhere), and it now belongs to this login.
 */
export async function readPushEnvironment(): Promise<PushEnvironment> {
  const manager = await pushManager().catch(() => null);
  if (!manager) return null;
  const subscription = await manager.getSubscription().catch(() => null);
  if (subscription && Notification.permission === "granted") {
    subscribePush(subscriptionInput(subscription.toJSON())).catch(() => {
      // best effort: the next visit tries again
    });
  }
  return { permission: Notification.permission, subscribed: subscription !== null };
}

export const browserPushSteps: PushSteps = {
  requestPermission: () => Notification.requestPermission(),
  publicKey: getPushKey,
  async subscribe(applicationServerKey) {
    const manager = await pushManager();
    if (!manager) throw new Error("This browser cannot receive push messages.");
    const subscription = await manager.subscribe({ userVisibleOnly: true, applicationServerKey });
    return subscription.toJSON();
  },
  save: subscribePush,
};
