import { describe, expect, it } from "vitest";
import type { SocialPost } from "#shared/contract/content.ts";
import { GRAPH_FIELDS, instagramSocialFeed } from "./instagram-social-feed.ts";

const TOKEN = "IGQ-secret-token";
const GRAPH_URL = "https://graph.instagram.com/me/media";
const CDN = "https://scontent.cdninstagram.com/v/t51";

/** Instagram's media list as its Graph API documents it: `data`, and `paging` beside it. */
const graphAnswer = (data: unknown[]) =>
  new Response(JSON.stringify({ data, paging: { cursors: { before: "a", after: "b" } } }), {
    headers: { "content-type": "application/json" },
  });

const fallbackPost: SocialPost = {
  id: "seeded",
  caption: "From the database",
  media_url: "/media/social/seeded.jpg",
  permalink: "https://www.instagram.com/p/seeded/",
  media_type: "IMAGE",
};

function feedWith(answer: (url: URL) => Response | Promise<Response>) {
  const asked: URL[] = [];
  const warnings: { object: object; message: string }[] = [];
  let clock = 1_000_000;
  const feed = instagramSocialFeed({
    accessToken: TOKEN,
    graphUrl: GRAPH_URL,
    fallback: { latestPosts: async () => [fallbackPost] },
    cacheMs: 60_000,
    log: { warn: (object, message) => warnings.push({ object, message }) },
    fetchImpl: async (input) => {
      const url = new URL(String(input));
      asked.push(url);
      return answer(url);
    },
    now: () => clock,
  });
  return { feed, asked, warnings, advance: (ms: number) => (clock += ms) };
}

