import { z } from "zod";
import { partial } from "zod/mini";
import { type SocialPost, socialPostSchema } from "#shared/contract/content.ts";
import type { SocialFeed } from "./social-feed.port.ts";

const graphAnswerSchema = z.object({
  data: z.array(partial(socialPostSchema._zod.innerType, { caption: true })),
});

/**
 * The live Instagram feed (Graph API, media endpoint with the access token in the query),
 * cached so the landing page never waits on Instagram; on failure it serves the last good
 * posts, or the fallback feed when there are none yet.
 */
export function instagramSocialFeed(options: {
  accessToken: string;
  graphUrl: string;
  fallback: SocialFeed;
  cacheMs?: number;
  log: { warn(object: object, message: string): void };
  fetchImpl?: typeof fetch;
}): SocialFeed {
  const cacheMs = options.cacheMs ?? 10 * 60_000;
  let cached: { posts: SocialPost[]; fetchedAt: number } | null = null;

  return {
    async latestPosts() {
      if (cached && Date.now() - cached.fetchedAt < cacheMs) return cached.posts;
      try {
        const url = new URL(options.graphUrl);
        url.searchParams.set("fields", "id,caption,media_url,permalink,media_type");
        url.searchParams.set("access_token", options.accessToken);
        const response = await (options.fetchImpl ?? fetch)(url, { signal: AbortSignal.timeout(5000) });
        if (!response.ok) throw new Error(`Instagram answered ${response.status}`);
        const answer = graphAnswerSchema.parse(await response.json());
        const posts = answer.data.map((post) => ({ ...post, caption: post.caption ?? "" }));
        cached = { posts, fetchedAt: Date.now() };
        return posts;
      } catch (error) {
        // The token stays out of the log: only the reason is written.
        options.log.warn(
          { reason: (error as Error).message },
          "social feed unavailable, serving the last good posts",
        );
        return cached?.posts ?? options.fallback.latestPosts();
      }
    },
  };
}
