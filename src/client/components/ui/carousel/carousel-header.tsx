import type { ReactNode } from "react";
import styles from "./carousel.module.css";
import { carouselStrings as t } from "./strings.ts";

type CarouselHeaderProps = {
  heading: ReactNode;
  onPrevious?: () => void;
  onNext?: () => void;
};

/** The consumer's heading with the previous/next arrows at its end. */
export function CarouselHeader({ heading, onPrevious, onNext }: CarouselHeaderProps) {
  const ready = onPrevious !== undefined && onNext !== undefined;
  return (
    <div className={styles.header}>
      <div className={styles.heading}>{heading}</div>
      <div className={styles.arrows}>
        <button
          type="button"
          className={styles.arrow}
          onClick={onPrevious}
          aria-label={t.previous}
          aria-disabled={!ready}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              d="M15 5l-7 7 7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
            />
          </svg>
        </button>
        <button
          type="button"
          className={styles.arrow}
          onClick={onNext}
          aria-label={t.next}
          aria-disabled={!ready}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              d="M9 5l7 7-7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </div>
    </div>
  );
}