describe("the Instagram social feed", () => {
  it("asks the media endpoint with the token and the fields, and shows pictures, videos and albums", async () => {
    const { feed, asked } = feedWith(() =>
      graphAnswer([
        {
          id: "1",
          caption: "Autumn Blend",
          media_type: "IMAGE",
          media_url: `${CDN}/1.jpg`,
          permalink: "https://www.instagram.com/p/1/",
        },
        {
          id: "2",
          media_type: "VIDEO",
          media_url: `${CDN}/2.mp4`,
          permalink: "https://www.instagram.com/reel/2/",
        },
        {
          id: "3",
          caption: "Three new pastries",
          media_type: "CAROUSEL_ALBUM",
          media_url: `${CDN}/3a.jpg`,
          permalink: "https://www.instagram.com/p/3/",
          children: {
            data: [
              { media_type: "IMAGE", media_url: `${CDN}/3a.jpg` },
              { media_type: "VIDEO", media_url: `${CDN}/3b.mp4` },
            ],
          },
        },
        {
          id: "4",
          media_type: "CAROUSEL_ALBUM",
          media_url: `${CDN}/4a.mp4`,
          permalink: "https://www.instagram.com/p/4/",
          children: { data: [{ media_type: "VIDEO", media_url: `${CDN}/4a.mp4` }] },
        },
      ]),
    );

    expect(await feed.latestPosts()).toEqual([
      {
        id: "1",
        caption: "Autumn Blend",
        media_type: "IMAGE",
        media_url: `${CDN}/1.jpg`,
        permalink: "https://www.instagram.com/p/1/",
      },
      {
        id: "2",
        caption: "",
        media_type: "VIDEO",
        media_url: `${CDN}/2.mp4`,
        permalink: "https://www.instagram.com/reel/2/",
      },
      {
        id: "3",
        caption: "Three new pastries",
        media_type: "IMAGE",
        media_url: `${CDN}/3a.jpg`,
        permalink: "https://www.instagram.com/p/3/",
      },
      {
        id: "4",
        caption: "",
        media_type: "VIDEO",
        media_url: `${CDN}/4a.mp4`,
        permalink: "https://www.instagram.com/p/4/",
      },
    ]);
    expect(asked).toHaveLength(1);
    expect(`${asked[0]?.origin}${asked[0]?.pathname}`).toBe(GRAPH_URL);
    expect(asked[0]?.searchParams.get("access_token")).toBe(TOKEN);
    expect(asked[0]?.searchParams.get("fields")).toBe(GRAPH_FIELDS);
  });

  it("drops a post with nothing to show, media off Instagram's hosts or a link that is not https, and keeps the others", async () => {
    const { feed, warnings } = feedWith(() =>
      graphAnswer([
        // A reel with copyrighted music: Instagram leaves its media_url out.
        { id: "1", media_type: "VIDEO", permalink: "https://www.instagram.com/reel/1/" },
        {
          id: "2",
          media_type: "IMAGE",
          media_url: "http://insecure.example.com/2.jpg",
          permalink: "https://www.instagram.com/p/2/",
        },
        {
          id: "3",
          media_type: "IMAGE",
          media_url: `${CDN}/3.jpg`,
          permalink: "javascript:alert(document.cookie)",
        },
        { id: "4", media_type: "IMAGE", media_url: `${CDN}/4.jpg` },
        // Not on Instagram's media hosts: the page's CSP would block it.
        {
          id: "7",
          media_type: "IMAGE",
          media_url: "https://images.example.com/7.jpg",
          permalink: "https://www.instagram.com/p/7/",
        },
        {
          id: "8",
          media_type: "IMAGE",
          media_url: "https://cdninstagram.com.example.com/8.jpg",
          permalink: "https://www.instagram.com/p/8/",
        },
        {
          id: 5,
          media_type: "IMAGE",
          media_url: `${CDN}/5.jpg`,
          permalink: "https://www.instagram.com/p/5/",
        },
        "not a post",
        {
          id: "6",
          media_type: "IMAGE",
          media_url: `${CDN}/6.jpg`,
          permalink: "https://www.instagram.com/p/6/",
        },
      ]),
    );

    expect((await feed.latestPosts()).map((post) => post.id)).toEqual(["6"]);
    expect(warnings).toEqual([
      { object: { dropped: 8 }, message: "social feed: posts with nothing to show" },
    ]);
  });

  it("answers from its copy for the cache time, then asks again", async () => {
    let caption = "first";
    const { feed, asked, advance } = feedWith(() =>
      graphAnswer([
        {
          id: "1",
          caption,
          media_type: "IMAGE",
          media_url: `${CDN}/1.jpg`,
          permalink: "https://www.instagram.com/p/1/",
        },
      ]),
    );
    expect((await feed.latestPosts())[0]?.caption).toBe("first");
    caption = "second";
    advance(59_999);
    expect((await feed.latestPosts())[0]?.caption).toBe("first");
    expect(asked).toHaveLength(1);
    advance(1);
    expect((await feed.latestPosts())[0]?.caption).toBe("second");
    expect(asked).toHaveLength(2);
  });

  it("serves the last good posts when Instagram fails, the fallback before any, and never logs the token", async () => {
    let failure: (() => Response) | null = () => new Response("{}", { status: 500 });
    const { feed, warnings, advance } = feedWith(() =>
      failure
        ? failure()
        : graphAnswer([
            {
              id: "1",
              media_type: "IMAGE",
              media_url: `${CDN}/1.jpg`,
              permalink: "https://www.instagram.com/p/1/",
            },
          ]),
    );
    expect(await feed.latestPosts()).toEqual([fallbackPost]);

    failure = null;
    advance(60_000);
    expect((await feed.latestPosts()).map((post) => post.id)).toEqual(["1"]);

    for (const next of [
      () => new Response("{}", { status: 500 }),
      () => new Response("<html>maintenance</html>", { status: 200 }),
      () => graphAnswer("not a list" as unknown as unknown[]),
      () => {
        throw new TypeError("fetch failed");
      },
    ]) {
      failure = next;
      advance(60_000);
      expect((await feed.latestPosts()).map((post) => post.id)).toEqual(["1"]);
    }
    expect(warnings.length).toBeGreaterThanOrEqual(5);
    expect(JSON.stringify(warnings)).not.toContain(TOKEN);
  });
});
