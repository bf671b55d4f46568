// Server-Sent Events from a stream endpoint of the contract, read with fetch rather than
// EventSource: fetch sends the headers every API call carries (X-Requested-With, a bearer token),
// and each event is parsed with the endpoint's schema like any answer. When the stream is cut it
// reconnects with a growing wait; the caller hears when it is up and down, and polls meanwhile.
import { type $ZodType, safeParse } from "zod/v4/core";
import { type AnswerOf, type Endpoint, pathOf } from "#shared/contract/endpoint.ts";
import { tokenFor } from "./api-client.ts";
import { publicConfig } from "./public-config.ts";

export type StreamHandlers<E extends Endpoint> = {
  onEvent: (event: AnswerOf<E>) => void;
  /** The stream is (again) connected: a caller that may have missed events reloads now. */
  onOpen?: () => void;
  /** The stream is cut (it reconnects by itself): the caller polls until onOpen. */
  onDown?: () => void;
  /** 401/403/404: the stream will not come back (signed out, no such order); no reconnecting. */
  onRefused?: (status: number) => void;
};

/** Waits before reconnecting: 1 s, 2 s, 4 s ... at most 30 s. */
export function reconnectDelayMs(failures: number): number {
  return Math.min(1_000 * 2 ** Math.max(0, failures - 1), 30_000);
}

/** Splits a text/event-stream into the data of its events (one `data` string per event). */
export function createEventParser(onData: (data: string) => void) {
  let buffer = "";
  let data: string[] = [];
  return (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? "";
    for (const line of lines) {
      if (line === "") {
        if (data.length > 0) onData(data.join("\n"));
        data = [];
      } else if (line.startsWith("data:")) {
        data.push(line.slice(line.startsWith("data: ") ? 6 : 5));
      }
      // Comments (": keep-alive"), event names and ids carry nothing we use.
    }
  };
}

/** Opens the stream and keeps it open until the returned function is called. */
export function openEventStream<E extends Endpoint & { stream: true }>(
  endpoint: E,
  params: Record<string, string | number> | undefined,
  handlers: StreamHandlers<E>,
): () => void {
  const stopped = new AbortController();
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    let up = false;
    try {
      const token = tokenFor(endpoint.auth);
      const response = await fetch(`${publicConfig.apiBaseUrl}${pathOf(endpoint, params)}`, {
        headers: {
          Accept: "text/event-stream",
          "X-Requested-With": "XMLHttpRequest",
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        signal: stopped.signal,
        cache: "no-store",
      });
      if ([401, 403, 404].includes(response.status)) {
        handlers.onRefused?.(response.status);
        return;
      }
      if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
      up = true;
      failures = 0;
      handlers.onOpen?.();
      const parse = createEventParser((data) => {
        let json: unknown;
        try {
          json = JSON.parse(data);
        } catch {
          return;
        }
        const parsed = safeParse(endpoint.response as $ZodType<AnswerOf<E>>, json);
        if (parsed.success) handlers.onEvent(parsed.data);
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parse(value);
      }
    } catch {
      // Cut, refused by the network, or stopped: decided below.
    }
    if (stopped.signal.aborted) return;
    if (up || failures === 0) handlers.onDown?.();
    failures += 1;
    retry = setTimeout(() => void connect(), reconnectDelayMs(failures));
  };

  void connect();
  return () => {
    clearTimeout(retry);
    stopped.abort();
  };
}
