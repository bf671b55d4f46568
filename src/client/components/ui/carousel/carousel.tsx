import { type CSSProperties, lazy, type ReactNode, Suspense, useRef, useSyncExternalStore } from "react";
import { useNearViewport } from "../lazy-image.tsx";
import styles from "./carousel.module.css";
import { CarouselHeader } from "./carousel-header.tsx";
import { type SlidesPerView, slidesPerViewAt } from "./carousel-rules.ts";
import { carouselStrings as t } from "./messages.gen.ts";

export type { SlidesPerView } from "./carousel-rules.ts";

export type CarouselProps<T> = {
  /** The carousel's accessible name. */
  label: string;
  /** Shown above the slides, beside the arrows (usually the section's heading). */
  heading: ReactNode;
  items: readonly T[];
  getKey: (item: T) => string;
  renderSlide: (item: T) => ReactNode;
  slidesPerView: SlidesPerView;
  /** Transition time in ms (0 when the user prefers reduced motion). */
  speed?: number;
  loop?: boolean;
  /** Space between slides, px. */
  gap?: number;
};

// Swiper and its CSS are a separate chunk, fetched only when the carousel nears the viewport.
const SwiperCarousel = lazy(() => import("./swiper-carousel.tsx")) as <T>(
  props: CarouselProps<T>,
) => ReactNode;

/**
 * A Swiper carousel loaded lazily. Until Swiper arrives, the first slides are laid out exactly
 * as Swiper will lay them out, so nothing moves when it takes over.
 */
export function Carousel<T>(props: CarouselProps<T>) {
  const frameRef = useRef<HTMLElement>(null);
  const near = useNearViewport(frameRef, { margin: 400 });
  const placeholder = <StaticCarousel {...props} />;
  return (
    <section
      ref={frameRef}
      className={styles.carousel}
      aria-roledescription={t.carousel}
      aria-label={props.label}
    >
      {near ? <Suspense fallback={placeholder}>{<SwiperCarousel {...props} />}</Suspense> : placeholder}
    </section>
  );
}

// The viewport's width, read when this module loads and on each resize but never while React
// renders: read during hydration, with the page's DOM half updated, it forces a layout of the
// whole page (tens of milliseconds on a phone).
let viewportWidth = typeof window === "undefined" ? 0 : window.innerWidth;
if (typeof window !== "undefined")
  window.addEventListener("resize", () => {
    viewportWidth = window.innerWidth;
  });

function subscribeToResize(onChange: () => void) {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

function StaticCarousel<T>({
  heading,
  items,
  getKey,
  renderSlide,
  slidesPerView,
  gap = 16,
}: CarouselProps<T>) {
  const width = useSyncExternalStore(
    subscribeToResize,
    () => viewportWidth,
    () => 0,
  );
  const count = slidesPerViewAt(width, slidesPerView);
  return (
    <>
      <CarouselHeader heading={heading} />
      <div
        className={styles.staticTrack}
        style={{ "--carousel-slides": count, "--carousel-gap": `${gap}px` } as CSSProperties}
      >
        {items.slice(0, count).map((item) => (
          <div key={getKey(item)} className={styles.staticSlide} data-carousel-slide="">
            {renderSlide(item)}
          </div>
        ))}
      </div>
    </>
  );
}
