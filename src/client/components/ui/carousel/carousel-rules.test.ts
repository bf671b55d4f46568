import { describe, expect, it } from "vitest";
import { slidesPerViewAt, swiperBreakpoints } from "./carousel-rules.ts";

// The social carousel of spec section 2: 5 on wide screens, 2 under 1024 px, 1 under 768 px.
const social = { base: 1, from: { 768: 2, 1024: 5 } };

describe("slidesPerViewAt", () => {
  it("follows the min-width breakpoints", () => {
    expect(slidesPerViewAt(390, social)).toBe(1);
    expect(slidesPerViewAt(767, social)).toBe(1);
    expect(slidesPerViewAt(768, social)).toBe(2);
    expect(slidesPerViewAt(1023, social)).toBe(2);
    expect(slidesPerViewAt(1024, social)).toBe(5);
    expect(slidesPerViewAt(1440, social)).toBe(5);
  });

  it("gives Swiper the same breakpoints", () => {
    expect(swiperBreakpoints(social)).toEqual({ 768: { slidesPerView: 2 }, 1024: { slidesPerView: 5 } });
  });
});
