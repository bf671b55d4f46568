import type { SocialPost } from "#shared/contract/content.ts";

/** The landing page's social post carousel. */
export interface SocialFeed {
  latestPosts(): Promise<SocialPost[]>;
}
