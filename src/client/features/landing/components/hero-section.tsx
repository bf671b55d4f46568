import { useEffect, useRef, useState } from "react";
import buttonStyles from "#client/components/ui/button.module.css";
import { PauseIcon, PlayIcon } from "#client/components/ui/icons.tsx";
import { afterLoadAndIdle } from "#client/lib/after-load-and-idle.ts";
import { landingStrings } from "../messages.gen.ts";
import styles from "./hero-section.module.css";
import { SectionHeading } from "./section-heading.tsx";

type HeroSectionProps = {
  onOrderNow: () => void;
  onShopAll: () => void;
  onWatch: () => void;
};

/**
 * The hero: its image is the page's largest paint (high fetch priority, fixed size); the looping
 * hero video of the same scene fades in over it once the page has loaded and is idle, unless
 * the visitor prefers reduced motion or saves data.
 */
export function HeroSection({ onOrderNow, onShopAll, onWatch }: HeroSectionProps) {
  const t = landingStrings.hero;
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.media}>
        <img
          className={styles.image}
          src="/images/landing/hero.svg"
          alt={t.imageAlt}
          width={1200}
          height={800}
          fetchPriority="high"
        />
        <HeroVideo />
      </div>
      <div className={styles.text}>
        <SectionHeading
          id="hero-title"
          eyebrow={t.eyebrow}
          title={t.title}
          intro={t.text}
          as="h1"
          classes={{ eyebrow: styles.eyebrow, title: styles.title, intro: styles.lead }}
        />
        <div className={styles.actions}>
          <button type="button" className={buttonStyles.button} onClick={onOrderNow}>
            {t.orderNow}
          </button>
          <button type="button" className={buttonStyles.secondary} onClick={onShopAll}>
            {t.shopAll}
          </button>
        </div>
        <button type="button" className={styles.watch} onClick={onWatch} aria-haspopup="dialog">
          <span className={styles.play} aria-hidden="true">
            <PlayIcon size={14} />
          </span>
          {t.watch}
        </button>
      </div>
    </section>
  );
}

function wantsMotion(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return !window.matchMedia("(prefers-reduced-motion: reduce)").matches && !connection?.saveData;
}

function HeroVideo() {
  const t = landingStrings.hero;
  const videoRef = useRef<HTMLVideoElement>(null);
  const [mounted, setMounted] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!wantsMotion()) return;
    return afterLoadAndIdle(() => setMounted(true));
  }, []);

  if (!mounted) return null;

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      void video.play();
      setPaused(false);
    } else {
      video.pause();
      setPaused(true);
    }
  };

  return (
    <>
      <video
        ref={videoRef}
        className={styles.video}
        data-visible={playing}
        autoPlay
        muted
        loop
        playsInline
        preload="auto"
        aria-hidden="true"
        tabIndex={-1}
        onPlaying={() => setPlaying(true)}
      >
        <source src="/videos/hero.webm" type="video/webm" />
        <source src="/videos/hero.mp4" type="video/mp4" />
      </video>
      {playing && (
        <button
          type="button"
          className={styles.videoToggle}
          onClick={toggle}
          aria-label={paused ? t.playVideo : t.pauseVideo}
        >
          {paused ? <PlayIcon /> : <PauseIcon />}
        </button>
      )}
    </>
  );
}
