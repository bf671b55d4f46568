// "Tell me when it's ready": whether to offer Web Push on this device, and the steps of turning
// it on (the permission, the browser's subscription, the server's copy). The browser's APIs come
// in as functions, so the unit tests drive every path without a push service.
import type { PushSubscriptionInput } from "#shared/contract/push.ts";

export type NotifyState = "hidden" | "idle" | "asking" | "on" | "denied" | "failed";

/** What this browser offers: null when it cannot do Web Push (no service worker, PushManager or Notification). */
export type PushEnvironment = {
  permission: NotificationPermission;
  /** This device already hears the customer's orders. */
  subscribed: boolean;
} | null;

/** The control shows unless push is impossible, blocked, or already on. */
export function initialState(environment: PushEnvironment): NotifyState {
  if (!environment || environment.permission === "denied" || environment.subscribed) return "hidden";
  return "idle";
}

export type PushSteps = {
  requestPermission(): Promise<NotificationPermission>;
  publicKey(): Promise<string>;
  subscribe(applicationServerKey: Uint8Array<ArrayBuffer>): Promise<PushSubscriptionJSON>;
  save(subscription: PushSubscriptionInput): Promise<void>;
};

/**
 * Asks for permission, subscribes the browser with the server's key and saves the subscription.
 * A dismissed prompt returns to "idle" (the customer may tap again); a refusal is "denied".
 */
export async function turnOnNotifications(steps: PushSteps): Promise<"idle" | "on" | "denied" | "failed"> {
  let permission: NotificationPermission;
  try {
    permission = await steps.requestPermission();
  } catch {
    return "failed";
  }
  if (permission === "denied") return "denied";
  if (permission !== "granted") return "idle";
  try {
    const key = applicationServerKey(await steps.publicKey());
    await steps.save(subscriptionInput(await steps.subscribe(key)));
    return "on";
  } catch {
    return "failed";
  }
}

/** The VAPID key as PushManager.subscribe wants it (bytes, from base64url). */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/** The body of push/subscribe from PushSubscription.toJSON(). */
export function subscriptionInput(json: PushSubscriptionJSON): PushSubscriptionInput {
  const { endpoint, keys } = json;
  if (!endpoint || !keys?.p256dh || !keys.auth)
    throw new Error("The browser gave an incomplete subscription.");
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}
