import type { FastifyInstance } from "fastify";
import { saveInterestedUsers, socialPosts } from "#shared/contract/content.ts";
import type { SocialFeed } from "../../adapters/social-feed/social-feed.port.ts";
import type { Db } from "../../db/database.ts";
import { route } from "../../http/route.ts";
import { upsertInterestedUser } from "./content.repository.ts";

export function contentRoutes(api: FastifyInstance, { db, socialFeed }: { db: Db; socialFeed: SocialFeed }) {
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
    const isNew = await upsertInterestedUser(db, request.body);
    return {
      status: 200,
      message: isNew
        ? "Thank you! You will be the first to know."
        : "You are already on the list — we have updated your details.",
    };
  });
}
