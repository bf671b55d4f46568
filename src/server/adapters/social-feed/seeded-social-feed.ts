import { desc } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { socialPosts } from "../../db/schema.ts";
import type { SocialFeed } from "./social-feed.port.ts";

/** The default: posts kept in the database (the demo seed loads some). */
export function seededSocialFeed(db: Db, limit = 12): SocialFeed {
  return {
    async latestPosts() {
      const rows = await db.select().from(socialPosts).orderBy(desc(socialPosts.postedAt)).limit(limit);
      return rows.map((row) => ({
        id: row.id,
        caption: row.caption,
        media_url: row.mediaUrl,
        permalink: row.permalink,
        media_type: row.mediaType,
      }));
    },
  };
}
