import type { Agent } from "node:https";
import webPush from "web-push";
import type { PushConfig } from "../../config/push.ts";
import type { PushSender } from "./push.port.ts";

type Log = { warn(object: object, message: string): void };

/** "Ready" is worth little a day later: the push service drops it after this long undelivered. */
export const PUSH_TTL_SECONDS = 4 * 3600;

/**
 * Web Push through the browsers' push services (RFC 8030), with the payload encrypted for the
 * subscription (RFC 8291, aes128gcm) and each request signed with our VAPID key (RFC 8292), by
 * the web-push library. One attempt per message: a failed one is logged and not retried (the
 * next status change sends again). The log names the push service's host and its status, never
 * the endpoint (it is the subscription's secret address) nor the message.
 */
export function webPushSender(
  options: Pick<PushConfig, "publicKey" | "privateKey" | "subject"> & {
    log: Log;
    /** The socket goes quiet this long: the request is abandoned. */
    timeoutMs?: number;
    /** Tests: an agent that trusts the local fake push service's certificate. */
    agent?: Agent;
  },
): PushSender {
  const { log, timeoutMs = 10_000, agent } = options;
  const vapidDetails = {
    subject: options.subject,
    publicKey: options.publicKey,
    privateKey: options.privateKey,
  };
  return {
    async send(target, message) {
      const pushService = hostOf(target.endpoint);
      try {
        await webPush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(message),
          {
            vapidDetails,
            TTL: PUSH_TTL_SECONDS,
            urgency: "high",
            contentEncoding: "aes128gcm",
            timeout: timeoutMs,
            ...(agent ? { agent } : {}),
          },
        );
        return "sent";
      } catch (error) {
        if (error instanceof webPush.WebPushError) {
          if (error.statusCode === 404 || error.statusCode === 410) return "gone";
          log.warn({ pushService, status: error.statusCode }, "The push service refused a notification");
        } else {
          const { message: reason, code } = error as Error & { code?: string };
          log.warn(
            { pushService, reason: code ?? reason },
            "A notification could not reach the push service",
          );
        }
        return "failed";
      }
    },
  };
}

function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return "(not a URL)";
  }
}
