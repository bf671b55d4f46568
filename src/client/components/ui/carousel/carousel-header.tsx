import type { ReactNode } from "react";
import { ChevronEndIcon, ChevronStartIcon } from "../icons.tsx";
import styles from "./carousel.module.css";
import { carouselStrings as t } from "./messages.gen.ts";

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
          <ChevronStartIcon />
        </button>
        <button
          type="button"
          className={styles.arrow}
          onClick={onNext}
          aria-label={t.next}
          aria-disabled={!ready}
        >
          <ChevronEndIcon />
        </button>
      </div>
    </div>
  );
}
