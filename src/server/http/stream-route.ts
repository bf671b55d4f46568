// The routes of the contract's stream endpoints (`stream: true`): Server-Sent Events. The handler
// checks the request like any other (a 404 or 401 is an ordinary JSON answer), then returns what
// the stream does once open. Streams hold their connection: heartbeats keep proxies from cutting
// an idle one, and a closing server ends them all first so that it does not wait on them.
import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { Endpoint, ReplyOf } from "#shared/contract/endpoint.ts";
import { HttpError } from "./errors.ts";
import { httpMessages } from "./messages.gen.ts";
import { addressKey } from "./rate-limit.ts";
import { authenticationOf, type EndpointRequest } from "./route.ts";

/** An open stream: send an event, or end it. `closed` aborts when it ends from either side. */
export type EventStream<T> = { send(event: T): void; end(): void; closed: AbortSignal };

/** Runs once the stream is open; returns what to undo when it closes. */
export type StreamStart<T> = (stream: EventStream<T>) => () => void;

export const HEARTBEAT_MS = 15_000;
/**
 * Streams one instance holds open at most (each costs a socket and a little memory): beyond it a
 * new one is answered 503, and the screen polls instead until a stream is free.
 */
export const MAX_OPEN_STREAMS = 5_000;
/**
 * Streams one client (an address, an IPv6 /64) holds open at most: room for a household or a
 * shop's Wi-Fi, and no way for one client to take the whole instance's streams.
 */
export const MAX_STREAMS_PER_ADDRESS = 50;

/** The open streams of one app: how to end each, and how many each client holds. */
type OpenStreams = { ends: Set<() => void>; perAddress: Map<string, number> };

// Keyed by the HTTP server, which every plugin context of one app shares.
const openStreams = new WeakMap<object, OpenStreams>();

/** Streams open on this app (the metrics' live_streams_open). */
export const openStreamCount = (app: FastifyInstance): number => openStreams.get(app.server)?.ends.size ?? 0;

/** The open streams of these routes, all ended when the server starts closing. */
function streamsOf(api: FastifyInstance): OpenStreams {
  let streams = openStreams.get(api.server);
  if (!streams) {
    const created: OpenStreams = { ends: new Set(), perAddress: new Map() };
    openStreams.set(api.server, created);
    api.addHook("preClose", async () => {
      for (const end of [...created.ends]) end();
    });
    streams = created;
  }
  return streams;
}

export function streamRoute<E extends Endpoint & { stream: true }>(api: FastifyInstance, endpoint: E) {
  return (handler: (request: EndpointRequest<E>) => Promise<StreamStart<ReplyOf<E>>>): void => {
    const schema: Record<string, unknown> = {};
    if (endpoint.params) schema.params = endpoint.params;
    if (endpoint.query) schema.querystring = endpoint.query;
    const onRequest = authenticationOf(api, endpoint);
    const streams = streamsOf(api);
    api.route({
      method: endpoint.method,
      url: endpoint.path,
      schema,
      ...(onRequest ? { onRequest } : {}),
      // Compressed, events would wait in the compressor's buffer.
      compress: false,
      handler: async (request, reply) => {
        // The stores' boards (staff only, a few a store) count against no one's share, and are
        // never crowded out by customers.
        const client = endpoint.auth === "staff" ? null : addressKey(request.ip);
        if (client !== null) {
          const held = streams.perAddress.get(client) ?? 0;
          if (streams.ends.size >= MAX_OPEN_STREAMS || held >= MAX_STREAMS_PER_ADDRESS) {
            throw new HttpError(503, httpMessages.liveUpdatesBusy, { "retry-after": "30" });
          }
          // Taken before the handler's await, so that requests arriving at once all count.
          streams.perAddress.set(client, held + 1);
        }
        const release = () => {
          if (client === null) return;
          const left = (streams.perAddress.get(client) ?? 1) - 1;
          if (left > 0) streams.perAddress.set(client, left);
          else streams.perAddress.delete(client);
        };
        let start: StreamStart<ReplyOf<E>>;
        try {
          start = await handler(request as unknown as EndpointRequest<E>);
        } catch (error) {
          release();
          throw error;
        }
        const body = new PassThrough();
        const closing = new AbortController();
        let undo: (() => void) | null = null;
        const end = () => {
          if (closing.signal.aborted) return;
          closing.abort();
          clearInterval(heartbeat);
          streams.ends.delete(end);
          release();
          undo?.();
          body.end();
        };
        const heartbeat = setInterval(() => body.write(": keep-alive\n\n"), HEARTBEAT_MS);
        heartbeat.unref();
        streams.ends.add(end);
        request.raw.on("close", end);
        // An idle stream is not a stalled request: the socket's idle timeout does not apply.
        request.raw.socket?.setTimeout(0);
        reply
          .header("content-type", "text/event-stream; charset=utf-8")
          .header("cache-control", "no-store")
          .header("x-accel-buffering", "no");
        // A comment first, so that the client knows at once that the stream is open.
        body.write(": open\n\n");
        undo = start({
          send: (event) => {
            if (!closing.signal.aborted) body.write(`data: ${JSON.stringify(event)}\n\n`);
          },
          end,
          closed: closing.signal,
        });
        if (closing.signal.aborted) undo();
        return reply.send(body);
      },
    });
  };
}
