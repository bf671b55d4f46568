// The Swiper side of <Carousel>: its own chunk, with Swiper's CSS.
import "swiper/css";
import "swiper/css/a11y";
import { useState } from "react";
import { A11y, Keyboard } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import type { Swiper as SwiperInstance } from "swiper/types";
import { useLocale } from "#client/lib/use-locale.ts";
import styles from "./carousel.module.css";
import type { CarouselProps } from "./carousel.tsx";
import { CarouselHeader } from "./carousel-header.tsx";
import { swiperBreakpoints } from "./carousel-rules.ts";
import { carouselStrings as t } from "./messages.gen.ts";

export default function SwiperCarousel<T>({
  heading,
  items,
  getKey,
  renderSlide,
  slidesPerView,
  speed = 500,
  loop = true,
  gap = 16,
}: CarouselProps<T>) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  // Swiper takes the page's direction (and its messages) once, when it starts: a new one after a
  // change of language, so right-to-left slides run from the right and arrows and swipes follow.
  const locale = useLocale();

  return (
    <>
      <CarouselHeader
        heading={heading}
        onPrevious={swiper ? () => swiper.slidePrev() : undefined}
        onNext={swiper ? () => swiper.slideNext() : undefined}
      />
      <Swiper
        key={locale}
        className={styles.swiper}
        modules={[A11y, Keyboard]}
        onSwiper={setSwiper}
        loop={loop}
        speed={reducedMotion ? 0 : speed}
        spaceBetween={gap}
        slidesPerView={slidesPerView.base}
        breakpoints={swiperBreakpoints(slidesPerView)}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{
          prevSlideMessage: t.previous,
          nextSlideMessage: t.next,
          firstSlideMessage: t.first,
          lastSlideMessage: t.last,
        }}
        watchSlidesProgress
      >
        {items.map((item) => (
          <SwiperSlide key={getKey(item)} className={styles.slide} data-carousel-slide="">
            {renderSlide(item)}
          </SwiperSlide>
        ))}
      </Swiper>
    </>
  );
}
