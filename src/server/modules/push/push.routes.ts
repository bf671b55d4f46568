import type { FastifyInstance } from "fastify";
import { pushKey, pushSubscribe, pushUnsubscribe } from "#shared/contract/push.ts";
import { callerId } from "../../http/authenticate.ts";
import { HttpError } from "../../http/errors.ts";
import { httpMessages } from "../../http/messages.gen.ts";
import { route } from "../../http/route.ts";
import { type PushService, pushStrings } from "./push.service.ts";

export function pushRoutes(api: FastifyInstance, { push }: { push: PushService }) {
  route(api, pushKey)(async () => ({ status: 200, data: { public_key: push.publicKey } }));

  route(
    api,
    pushSubscribe,
  )(async (request) => {
    const userId = callerId(request);
    if (!request.tokenHash) throw new HttpError(401, httpMessages.unauthenticated);
    await push.subscribe(userId, request.tokenHash, request.body);
    return { status: 200, message: pushStrings.subscribed };
  });

  // Answers the same whether or not the endpoint was the caller's: it reveals nothing of others'.
  route(
    api,
    pushUnsubscribe,
  )(async (request) => {
    await push.unsubscribe(callerId(request), request.body.endpoint);
    return { status: 200, message: pushStrings.unsubscribed };
  });
}
