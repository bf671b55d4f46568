// Every /api route is registered from its endpoint in src/shared/contract: method, path, the
// bearer check, the zod schemas of what comes in and of the 200 answer, and the handler's types.

import type { IncomingMessage } from "node:http";
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySerializerCompiler,
  FastifyTypeProvider,
  onRequestAsyncHookHandler,
  onSendAsyncHookHandler,
  preValidationAsyncHookHandler,
  RawServerDefault,
  RouteGenericInterface,
} from "fastify";
import type { $ZodType, input, output } from "zod/v4/core";
import { safeParse } from "zod/v4/core";
import type { Endpoint, ReplyOf } from "#shared/contract/endpoint.ts";
import { HttpError } from "./errors.ts";
import { httpMessages } from "./messages.gen.ts";

/** Types request parts and replies from zod schemas (zod/mini and classic zod alike). */
export interface ZodTypeProvider extends FastifyTypeProvider {
  readonly validator: this["schema"] extends $ZodType ? output<this["schema"]> : unknown;
  readonly serializer: this["schema"] extends $ZodType ? input<this["schema"]> : unknown;
}

/** The Fastify schema route() gives an endpoint's route. */
type SchemaOf<E extends Endpoint> = {
  params: E["params"];
  querystring: E["query"];
  body: E["body"];
  response: { 200: E["response"] };
};

/** The request a handler of endpoint E sees: body, query and params as parsed by its schemas. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  IncomingMessage,
  SchemaOf<E>,
  ZodTypeProvider
>;

declare const sentBody: unique symbol;
/** A reply already sent with a pre-serialised body of type T (see etag.ts): no serialiser runs. */
export type Sent<T> = { readonly [sentBody]: T };

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<ReplyOf<E> | Sent<ReplyOf<E>>>;

export type RouteOptions<E extends Endpoint> = {
  /** Checks beyond the schema that a precognitive request runs too (they throw a 422). */
  precognition?: (request: EndpointRequest<E>) => Promise<void>;
  /** Runs before the body is validated (save_card refuses card data before anything reads it). */
  preValidation?: preValidationAsyncHookHandler;
};

declare module "fastify" {
  interface FastifyInstance {
    /** The bearer check route() puts on every endpoint with `auth: "bearer"`. */
    authenticate: onRequestAsyncHookHandler;
    /** The staff check route() puts on every endpoint with `auth: "staff"` (the store module's). */
    authenticateStaff: onRequestAsyncHookHandler;
  }
}

/**
 * Registers the route of one endpoint, the only way an /api route is declared:
 * `route(api, endpoint, options?)(handler)`. The handler comes in a second call so that its
 * types are those of an endpoint already known: a handler passed alongside the endpoint would
 * be checked while the endpoint's type is still being inferred, and `status: 200` would widen
 * to `number`.
 */
export function route<E extends Endpoint>(api: FastifyInstance, endpoint: E, options: RouteOptions<E> = {}) {
  return (handler: EndpointHandler<E>): void => {
    const schema: Record<string, unknown> = { response: { 200: endpoint.response } };
    if (endpoint.params) schema.params = endpoint.params;
    if (endpoint.query) schema.querystring = endpoint.query;
    if (endpoint.body) schema.body = endpoint.body;
    if (endpoint.stream) throw new Error(`${endpoint.path} is a stream: register it with streamRoute()`);
    const onRequest = authenticationOf(api, endpoint);
    api.route({
      method: endpoint.method,
      url: endpoint.path,
      schema,
      ...(onRequest ? { onRequest, onSend: keptByNoCache } : {}),
      ...(options.preValidation ? { preValidation: options.preValidation } : {}),
      config: options.precognition
        ? { precognition: options.precognition as (request: FastifyRequest) => Promise<void> }
        : {},
      handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    });
  };
}

/** An answer for one signed-in person is kept by no cache on the way (a shared proxy, the browser's). */
const keptByNoCache: onSendAsyncHookHandler = async (_request, reply, payload) => {
  if (!reply.hasHeader("cache-control")) reply.header("cache-control", "private, no-store");
  return payload;
};

/** The check route() puts before an endpoint's handler: the customer's token, a staff member's, or none. */
export function authenticationOf(
  api: FastifyInstance,
  endpoint: Endpoint,
): onRequestAsyncHookHandler | undefined {
  if (endpoint.auth === "none") return undefined;
  const check = endpoint.auth === "bearer" ? api.authenticate : api.authenticateStaff;
  if (!check) throw new Error(`${endpoint.path} needs the ${endpoint.auth} authentication decorator`);
  if (endpoint.auth !== "bearer" || endpoint.walkIn) return check;
  // A walk-in's session orders and nothing else: no profile, addresses, cards or history.
  return async function customersOnly(request, reply) {
    await check.call(this, request, reply);
    if (request.walkInOutletId !== null) throw new HttpError(403, httpMessages.notForWalkIn);
  };
}

/** A reply that does not match its route's response schema: a contract bug, answered as a 500. */
export class ResponseMismatchError extends Error {
  readonly statusCode = 500;
  readonly code = "E_RESPONSE_MISMATCH";
}

/**
 * Serialises replies with JSON.stringify; with `check`, first parses each one with its route's
 * response schema and throws on a mismatch (the error handler logs it and answers a 500).
 */
export function zodSerializerCompiler(check: boolean): FastifySerializerCompiler<$ZodType> {
  return ({ schema, method, url }) =>
    (data) => {
      if (check) {
        const result = safeParse(schema, data);
        if (!result.success) {
          // Paths and messages only: the values may be personal data.
          const issues = result.error.issues.map(
            (issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`,
          );
          throw new ResponseMismatchError(
            `${method} ${url} answered outside its response schema: ${issues.slice(0, 10).join("; ")}`,
          );
        }
      }
      return JSON.stringify(data);
    };
}
