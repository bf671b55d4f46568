// Web Push: a customer who allows notifications hears "your order is ready" with the app closed.
import * as z from "zod/mini";
import { okMessageSchema } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { contractMessages as m } from "./messages.gen.ts";

/** GET push/key: the server's VAPID public key (base64url), for PushManager.subscribe. */
export const pushKey = endpoint({
  method: "GET",
  path: "/push/key",
  auth: "none",
  response: z.lazy(() => z.object({ status: z.literal(200), data: z.object({ public_key: z.string() }) })),
  offline: "never",
});

const pushEndpointSchema = z.lazy(() =>
  z
    .string({ error: () => m.pushEndpointRequired })
    .check(
      z.maxLength(2048, { error: () => m.pushEndpointTooLong }),
      z.regex(/^https:\/\/[^\s]+$/, { error: () => m.pushEndpointHttps }),
    ),
);
const base64url = (key: string) =>
  z
    .string({ error: () => m.pushKeyRequired({ key }) })
    .check(z.regex(/^[A-Za-z0-9_-]{16,256}={0,2}$/, { error: () => m.pushKeyInvalid({ key }) }));

/** The browser's PushSubscription.toJSON(), as PushManager gives it. */
export const pushSubscriptionSchema = z.lazy(() =>
  z.object({
    endpoint: pushEndpointSchema,
    keys: z.object({ p256dh: base64url("p256dh"), auth: base64url("auth") }),
  }),
);
export type PushSubscriptionInput = z.input<typeof pushSubscriptionSchema>;

/** POST push/subscribe: this device hears about the customer's orders until logout. */
export const pushSubscribe = endpoint({
  method: "POST",
  path: "/push/subscribe",
  auth: "bearer",
  body: pushSubscriptionSchema,
  response: okMessageSchema,
  offline: "never",
});

/** POST push/unsubscribe: this device no longer does. */
export const pushUnsubscribe = endpoint({
  method: "POST",
  path: "/push/unsubscribe",
  auth: "bearer",
  body: z.lazy(() => z.object({ endpoint: pushEndpointSchema })),
  response: okMessageSchema,
  offline: "never",
});

/** What the service worker receives in each push (JSON), and shows as a notification. */
export const pushMessageSchema = z.lazy(() =>
  z.object({
    title: z.string(),
    body: z.string(),
    /** The page a tap opens (the order's summary). */
    url: z.string(),
    /** One notification per order: a later one replaces it. */
    tag: z.string(),
  }),
);
export type PushMessage = z.infer<typeof pushMessageSchema>;
