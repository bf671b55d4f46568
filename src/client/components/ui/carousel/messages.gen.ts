// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale } from "#shared/i18n/format.ts";

export const carouselStrings = {
  /** carousel */
  get carousel(): string {
    return currentLocale() === "ar" ? "عرض شرائح" : "carousel";
  },
  /** Previous slide */
  get previous(): string {
    return currentLocale() === "ar" ? "الشريحة السابقة" : "Previous slide";
  },
  /** Next slide */
  get next(): string {
    return currentLocale() === "ar" ? "الشريحة التالية" : "Next slide";
  },
  /** This is the first slide */
  get first(): string {
    return currentLocale() === "ar" ? "هذه هي الشريحة الأولى" : "This is the first slide";
  },
  /** This is the last slide */
  get last(): string {
    return currentLocale() === "ar" ? "هذه هي الشريحة الأخيرة" : "This is the last slide";
  },
};
