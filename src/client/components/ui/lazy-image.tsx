import { type CSSProperties, type RefObject, useEffect, useRef, useState } from "react";

/** Spec section 9: images load when within 100 px of the viewport, after a 300 ms pause. */
export const LAZY_THRESHOLD_PX = 100;
export const LAZY_DELAY_MS = 300;

type NearViewportOptions = {
  /** How far outside the viewport counts as near, in px. */
  margin?: number;
  /** How long the element must stay near before it counts, so a fast scroll past loads nothing. */
  delayMs?: number;
};

/** True once the element has come near the viewport (and stays true). */
export function useNearViewport(
  ref: RefObject<Element | null>,
  { margin = 0, delayMs = 0 }: NearViewportOptions = {},
): boolean {
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const intersecting = entries.some((entry) => entry.isIntersecting);
        clearTimeout(timer);
        if (!intersecting) return;
        if (delayMs <= 0) setNear(true);
        else timer = setTimeout(() => setNear(true), delayMs);
      },
      { rootMargin: `${margin}px` },
    );
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref, near, margin, delayMs]);

  return near;
}

type LazyImageProps = {
  src: string;
  /** Empty when the image is decorative or its control already has a name. */
  alt: string;
  /** The intrinsic size: it fixes the aspect ratio, so nothing moves when the image arrives. */
  width: number;
  height: number;
  className?: string;
  /** Crop to fill the frame (default) or show the whole image. */
  fit?: "cover" | "contain";
};

const frameStyle: CSSProperties = {
  display: "block",
  position: "relative",
  inlineSize: "100%",
  overflow: "hidden",
  background: "var(--color-cream-deep)",
};

/**
 * An image that loads only near the viewport (threshold 100 px, 300 ms delay) inside a frame of
 * fixed aspect ratio, fading in once decoded.
 */
export function LazyImage({ src, alt, width, height, className, fit = "cover" }: LazyImageProps) {
  const frameRef = useRef<HTMLSpanElement>(null);
  const near = useNearViewport(frameRef, { margin: LAZY_THRESHOLD_PX, delayMs: LAZY_DELAY_MS });
  const [loaded, setLoaded] = useState(false);

  return (
    <span
      ref={frameRef}
      className={className}
      style={{ ...frameStyle, aspectRatio: `${width} / ${height}` }}
      data-lazy-image={loaded ? "loaded" : near ? "loading" : "waiting"}
    >
      <img
        src={near ? src : undefined}
        alt={alt}
        width={width}
        height={height}
        decoding="async"
        onLoad={() => setLoaded(true)}
        style={{
          position: "absolute",
          inset: 0,
          inlineSize: "100%",
          blockSize: "100%",
          objectFit: fit,
          color: "transparent", // no alt text flashing while waiting
          opacity: loaded ? 1 : 0,
          transition: "opacity var(--duration-normal) ease-out",
        }}
      />
    </span>
  );
}
