export const carouselStrings = {
  previous: "Previous slide",
  next: "Next slide",
} as const;
