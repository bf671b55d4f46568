import { callApi } from "#client/lib/api-client.ts";
import { type PushSubscriptionInput, pushSubscribe } from "#shared/contract/push.ts";

/** POST push/subscribe (bearer): this device hears about the customer's orders until logout. */
export async function subscribePush(subscription: PushSubscriptionInput): Promise<void> {
  await callApi(pushSubscribe, { body: subscription });
}
