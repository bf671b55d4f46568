/** Slides per view from a window width up: the base count, and counts from min widths on. */
export type SlidesPerView = { base: number; from: Record<number, number> };

/** Swiper's breakpoints are min-widths of the window; this is the same rule, for the fallback. */
export function slidesPerViewAt(width: number, { base, from }: SlidesPerView): number {
  let count = base;
  let best = -1;
  for (const [minWidth, slides] of Object.entries(from)) {
    const min = Number(minWidth);
    if (width >= min && min > best) {
      best = min;
      count = slides;
    }
  }
  return count;
}

/** The same rule as Swiper `breakpoints`. */
export function swiperBreakpoints({ from }: SlidesPerView): Record<number, { slidesPerView: number }> {
  return Object.fromEntries(Object.entries(from).map(([min, slides]) => [min, { slidesPerView: slides }]));
}
