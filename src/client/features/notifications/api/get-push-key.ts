import { callApi } from "#client/lib/api-client.ts";
import { pushKey } from "#shared/contract/push.ts";

/** GET push/key: the server's VAPID public key (base64url), for PushManager.subscribe. */
export async function getPushKey(): Promise<string> {
  return (await callApi(pushKey)).data.public_key;
}
