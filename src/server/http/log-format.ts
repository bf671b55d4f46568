// How the log reads: JSON lines (one object a line, for the log collector) or, on a developer's
// terminal, readable ones (pino-pretty). LOG_FORMAT decides; "auto" picks readable outside
// production when stdout is a terminal.
import type { FastifyServerOptions } from "fastify";
import type { Config } from "../config/config.ts";

/**
 * buildApp's logger option: undefined for JSON lines (Fastify's own), or pino-pretty's stream.
 * pino-pretty is a development dependency: without it (npm ci --omit=dev), JSON it is.
 */
export async function loggerFor(config: Config): Promise<FastifyServerOptions["logger"]> {
  const pretty =
    config.logFormat === "pretty" ||
    (config.logFormat === "auto" && config.mode !== "production" && process.stdout.isTTY === true);
  if (!pretty) return undefined;
  try {
    const { default: prettyStream } = await import("pino-pretty");
    const stream = prettyStream({
      translateTime: "HH:MM:ss.l",
      // A request's line reads "GET /api/fetch_menu 200 12.3 ms {"reqId":...}".
      ignore: "pid,hostname,method,url,route,status,ms",
      singleLine: true,
      messageFormat: (log, messageKey) =>
        log[messageKey] === "request answered"
          ? `${log.method} ${log.url} ${log.status} ${log.ms} ms`
          : String(log[messageKey] ?? ""),
    });
    return { level: config.logLevel, stream };
  } catch {
    return undefined;
  }
}
