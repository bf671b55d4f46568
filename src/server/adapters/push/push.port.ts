import type { PushMessage } from "#shared/contract/push.ts";

/** Where one browser hears its pushes: its PushSubscription's endpoint and keys. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/**
 * "sent": the push service took the message; "gone": the subscription no longer exists (404 or
 * 410) and should be forgotten; "failed": anything else (the next message may still arrive).
 */
export type PushOutcome = "sent" | "gone" | "failed";

/** Sends Web Push messages to browsers through their push services. */
export interface PushSender {
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>;
}
