// The routes of the contract's stream endpoints (`stream: true`): Server-Sent Events. The handler
// checks the request like any other (a 404 or 401 is an ordinary JSON answer), then returns what
// the stream does once open. Streams hold their connection: heartbeats keep proxies from cutting
// an idle one, and a closing server ends them all first so that it does not wait on them.
import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { Endpoint, ReplyOf } from "#shared/contract/endpoint.ts";
import { HttpError } from "./errors.ts";
import { httpMessages } from "./messages.gen.ts";
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

// Keyed by the HTTP server, which every plugin context of one app shares.
const openStreams = new WeakMap<object, Set<() => void>>();

/** Streams open on this app (the metrics' live_streams_open). */
export const openStreamCount = (app: FastifyInstance): number => openStreams.get(app.server)?.size ?? 0;

/** The open streams of these routes, all ended when the server starts closing. */
function streamsOf(api: FastifyInstance): Set<() => void> {
  let streams = openStreams.get(api.server);
  if (!streams) {
    const created = new Set<() => void>();
    openStreams.set(api.server, created);
    api.addHook("preClose", async () => {
      for (const end of [...created]) end();
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
        if (streams.size >= MAX_OPEN_STREAMS) {
          throw new HttpError(503, httpMessages.liveUpdatesBusy, {
            "retry-after": "30",
          });
        }
        const start = await handler(request as unknown as EndpointRequest<E>);
        const body = new PassThrough();
        const closing = new AbortController();
        let undo: (() => void) | null = null;
        const end = () => {
          if (closing.signal.aborted) return;
          closing.abort();
          clearInterval(heartbeat);
          streams.delete(end);
          undo?.();
          body.end();
        };
        const heartbeat = setInterval(() => body.write(": keep-alive\n\n"), HEARTBEAT_MS);
        heartbeat.unref();
        streams.add(end);
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
