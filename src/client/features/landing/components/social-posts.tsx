import { useEffect } from "react";
import { Carousel } from "#client/components/ui/carousel/carousel.tsx";
import { LazyImage } from "#client/components/ui/lazy-image.tsx";
import type { SocialPost } from "#shared/contract/content.ts";
import { useSocialPosts } from "../api/get-social-posts.ts";
import { landingStrings } from "../messages.gen.ts";
import { SectionHeading } from "./section-heading.tsx";
import styles from "./social-posts.module.css";

/** Spec section 2: 5 slides on wide screens, 2 under 1024 px, 1 under 768 px. */
const SLIDES = { base: 1, from: { 768: 2, 1024: 5 } };
const SPEED_MS = 500;

/** The social feed carousel. A failed feed shows nothing to the visitor (spec section 8). */
export function SocialPosts() {
  const t = landingStrings.social;
  const posts = useSocialPosts();
  useEffect(() => {
    if (posts.error) console.warn("Social posts could not be loaded:", posts.error);
  }, [posts.error]);
  if (posts.isError) return null;
  if (posts.isSuccess && posts.data.length === 0) return null;

  const heading = (
    <SectionHeading id="social-title" eyebrow={t.eyebrow} title={landingStrings.followUs} box="div" />
  );

  return (
    <div className={styles.wrap}>
      {posts.isPending ? (
        <div className={styles.pending} aria-busy="true">
          {heading}
          <div className={styles.skeletons} aria-hidden="true">
            <span />
            <span />
            <span />
            <span />
            <span />
          </div>
        </div>
      ) : (
        <Carousel
          label={t.label}
          heading={heading}
          items={posts.data}
          getKey={(post) => post.id}
          renderSlide={(post) => <PostCard post={post} />}
          slidesPerView={SLIDES}
          speed={SPEED_MS}
          loop
        />
      )}
    </div>
  );
}

function PostCard({ post }: { post: SocialPost }) {
  const t = landingStrings.social;
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {post.media_type === "IMAGE" ? (
          <LazyImage src={post.media_url} alt="" width={600} height={600} />
        ) : (
          <video
            className={styles.video}
            src={post.media_url}
            muted
            loop
            playsInline
            autoPlay={!reducedMotion}
            controls={reducedMotion}
            preload="metadata"
            aria-label={t.videoLabel}
            data-media-type="video"
          />
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.caption}>{post.caption}</p>
        <a
          className={styles.link}
          href={post.permalink}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t.viewPostLabel({ caption: post.caption })}
        >
          {t.viewPost}
        </a>
      </div>
    </article>
  );
}
