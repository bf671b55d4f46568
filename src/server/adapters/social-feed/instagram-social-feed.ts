import { z } from "zod";
import type { SocialPost } from "#shared/contract/content.ts";
import type { SocialFeed } from "./social-feed.port.ts";

// Instagram's media fields, as its Graph API answers them. media_url is left out of a post whose
// media holds copyrighted material (a reel's music), and an album's own is its first item's: the
// album's items (`children`) say whether that is a picture or a video.
const graphMediaSchema = z.object({
  id: z.string(),
  caption: z.string().optional(),
  media_type: z.string(),
  media_url: z.string().optional(),
  permalink: z.string().optional(),
  children: z
    .object({ data: z.array(z.object({ media_type: z.string(), media_url: z.string().optional() })) })
    .optional(),
});
type GraphMedia = z.infer<typeof graphMediaSchema>;
// One odd post is dropped on its own; only an answer without a list of posts is a failure.
const graphAnswerSchema = z.object({ data: z.array(z.unknown()) });

export const GRAPH_FIELDS = "id,caption,media_url,permalink,media_type,children{media_type,media_url}";

/**
 * Where the Graph API's media_url points: Instagram's CDN, and Facebook's for some media. The
 * page's CSP allows pictures and videos from their subdomains only.
 */
export const INSTAGRAM_MEDIA_DOMAINS = ["cdninstagram.com", "fbcdn.net"] as const;

/** The address parsed when it is https; null for anything else. */
const httpsUrl = (address: string | undefined): URL | null => {
  const url = address && URL.canParse(address) ? new URL(address) : null;
  return url?.protocol === "https:" ? url : null;
};

const isHttps = (address: string | undefined): address is string => httpsUrl(address) !== null;

/** An https address on one of Instagram's media hosts. */
const isInstagramMedia = (address: string | undefined): address is string => {
  const hostname = httpsUrl(address)?.hostname;
  return hostname !== undefined && INSTAGRAM_MEDIA_DOMAINS.some((domain) => hostname.endsWith(`.${domain}`));
};

/**
 * A post the landing page can show: a picture or a video (its `media_type` IMAGE, or anything
 * else for a video) from Instagram's media hosts, its link https (the page's CSP and mixed
 * content allow no other), or null for a post with nothing to show.
 */
export function showablePost(raw: unknown): SocialPost | null {
  const parsed = graphMediaSchema.safeParse(raw);
  if (!parsed.success) return null;
  const media: GraphMedia = parsed.data;
  // An album shows its first item; one whose items were not sent, its own media as a picture.
  const shown =
    media.media_type === "CAROUSEL_ALBUM" ? (media.children?.data[0] ?? { media_type: "IMAGE" }) : media;
  const mediaUrl = shown.media_url ?? media.media_url;
  if (!isInstagramMedia(mediaUrl) || !isHttps(media.permalink)) return null;
  return {
    id: media.id,
    caption: media.caption ?? "",
    media_url: mediaUrl,
    permalink: media.permalink,
    media_type: shown.media_type === "IMAGE" ? "IMAGE" : "VIDEO",
  };
}

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
  now?: () => number;
}): SocialFeed {
  const cacheMs = options.cacheMs ?? 10 * 60_000;
  const now = options.now ?? Date.now;
  let cached: { posts: SocialPost[]; fetchedAt: number } | null = null;

  return {
    async latestPosts() {
      if (cached && now() - cached.fetchedAt < cacheMs) return cached.posts;
      try {
        const url = new URL(options.graphUrl);
        url.searchParams.set("fields", GRAPH_FIELDS);
        url.searchParams.set("access_token", options.accessToken);
        const response = await (options.fetchImpl ?? fetch)(url, { signal: AbortSignal.timeout(5000) });
        if (!response.ok) throw new Error(`Instagram answered ${response.status}`);
        const answer = graphAnswerSchema.parse(await response.json());
        const posts = answer.data.map(showablePost).filter((post) => post !== null);
        if (posts.length < answer.data.length) {
          options.log.warn(
            { dropped: answer.data.length - posts.length },
            "social feed: posts with nothing to show",
          );
        }
        cached = { posts, fetchedAt: now() };
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
