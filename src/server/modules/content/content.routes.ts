import type { FastifyInstance } from "fastify";
import { type SaveInterestedUserRequest, saveInterestedUserRequestSchema } from "#shared/contract/content.ts";
import { apiPaths } from "#shared/contract/routes.ts";
import type { SocialFeed } from "../../adapters/social-feed/social-feed.port.ts";
import type { Db } from "../../db/database.ts";
import { upsertInterestedUser } from "./content.repository.ts";

type Parsed<T> = T extends { phone: unknown } ? Omit<T, "phone"> & { phone: string } : T;

export function contentRoutes(api: FastifyInstance, { db, socialFeed }: { db: Db; socialFeed: SocialFeed }) {
  api.get(apiPaths.socialPosts, async (_request, reply) => {
    const data = await socialFeed.latestPosts();
    reply.header("cache-control", "public, max-age=300");
    return { status: 200, data };
  });

  api.post<{ Body: Parsed<SaveInterestedUserRequest> }>(
    apiPaths.saveInterestedUsers,
    { schema: { body: saveInterestedUserRequestSchema } },
    async (request) => {
      const isNew = await upsertInterestedUser(db, request.body);
      return {
        status: 200,
        message: isNew
          ? "Thank you! You will be the first to know."
          : "You are already on the list — we have updated your details.",
      };
    },
  );
}
