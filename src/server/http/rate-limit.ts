// Fixed-window rate limits kept in the database, so every API instance counts the same hits.
import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { rateLimitCounters } from "../db/schema.ts";
import { HttpError } from "./errors.ts";

export type Limit = { key: string; max: number; windowSeconds: number; message?: string };

export function createRateLimiter(db: Db, now: () => Date = () => new Date()) {
  let lastCleanup = 0;

  async function hit(limit: Limit): Promise<void> {
    const at = now();
    const windowMs = limit.windowSeconds * 1000;
    const windowStart = new Date(Math.floor(at.getTime() / windowMs) * windowMs);
    const [row] = await db
      .insert(rateLimitCounters)
      .values({ key: limit.key, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimitCounters.key, rateLimitCounters.windowStart],
        set: { count: sql`${rateLimitCounters.count} + 1` },
      })
      .returning({ count: rateLimitCounters.count });
    if ((row?.count ?? 0) > limit.max) {
      const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - at.getTime()) / 1000));
      throw new HttpError(
        429,
        limit.message ?? `Too many attempts. Please try again in ${retryAfter} seconds.`,
        {
          "retry-after": String(retryAfter),
        },
      );
    }
    if (at.getTime() - lastCleanup > 60 * 60_000) {
      lastCleanup = at.getTime();
      await db
        .delete(rateLimitCounters)
        .where(lt(rateLimitCounters.windowStart, new Date(at.getTime() - 86_400_000)));
    }
  }

  return {
    /** Counts one hit against every limit; throws a 429 with Retry-After when one is exceeded. */
    async check(...limits: Limit[]): Promise<void> {
      for (const limit of limits) await hit(limit);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
