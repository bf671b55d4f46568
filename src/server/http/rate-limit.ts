// Fixed-window rate limits kept in the database, so every API instance counts the same hits.
import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import ipaddr from "ipaddr.js";
import type { Db } from "../db/database.ts";
import { rateLimitCounters } from "../db/schema.ts";
import { HttpError } from "./errors.ts";
import { httpMessages } from "./messages.gen.ts";
import { noMetrics, type ServiceMetrics } from "./metrics.ts";

export type Limit = {
  key: string;
  max: number;
  windowSeconds: number;
  /** What the refusal says; given the seconds until the window ends when it is a function. */
  message?: string | ((retryAfterSeconds: number) => string);
  /** The refusal's status: 429 unless said otherwise (423 for a lock the client explains). */
  status?: 423 | 429;
};

/**
 * A client's address as limits count it. An IPv6 address counts by its /64: a phone or a home
 * is given the whole block and may use any address in it, so counting each address would count
 * nothing. An IPv4 address (or one mapped into IPv6) counts whole.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.parse(ip);
  if (address.kind() === "ipv4") return address.toString();
  const v6 = address as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  return `${v6.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(":")}::/64`;
}

const windowStartOf = (at: Date, limit: Limit) => {
  const windowMs = limit.windowSeconds * 1000;
  return new Date(Math.floor(at.getTime() / windowMs) * windowMs);
};

export function createRateLimiter(
  db: Db,
  now: () => Date = () => new Date(),
  metrics: Pick<ServiceMetrics, "rateLimited"> = noMetrics,
) {
  let lastCleanup = 0;

  async function hit(limit: Limit): Promise<void> {
    const at = now();
    const windowMs = limit.windowSeconds * 1000;
    const windowStart = windowStartOf(at, limit);
    const [row] = await db
      .insert(rateLimitCounters)
      .values({
        key: limit.key,
        windowStart,
        count: 1,
        expiresAt: new Date(windowStart.getTime() + windowMs),
      })
      .onConflictDoUpdate({
        target: [rateLimitCounters.key, rateLimitCounters.windowStart],
        set: { count: sql`${rateLimitCounters.count} + 1` },
      })
      .returning({ count: rateLimitCounters.count });
    if ((row?.count ?? 0) > limit.max) {
      const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - at.getTime()) / 1000));
      const message =
        typeof limit.message === "function"
          ? limit.message(retryAfter)
          : (limit.message ?? httpMessages.tooManyAttempts({ seconds: retryAfter }));
      metrics.rateLimited(limit.key, limit.status ?? 429);
      throw new HttpError(limit.status ?? 429, message, { "retry-after": String(retryAfter) });
    }
    if (at.getTime() - lastCleanup > 60 * 60_000) {
      lastCleanup = at.getTime();
      // Rows from before expires_at existed held windows of a day at most.
      await db
        .delete(rateLimitCounters)
        .where(
          or(
            lt(rateLimitCounters.expiresAt, at),
            and(
              isNull(rateLimitCounters.expiresAt),
              lt(rateLimitCounters.windowStart, new Date(at.getTime() - 86_400_000)),
            ),
          ),
        );
    }
  }

  return {
    /** Counts one hit against every limit; throws a 429 with Retry-After when one is exceeded. */
    async check(...limits: Limit[]): Promise<void> {
      for (const limit of limits) await hit(limit);
    },

    /**
     * Takes back one hit of each limit in its current window: for a budget of failures, the
     * attempt is counted before it is tried (so parallel attempts cannot overrun the budget)
     * and given back when it succeeds.
     */
    async uncount(...limits: Limit[]): Promise<void> {
      const at = now();
      for (const limit of limits) {
        await db
          .update(rateLimitCounters)
          .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
          .where(
            and(
              eq(rateLimitCounters.key, limit.key),
              eq(rateLimitCounters.windowStart, windowStartOf(at, limit)),
            ),
          );
      }
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** Forgets every window of these limits (an operator lifting a lock); how many hits they held. */
export async function forgetLimits(db: Db, keys: string[]): Promise<number> {
  const forgotten = await db
    .delete(rateLimitCounters)
    .where(inArray(rateLimitCounters.key, keys))
    .returning({ count: rateLimitCounters.count });
  return forgotten.reduce((sum, window) => sum + window.count, 0);
}
