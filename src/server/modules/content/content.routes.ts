import type { FastifyInstance } from "fastify";
import { saveInterestedUsers, socialPosts } from "#shared/contract/content.ts";
import type { SocialFeed } from "../../adapters/social-feed/social-feed.port.ts";
import type { Db } from "../../db/database.ts";
import { addressKey, type RateLimiter } from "../../http/rate-limit.ts";
import { route } from "../../http/route.ts";
import { insertInterestedUser } from "./content.repository.ts";
import { contentMessages } from "./messages.gen.ts";

type Deps = {
  db: Db;
  socialFeed: SocialFeed;
  limiter: RateLimiter;
  /** Sign-ups (save_interested_users) per client address per hour. */
  limits: { signupsPerHour: number };
};

export function contentRoutes(api: FastifyInstance, { db, socialFeed, limiter, limits }: Deps) {
  route(
    api,
    socialPosts,
  )(async (_request, reply) => {
    const data = await socialFeed.latestPosts();
    reply.header("cache-control", "public, max-age=300");
    return { status: 200, data };
  });

  route(
    api,
    saveInterestedUsers,
  )(async (request) => {
    await limiter.check({
      key: `signup:hour:${addressKey(request.ip)}`,
      max: limits.signupsPerHour,
      windowSeconds: 3600,
    });
    await insertInterestedUser(db, request.body);
    // The same answer whether or not the email was listed: it tells nobody who signed up.
    return { status: 200, message: contentMessages.thankYou };
  });
}
